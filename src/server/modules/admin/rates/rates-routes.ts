import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MetalRateChange, MetalRateChangeBody, MetalRateHistory, MetalRateHistoryQuery, MetalRatePreview } from '@/shared/contracts/admin-rates';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import type { Revalidator } from '../../../lib/revalidator';
import { requireStaff } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { actorOf } from '../audit';
import { changeMetalRate, listMetalRateHistory, previewMetalRate } from './rates-service';


export interface RatesRoutesOptions {
  revalidator: Revalidator;
}

/** Staff change metal rates here; shoppers and guests get 403 and 401. */
export const ratesRoutes: FastifyPluginAsyncZod<RatesRoutesOptions> = async (app, { revalidator }) => {
  app.get(
    '/admin/metal-rates',
    adminRoute(requireStaff, {
      summary: 'Metal rates as entered, newest first (staff only)',
      querystring: MetalRateHistoryQuery,
      response: { 200: commerceEnvelope(MetalRateHistory) },
    }),
    async (request) => commerceOk(await listMetalRateHistory({ db: app.db, query: request.query })),
  );

  app.post(
    '/admin/metal-rates/preview',
    adminRoute(requireStaff, {
      summary: 'What a rate would do to prices before saving it: how many products change and by how much (staff only; nothing saved)',
      body: MetalRateChangeBody,
      response: { 200: commerceEnvelope(MetalRatePreview) },
    }),
    async (request) => commerceOk(await previewMetalRate({ db: app.db, body: request.body }), 'Price impact'),
  );

  app.post(
    '/admin/metal-rates',
    adminRoute(requireStaff, {
      summary: "Set a subsite's rate for a metal and purity, in effect at once (staff only)",
      description:
        'Prices, listings and carts follow on their next read; the cached ticker is dropped and the storefront is asked to ' +
        'revalidate the home, category and product pages using the metal and purity.',
      body: MetalRateChangeBody,
      response: { 200: commerceEnvelope(MetalRateChange) },
    }),
    // 200, not 201: docs/requirements/calls.md has commerce answers succeed with responsecode 200.
    async (request) => {
      const user = request.user!;
      const change = await changeMetalRate({
        db: app.db,
        cache: app.cache,
        revalidator,
        log: request.log,
        body: request.body,
        actor: actorOf(user),
        changes: app.catalogueChanges,
      });
      return commerceOk(change, 'Metal rate saved');
    },
  );
};
