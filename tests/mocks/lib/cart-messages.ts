/**
 * The cart's messages as the services word them (src/server/modules/commerce/cart/cart-messages.ts):
 * the storefront shows the server's meta.message first (SPEC §8), so mock mode must show the same.
 */
export const CART_SUCCESS = {
  added: 'Item added to cart',
  updated: 'Quantity updated successfully',
  removed: 'Item removed successfully',
  summary: 'Cart summary',
} as const;

/** `mapUserCart`'s messages (src/server/modules/commerce/cart/cart-owner-service.ts). */
export const MAP_USER_CART = {
  linked: 'Cart linked to your account',
  limited: 'Your carts were merged; some quantities were limited to the stock available',
} as const;

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

const STOCK_WORDS: Record<string, { onlyLeftIn: (n: number, o: string) => string; onlyLeft: (n: number) => string; outIn: (o: string) => string; out: string }> = {
  en: { onlyLeftIn: (n, o) => `Only ${n} left in ${lowerFirst(o)}`, onlyLeft: (n) => `Only ${n} left`, outIn: (o) => `Out of stock in ${lowerFirst(o)}`, out: 'Out of stock' },
  hi: { onlyLeftIn: (n, o) => `${o} में केवल ${n} बचे हैं`, onlyLeft: (n) => `केवल ${n} बचे हैं`, outIn: (o) => `${o} स्टॉक में नहीं है`, out: 'स्टॉक में नहीं है' },
  ar: { onlyLeftIn: (n, o) => `تبقى ${n} فقط من ${o}`, onlyLeft: (n) => `تبقى ${n} فقط`, outIn: (o) => `${o} غير متوفر`, out: 'غير متوفر حاليًا' },
};

export interface StockMessageOptions {
  languageCode: string;
  available: number;
  /** Left out for one-size products, where it says nothing. */
  optionLabel?: string;
}

/** "Only 2 left in size 12", "Out of stock". */
export function stockMessage({ languageCode, available, optionLabel }: StockMessageOptions): string {
  const words = STOCK_WORDS[languageCode] ?? STOCK_WORDS.en!;
  if (available <= 0) return optionLabel ? words.outIn(optionLabel) : words.out;
  return optionLabel ? words.onlyLeftIn(available, optionLabel) : words.onlyLeft(available);
}
