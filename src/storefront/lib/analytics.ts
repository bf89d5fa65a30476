import type { Cart } from '@/shared/contracts/cart';
import type { Order } from '@/shared/contracts/order-placement';
import { dataLayer, loadTagManager } from './tag-manager';

export { loadTagManager } from './tag-manager';

/**
 * GA4 e-commerce events (issue 5) pushed to `window.dataLayer`, the way Google Tag Manager reads
 * them. Nothing third-party loads unless NEXT_PUBLIC_GTM_ID is set at build time; without it the
 * events simply collect in the array (tests and shoppers' privacy extensions read them there).
 * GA4 asks for `{ ecommerce: null }` before each e-commerce push so one event's items never leak
 * into the next.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  quantity: number;
  discount?: number;
  coupon?: string;
}

export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase';

/** docs/requirements/constants.md#fixed-request-values: the one shipping tier the store has. */
export const SHIPPING_TIER = 'Ground';
const PURCHASE_KEY_PREFIX = 'ga4.purchase.';
export function pushEcommerce(event: EcommerceEvent, ecommerce: Record<string, unknown>): void {
  const layer = dataLayer();
  if (!layer) return;
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
  loadTagManager();
}

/** The cart's lines as GA4 items; prices are the server's (tax included). */
export function cartItems(cart: Pick<Cart, 'items'>): AnalyticsItem[] {
  return cart.items.map((item) => ({
    item_id: item.itemDetails.sku,
    item_name: item.itemDetails.name,
    item_variant: item.itemDetails.productOptionName || undefined,
    price: item.orderItemPrice,
    quantity: item.orderItemQuantity,
    ...(item.orderPromoDiscountAmount > 0 ? { discount: item.orderPromoDiscountAmount } : {}),
    ...(item.orderPromoCode ? { coupon: item.orderPromoCode } : {}),
  }));
}

export function orderItems(order: Pick<Order, 'items'>): AnalyticsItem[] {
  return order.items.map((line) => ({
    item_id: line.sku,
    item_name: line.name,
    item_variant: line.optionLabel || undefined,
    price: line.unitPrice,
    quantity: line.quantity,
    ...(line.discount > 0 ? { discount: line.discount } : {}),
  }));
}

const couponOf = (cart: Pick<Cart, 'extra'>) =>
  Object.values(cart.extra.applied_promotions)
    .map((promotion) => promotion.couponCode)
    .join(',') || undefined;

/** A product page's piece (and chosen option) as a GA4 item. */
export function productItem(
  product: { sku: string; name: string; categoryName?: string; price: number },
  option?: { label: string; price: number } | null,
  quantity = 1,
): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: product.name,
    ...(option?.label ? { item_variant: option.label } : {}),
    ...(product.categoryName ? { item_category: product.categoryName } : {}),
    price: option?.price ?? product.price,
    quantity,
  };
}

export interface ViewItemInput {
  currency: string;
  item: AnalyticsItem;
}

export function trackViewItem({ currency, item }: ViewItemInput): void {
  pushEcommerce('view_item', { currency, value: item.price, items: [item] });
}

/** `value` is what the server added to the cart's subtotal: the browser never multiplies money. */
export function trackAddToCart({ currency, item, value }: ViewItemInput & { value: number }): void {
  pushEcommerce('add_to_cart', { currency, value, items: [item] });
}

type CheckoutCart = Pick<Cart, 'items' | 'currencyCode' | 'totals' | 'extra'>;

const checkoutBase = (cart: CheckoutCart) => ({
  currency: cart.currencyCode,
  value: cart.totals.total,
  coupon: couponOf(cart),
  items: cartItems(cart),
});

export function trackBeginCheckout(cart: CheckoutCart): void {
  pushEcommerce('begin_checkout', checkoutBase(cart));
}

export function trackAddShippingInfo(cart: CheckoutCart): void {
  pushEcommerce('add_shipping_info', { ...checkoutBase(cart), shipping_tier: SHIPPING_TIER });
}

export function trackAddPaymentInfo(cart: CheckoutCart, paymentType: string): void {
  pushEcommerce('add_payment_info', { ...checkoutBase(cart), payment_type: paymentType });
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): then there is no guard to keep.
    return null;
  }
}

/**
 * `purchase`, once per order: a reload of the confirmation page, or the thank-you page opened
 * again from history, must not count the sale twice. Returns whether it was pushed.
 */
export function trackPurchase(order: Pick<Order, 'orderNumber' | 'currencyCode' | 'totals' | 'promotions' | 'items'>): boolean {
  const key = `${PURCHASE_KEY_PREFIX}${order.orderNumber}`;
  const store = storage();
  if (store?.getItem(key)) return false;
  pushEcommerce('purchase', {
    transaction_id: order.orderNumber,
    value: order.totals.total,
    tax: order.totals.tax,
    shipping: order.totals.shipping,
    currency: order.currencyCode,
    coupon: order.promotions.map((promotion) => promotion.couponCode).join(',') || undefined,
    items: orderItems(order),
  });
  try {
    store?.setItem(key, '1');
  } catch {
    // Full or blocked storage: the event went out; a reload may repeat it, which GA4 dedupes by transaction_id.
  }
  return true;
}
