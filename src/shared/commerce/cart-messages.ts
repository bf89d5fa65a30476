/**
 * What the cart tells a shopper, in the request's language (the storefront shows the server's
 * meta.message first, docs/requirements/messages.md#the-rule). Success messages are docs/requirements/messages.md#success-texts's own English texts. Pure, so the
 * services and the mocks word the cart alike.
 */
export const CART_SUCCESS = {
  added: 'Item added to cart',
  updated: 'Quantity updated successfully',
  removed: 'Item removed successfully',
  summary: 'Cart summary',
} as const;

/** `mapUserCart`'s messages. */
export const MAP_USER_CART = {
  linked: 'Cart linked to your account',
  limited: 'Your carts were merged; some quantities were limited to the stock available',
} as const;

interface CartWords {
  onlyLeftIn: (count: number, option: string) => string;
  onlyLeft: (count: number) => string;
  outOfStockIn: (option: string) => string;
  outOfStock: string;
  atMostPerLine: (count: number) => string;
  priceChanged: (name: string, before: string, now: string) => string;
  unavailable: (name: string) => string;
}

const WORDS: Record<string, CartWords> = {
  en: {
    onlyLeftIn: (count, option) => `Only ${count} left in ${option.charAt(0).toLowerCase()}${option.slice(1)}`,
    onlyLeft: (count) => `Only ${count} left`,
    outOfStockIn: (option) => `Out of stock in ${option.charAt(0).toLowerCase()}${option.slice(1)}`,
    outOfStock: 'Out of stock',
    atMostPerLine: (count) => `At most ${count} of one item per cart`,
    priceChanged: (name, before, now) => `The price of ${name} changed from ${before} to ${now} since you added it`,
    unavailable: (name) => `${name} is no longer available`,
  },
  hi: {
    onlyLeftIn: (count, option) => `${option} में केवल ${count} बचे हैं`,
    onlyLeft: (count) => `केवल ${count} बचे हैं`,
    outOfStockIn: (option) => `${option} स्टॉक में नहीं है`,
    outOfStock: 'स्टॉक में नहीं है',
    atMostPerLine: (count) => `एक कार्ट में एक वस्तु अधिकतम ${count}`,
    priceChanged: (name, before, now) => `${name} की कीमत जोड़ने के बाद ${before} से बदलकर ${now} हो गई है`,
    unavailable: (name) => `${name} अब उपलब्ध नहीं है`,
  },
  ar: {
    onlyLeftIn: (count, option) => `تبقى ${count} فقط من ${option}`,
    onlyLeft: (count) => `تبقى ${count} فقط`,
    outOfStockIn: (option) => `${option} غير متوفر`,
    outOfStock: 'غير متوفر حاليًا',
    atMostPerLine: (count) => `${count} قطعة كحد أقصى من المنتج الواحد في السلة`,
    priceChanged: (name, before, now) => `تغير سعر ${name} من ${before} إلى ${now} منذ أضفته`,
    unavailable: (name) => `${name} لم يعد متوفرًا`,
  },
};

export function cartWords(languageCode: string): CartWords {
  return WORDS[languageCode] ?? (WORDS.en as CartWords);
}

export interface StockMessageOptions {
  languageCode: string;
  available: number;
  /** The option's label; left out for one-size products, where it says nothing. */
  optionLabel?: string;
}

/** "Only 2 left in size 12", "Out of stock". */
export function stockMessage({ languageCode, available, optionLabel }: StockMessageOptions): string {
  const words = cartWords(languageCode);
  if (available <= 0) return optionLabel ? words.outOfStockIn(optionLabel) : words.outOfStock;
  return optionLabel ? words.onlyLeftIn(available, optionLabel) : words.onlyLeft(available);
}
