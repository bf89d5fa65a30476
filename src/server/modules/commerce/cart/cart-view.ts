import type { Cart, CartItem } from '@/shared/contracts/cart';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { cartWords, stockMessage } from '@/shared/commerce/cart-messages';
import { moneyFormatter, priceCart, type CartPricing, type PricedLine } from './cart-pricing';
import type { CartItemRow, CartRow } from './cart-repository';
import { codVerified } from './checkout-state';

import { BUSINESS_NAME, VIEW_IMAGE_PATH } from '@/shared/constants';

type Notice = Cart['notices'][number];

export interface BuildCartOptions {
  db: Executor;
  site: SiteContext;
  cart: CartRow;
  /** The cart already priced (a checkout call priced it to decide); priced afresh when left out. */
  pricing?: CartPricing;
  /** The cart's lines, when the caller has them (cart-pricing.ts reads them otherwise). */
  rows?: CartItemRow[];
}

/** `+91•••••43210`: enough for the shopper to recognise the phone, not enough to read it off a screen. */
export function maskPhone(phone: string): string {
  const prefix = ['+971', '+91', '+65'].find((code) => phone.startsWith(code)) ?? phone.slice(0, 3);
  const tail = phone.slice(-5);
  return `${prefix}${'•'.repeat(Math.max(0, phone.length - prefix.length - tail.length))}${tail}`;
}

/**
 * The whole wire cart, priced by `priceCart` (today's rates, promotions re-validated and
 * allocated per line, tax included, store credit) and converted to decimals once here. A line
 * whose price moved since it was added carries a `price_changed` notice, one no longer sold is
 * left out with an `unavailable` notice, one above today's stock gets a `stock` notice, and a
 * promotion that no longer applies a `promotion_removed` notice.
 */
export async function buildCart({ db, site, cart, pricing: given, rows }: BuildCartOptions): Promise<Cart> {
  const pricing = given ?? (await priceCart({ db, site, cart, rows }));
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
  const words = cartWords(site.languageCode);
  const items: CartItem[] = [];
  const notices: Notice[] = [];
  for (const row of pricing.unavailable) {
    notices.push({ cartItemID: row.id, code: 'unavailable', message: words.unavailable(pricing.products.get(row.productId)?.row.name ?? `#${row.productId}`) });
  }
  for (const line of pricing.lines) {
    const built = toCartLine({ line, site });
    notices.push(...built.notices);
    items.push(built.item);
  }
  for (const { message } of pricing.dropped) notices.push({ cartItemID: 0, code: 'promotion_removed', message });
  const { state } = pricing;
  const shipping = state.shippingAddress;
  return {
    cartID: cart.id,
    items,
    orderQty: items.reduce((sum, item) => sum + item.orderItemQuantity, 0),
    orderSubtotal: money(pricing.subtotalMinor),
    promoID: pricing.promotions[0]?.row.id ?? null,
    view_image_path: VIEW_IMAGE_PATH,
    currencyCode: site.currencyCode,
    decimalPlaces: site.decimalPlaces,
    extra: {
      userShippingAddress: shipping ? { ...shipping, shippingID: state.shippingID } : null,
      applied_promotions: Object.fromEntries(
        pricing.promotions.map((promotion) => [
          String(promotion.row.id),
          { couponCode: promotion.row.code, currencyCode: site.currencyCode, name: promotion.name, discount: money(promotion.discountMinor) },
        ]),
      ),
    },
    totals: {
      subtotal: money(pricing.subtotalMinor),
      discount: money(pricing.discountMinor),
      shipping: money(pricing.shippingMinor),
      tax: money(pricing.taxMinor),
      total: money(pricing.totalMinor),
      credit: money(pricing.creditMinor),
      amountDue: money(pricing.amountDueMinor),
    },
    checkout: {
      gift: state.gift,
      billingAddress: state.billingAddress,
      billingEmail: state.billingEmail,
      shippingAddress: state.shippingAddress,
      billingAddressDifferent: state.billingAddressDifferent,
      storeCredit: pricing.creditBalanceMinor === null ? null : { balance: money(pricing.creditBalanceMinor), applied: money(pricing.creditMinor) },
      cod: { verified: codVerified(state), codeSentTo: state.cod?.sentTo ? maskPhone(state.cod.sentTo) : null },
    },
    notices,
  };
}

interface ToCartLineOptions {
  line: PricedLine;
  site: SiteContext;
}

function toCartLine({ line, site }: ToCartLineOptions): { item: CartItem; notices: Notice[] } {
  const { row, product, option } = line;
  const words = cartWords(site.languageCode);
  const money = (minor: number) => minorToDecimal(minor, site.decimalPlaces);
  const format = moneyFormatter(site);
  const { priceMinor, actualPriceMinor } = option.priced.result;
  const notices: Notice[] = [];
  if (row.addedUnitPriceMinor !== priceMinor) {
    const message = words.priceChanged(product.row.name, format(row.addedUnitPriceMinor), format(priceMinor));
    notices.push({ cartItemID: row.id, code: 'price_changed', message });
  }
  if (row.quantity > option.stock) {
    const optionLabel = option.kind === 'one_size' ? undefined : option.label;
    notices.push({ cartItemID: row.id, code: 'stock', message: stockMessage({ languageCode: site.languageCode, available: option.stock, optionLabel }) });
  }
  const image = product.row.product.images[0] ?? '';
  const item: CartItem = {
    cartItemID: row.id,
    productID: row.productId,
    productOptionID: row.optionId,
    orderItemQuantity: row.quantity,
    orderItemPrice: money(priceMinor),
    orderItemSubtotal: money(line.subtotalMinor),
    orderPromoDiscountAmount: money(line.discountMinor),
    orderPromoCode: line.promoCodes.length ? line.promoCodes.join(', ') : null,
    businessName: BUSINESS_NAME,
    isLoading: false,
    itemDetails: {
      productOptionName: option.label,
      offer_price: money(priceMinor),
      actualPrice: money(actualPriceMinor),
      name: product.row.name,
      slug: product.row.product.slug,
      sku: product.row.product.sku,
      image: image.startsWith(VIEW_IMAGE_PATH) ? image.slice(VIEW_IMAGE_PATH.length) : image,
      metal: product.row.product.metal,
      purity: product.row.product.purity,
      stock: option.stock,
      addedPrice: money(row.addedUnitPriceMinor),
    },
  };
  return { item, notices };
}
