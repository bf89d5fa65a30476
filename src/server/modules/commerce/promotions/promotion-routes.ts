import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { ProductPromotions, ProductPromotionsParams } from '@/shared/contracts/promotions';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { listProductPromotions } from './promotion-service';

/** Promotions as the product page shows them. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:id/promotions/cart/:scope',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Coupons valid now in the subsite that cover this product and are shown on product pages',
        headers: SiteHeadersSchema,
        params: ProductPromotionsParams,
        response: { 200: commerceEnvelope(ProductPromotions) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listProductPromotions({ db: app.db, site, productId: request.params.id }));
    },
  );
};
