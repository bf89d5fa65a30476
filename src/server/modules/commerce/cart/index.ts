import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cart-routes';

export { expiryFromNow, getCart, getCartRow } from './cart-service';
export { buildCart, maskPhone } from './cart-view';
export { moneyFormatter, priceCart, type CartPricing, type PricedLine } from './cart-pricing';
export { clearedCheckoutState, codPhone, codVerified, placedCheckoutExtra, readCheckoutState, restoredCheckoutExtra, withCheckoutState, type CheckoutState } from './checkout-state';
export { deleteCartItems, insertCartItem, listCartItemRows, lockCartRow, touchCart, updateCartCheckout, type CartRow } from './cart-repository';
export { CartResponse, SiteHeadersSchema } from './cart-schemas';
export { CART_SUCCESS, stockMessage } from './cart-messages';

/** The cart of the commerce service (SPEC §7 "Cart"): add, update, read and remove lines. */
export async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes);
}
