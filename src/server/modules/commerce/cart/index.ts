import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { guardOwnedCart } from './cart-owner-guard';
import { keepCartReads } from './cart-read-cache';
import { cartOwnerRoutes } from './cart-owner-routes';
import { cartRoutes } from './cart-routes';

export { expiryFromNow, getCartRow, liveCart, liveCartWithLines } from './cart-service';
export { findCartWithLines, lockCartWithLines, saveCheckoutIfUnchanged, type CartWithLines } from './cart-statements';
export { cartReadByGuard } from './cart-owner-guard';
export { cartReadCacheOf, type CartReadCache } from './cart-read-cache';
export { buildCart, maskPhone } from './cart-view';
export { moneyFormatter, priceCart, type CartPricing } from './cart-pricing';
export { clearedCheckoutState, codPhone, codVerified, placedCheckoutExtra, readCheckoutState, restoredCheckoutExtra, withCheckoutState, type CheckoutState } from './checkout-state';
export { deleteCartItems, insertCartItem, lockCartRow, touchCart, updateCartCheckout, type CartItemRow, type CartRow } from './cart-repository';
export { restoreOrderToCart } from './cart-restore';
export { CartResponse, SiteHeadersSchema } from './cart-schemas';
export { stockMessage } from '@/shared/commerce/cart-messages';

/** The cart of the commerce service (docs/requirements/calls.md#cart): add, update, read and remove lines. */
export async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes);
}

/**
 * Carts and their owners: the sign-in mapping route, and a guard on every cart route (a root
 * hook, so the cart's own routes stay unaware of owners). A plugin of its own, registered before
 * the cart, checkout and orders routes so its hook sees every `/api/cart…` route.
 */
async function cartOwner(app: FastifyInstance) {
  // On the embedded database the guard's read of a cart comes from memory while no write has
  // touched it (docs/performance.md#the-embedded-databases-cart-reads).
  const cartReads = await keepCartReads(app.database);
  app.addHook('onClose', cartReads.stop);
  app.addHook('preHandler', guardOwnedCart);
  await app.register(cartOwnerRoutes);
}

export const cartOwnerModule = fp(cartOwner, { name: 'cart-owner', dependencies: ['auth'] });
