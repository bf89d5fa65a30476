import type { FastifyInstance } from 'fastify';
import { cartRoutes } from './cart-routes';

export { getCart } from './cart-service';

/** The cart of the commerce service (SPEC §7 "Cart"): add, update, read and remove lines. */
export async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes);
}
