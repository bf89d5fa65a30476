import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOk } from '../../../lib/envelope';
import { ProductPriceBody, ProductPriceParams, ProductPriceResponse } from './product-price-schemas';
import { getPriceBreakup } from './product-price-service';

/** `POST /account/products/price/{id}` (docs/requirements/calls.md#price-breakup). */
export const productPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/products/price/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Price breakup of a product option in a subsite: every line adds up to the price',
        params: ProductPriceParams,
        body: ProductPriceBody,
        response: { 200: ProductPriceResponse },
      },
    },
    async (request) => {
      const breakup = await getPriceBreakup({ db: app.db, productId: request.params.id, body: request.body });
      return accountOk(breakup, 'Price breakup');
    },
  );
};
