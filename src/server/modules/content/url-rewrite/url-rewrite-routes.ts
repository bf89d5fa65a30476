import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UrlRewrite, UrlRewriteQuery } from '@/shared/contracts/catalogue';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { commerceOk } from '../../../lib/envelope';
import { getUrlRewrite } from './url-rewrite-service';

/** `GET /api/url-rewrite?url=/rings`: which product or category a readable path shows. */
export const urlRewriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/url-rewrite',
    {
      schema: {
        tags: ['content'],
        summary: 'Resolve a storefront path to a product or category',
        description:
          'The path may carry a locale prefix (`/in-en/rings`), a query string and a trailing slash; they are ignored, ' +
          'as are the other query parameters the storefront passes through. Unknown paths are a 404.',
        querystring: UrlRewriteQuery,
        response: { 200: commerceEnvelope(UrlRewrite) },
      },
    },
    async (request) => commerceOk(await getUrlRewrite({ db: app.db, url: request.query.url })),
  );
};
