import type { FastifyInstance } from 'fastify';
import { cachedContentRoutes } from './cached-content/content-routes';
import { urlRewriteRoutes } from './url-rewrite/url-rewrite-routes';
import { dropTickerOnRateChange } from './cached-content/ticker-changes';

export { invalidateContent } from './cached-content/content-service';
export { normaliseRewritePath } from './url-rewrite/url-rewrite-service';

/** The content service (the spec's store-host): cached content keys and URL rewrites. */
export async function contentModule(app: FastifyInstance) {
  dropTickerOnRateChange(app);
  await app.register(cachedContentRoutes);
  await app.register(urlRewriteRoutes);
}
