import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { CONTENT_ROUTE_DESCRIPTION, ContentKeyParams, ContentPayload } from './content-schemas';
import { getContent } from './content-service';

/** `GET /api/redis/{key}`: the storefront's cached content (the spec's store-host). */
export const cachedContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redis/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'Cached content by key',
        description: CONTENT_ROUTE_DESCRIPTION,
        params: ContentKeyParams,
        response: { 200: commerceEnvelope(ContentPayload) },
      },
    },
    async (request) => {
      const data = await getContent({
        db: app.db,
        cache: app.cache,
        ttlSeconds: app.env.CONTENT_CACHE_TTL,
        key: request.params.key,
        returnWindowDays: app.env.RETURN_WINDOW_DAYS,
        log: request.log,
      });
      return commerceOk(data);
    },
  );
};
