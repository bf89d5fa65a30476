import type { FastifyInstance } from 'fastify';
import { promotionAdminRoutes } from './promotion-admin-routes';
import { promotionRoutes } from './promotion-routes';

export { promotionOnWire } from './promotion-service';
export { allocateLargestRemainder, applyPromotions, includedTax, promotionDiscount } from '@/shared/commerce/promotion-engine';
export { promotionProblem } from '@/shared/commerce/promotion-rules';
export { deleteRedemptionsOfOrder, findPromotionByCode, insertRedemptions, listLivePromotionRows, listPromotionsByIds, listRedeemedPromotionIds, lockRedemption, type PromotionRow } from './promotion-repository';

/** The read side of promotions for product pages, the coupon rules the cart and orders apply, and staff's coupon management. */
export async function promotionsModule(app: FastifyInstance) {
  await app.register(promotionRoutes);
  await app.register(promotionAdminRoutes);
}
