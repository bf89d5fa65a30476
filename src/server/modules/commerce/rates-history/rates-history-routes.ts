import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { RateHistory, RateHistoryQuery } from '@/shared/contracts/rates-history';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { listRateHistory } from './rates-history-service';

/** Public rate history for the metal rates page's charts (staff history lives under /admin/). */
export const ratesHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/metal-rates/history/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The rate in effect at the end of each of the last days, per metal and purity of the subsite',
        headers: SiteHeadersSchema,
        querystring: RateHistoryQuery,
        response: { 200: commerceEnvelope(RateHistory) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listRateHistory({ db: app.db, site, query: request.query }));
    },
  );
};
