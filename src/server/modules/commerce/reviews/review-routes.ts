import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { ProductReviewsPage, ProductReviewsParams } from '@/shared/contracts/reviews';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { listProductReviews } from './review-service';

/** Reviews as the product page shows them (writing them is issue 6). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:id/reviews/page/:page',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Approved reviews of a product, ten a page, with the average rating and the count per star',
        headers: SiteHeadersSchema,
        params: ProductReviewsParams,
        response: { 200: commerceEnvelope(ProductReviewsPage) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { id, page } = request.params;
      return commerceOk(await listProductReviews({ db: app.db, site, productId: id, page }));
    },
  );
};
