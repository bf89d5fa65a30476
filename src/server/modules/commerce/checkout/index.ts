import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes';

export { assertDeliverable, assessCod, codLimitMinor, type CodAssessment } from './delivery-policy';
export { updateCheckout } from './checkout-service';

/** Checkout on the cart: the `PUT`/`PATCH /api/cart/` modes and the checkout page's reads. Registered after the cart-owner guard. */
export async function checkoutModule(app: FastifyInstance) {
  await app.register(checkoutRoutes);
}
