import type { FastifyInstance } from 'fastify';
import { cachedContentRoutes } from './cached-content/content-routes';
import { createEditorialModule, type EditorialModuleOptions } from './cached-content/editorial';
import { urlRewriteRoutes } from './url-rewrite/url-rewrite-routes';
import { dropTickerOnRateChange } from './cached-content/ticker-changes';

export { invalidateContent } from './cached-content/content-service';
export { normaliseRewritePath } from './url-rewrite/url-rewrite-service';

/** The content service (the spec's store-host): cached content keys, URL rewrites, and the editors' drafts and versions. */
export function createContentModule(options: EditorialModuleOptions = {}) {
  return async function contentModule(app: FastifyInstance) {
    dropTickerOnRateChange(app);
    await app.register(cachedContentRoutes);
    await app.register(urlRewriteRoutes);
    await app.register(createEditorialModule(options));
  };
}

export const contentModule = createContentModule();
