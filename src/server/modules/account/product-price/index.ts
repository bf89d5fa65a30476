import type { FastifyInstance } from 'fastify';
import { productPriceRoutes } from './product-price-routes';

/** The account service's price breakup, under `/account/` like every account route. */
export async function accountPricingModule(app: FastifyInstance) {
  await app.register(productPriceRoutes, { prefix: '/account' });
}
