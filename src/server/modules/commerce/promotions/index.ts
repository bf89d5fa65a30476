import type { FastifyInstance } from 'fastify';
import { promotionRoutes } from './promotion-routes';

export { promotionCovers, promotionOnWire, type PromotionTarget } from './promotion-service';
export { allocateLargestRemainder, applyPromotions, covers, includedTax, promotionDiscount, type EngineLine, type EnginePromotion } from '../../../../shared/commerce/promotion-engine';
export { promotionProblem, type PromotionProblem } from '../../../../shared/commerce/promotion-rules';
export {
  deleteRedemptionsOfOrder,
  findPromotionByCode,
  insertRedemptions,
  listLivePromotionRows,
  listPromotionsByIds,
  listRedeemedPromotionIds,
  lockRedemption,
  type PromotionRow,
} from './promotion-repository';

/** The read side of promotions for product pages, and the coupon rules the cart and orders apply. */
export async function promotionsModule(app: FastifyInstance) {
  await app.register(promotionRoutes);
}
