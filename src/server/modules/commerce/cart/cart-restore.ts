import type { Executor } from '../../../db/client';
import { insertCart, insertCartItem, listCartItemRows, touchCart, updateCartCheckout, updateCartItem, type CartRow } from './cart-repository';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';
import { restoredCheckoutExtra } from './checkout-state';
import { findPersistLifetimeDays } from '../../../lib/site-directory';

const DAY_MS = 86_400_000;

export interface RestoreOrderToCartOptions {
  order: { id: number; cartId: string; subsiteId: number; userId: number | null };
  /**
   * The order's cart as `lockCartRow` returned it at the start of the caller's transaction (the
   * cart is locked before the stock, in the order placing takes them, so the two never deadlock);
   * null when it was purged since.
   */
  cart: CartRow | null;
  /** The order's lines: what is still held of each (quantity − cancelled) goes back in the cart. */
  lines: { productId: number; optionId: number; quantity: number; cancelledQuantity: number; unitPriceMinor: number }[];
  now: Date;
}

/**
 * Puts an order that could not be paid back in its cart, so the shopper can try again: the
 * pieces (capped per line), and the coupon, addresses, gift options and store credit the order
 * was placed with. Call inside the transaction that fails the order.
 */
export async function restoreOrderToCart(tx: Executor, { order, cart, lines, now }: RestoreOrderToCartOptions): Promise<void> {
  const days = (await findPersistLifetimeDays(tx, order.subsiteId)) ?? 30;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  // The placing transaction kept the cart (emptied); recreate it under the same id if it was purged since.
  if (!cart) await insertCart(tx, { id: order.cartId, subsiteId: order.subsiteId, userId: order.userId, expiresAt, now });
  else await touchCart(tx, { cartId: cart.id, expiresAt: cart.expiresAt > expiresAt ? cart.expiresAt : expiresAt, now });
  const restored = cart ? restoredCheckoutExtra(cart.extra, order.id) : null;
  if (restored) await updateCartCheckout(tx, { cartId: order.cartId, extra: restored.extra, promoId: restored.state.promotionIds[0] ?? null });
  const items = cart ? await listCartItemRows(tx, order.cartId) : [];
  for (const line of lines) {
    const quantity = line.quantity - line.cancelledQuantity;
    if (quantity <= 0) continue;
    const existing = items.find((item) => item.optionId === line.optionId);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + quantity, MAX_QUANTITY_PER_LINE);
      await updateCartItem(tx, { cartItemId: existing.id, quantity: existing.quantity });
    } else {
      const values = { cartId: order.cartId, productId: line.productId, optionId: line.optionId, addedUnitPriceMinor: line.unitPriceMinor, createdAt: now };
      await insertCartItem(tx, { ...values, quantity: Math.min(quantity, MAX_QUANTITY_PER_LINE) });
    }
  }
}
