import type { FastifyInstance } from 'fastify';
import { promotionRoutes } from './promotion-routes';

export { promotionCovers, type PromotionTarget } from './promotion-service';

/** The read side of promotions for product pages (coupons in the cart are the cart's). */
export async function promotionsModule(app: FastifyInstance) {
  await app.register(promotionRoutes);
}
