import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPromotion, AdminPromotionBody, AdminPromotionList, AdminPromotionParams, AdminPromotionQuery } from '@/shared/contracts/admin-promotions';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { requireStaff } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { deactivatePromotion, listAdminPromotions, savePromotion } from './promotion-admin-service';


/** Staff manage coupons: list, create, edit, deactivate; each change audited. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/promotions',
    adminRoute(requireStaff, { summary: 'Every coupon, by subsite and code, with its redemptions (staff only)', querystring: AdminPromotionQuery, response: { 200: commerceEnvelope(AdminPromotionList) } }),
    async (request) => commerceOk(await listAdminPromotions(app.db, request.query)),
  );
  app.post(
    '/admin/promotions',
    adminRoute(requireStaff, { summary: 'Create a coupon (409 when the code is taken in the subsite)', body: AdminPromotionBody, response: { 200: commerceEnvelope(AdminPromotion) } }),
    async (request) => commerceOk(await savePromotion({ db: app.db, staff: request.user!, body: request.body }), 'Coupon created'),
  );
  app.put(
    '/admin/promotions/:promoID',
    adminRoute(requireStaff, { summary: 'Edit a coupon', params: AdminPromotionParams, body: AdminPromotionBody, response: { 200: commerceEnvelope(AdminPromotion) } }),
    async (request) => commerceOk(await savePromotion({ db: app.db, staff: request.user!, promoId: request.params.promoID, body: request.body }), 'Coupon saved'),
  );
  app.post(
    '/admin/promotions/:promoID/deactivate',
    adminRoute(requireStaff, { summary: 'End a coupon now', params: AdminPromotionParams, response: { 200: commerceEnvelope(AdminPromotion) } }),
    async (request) => commerceOk(await deactivatePromotion({ db: app.db, staff: request.user!, promoId: request.params.promoID }), 'Coupon deactivated'),
  );
};
