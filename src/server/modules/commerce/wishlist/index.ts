import type { FastifyInstance } from 'fastify';
import { wishlistRoutes } from './wishlist-routes';

/** The wishlist (docs/requirements/calls.md#wishlist `POST /api/products/wishLists`, plus a GET to read it back). */
export async function wishlistModule(app: FastifyInstance) {
  await app.register(wishlistRoutes);
}
