import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PincodeCheck, PincodeParams } from '@/shared/contracts/delivery';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { checkPincode } from './pincode-service';

/** The product page's delivery check. */
export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:id/pincode/:pin',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Whether a product reaches a pincode (India) or area code (UAE), by when, and with cash on delivery',
        description: 'A place not served answers 200 with `deliverable: false`; a pin of the wrong form for the subsite is a 400 naming `pin`.',
        headers: SiteHeadersSchema,
        params: PincodeParams,
        response: { 200: commerceEnvelope(PincodeCheck) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { id, pin } = request.params;
      return commerceOk(await checkPincode({ db: app.db, site, productId: id, pin }));
    },
  );
};
