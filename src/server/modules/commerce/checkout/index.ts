import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes';

export { assertDeliverable, assessCod } from './delivery-policy';

/** Checkout on the cart: the `PUT`/`PATCH /api/cart/` modes and the checkout page's reads. Registered after the cart-owner guard. */
export async function checkoutModule(app: FastifyInstance) {
  await app.register(checkoutRoutes);
}
