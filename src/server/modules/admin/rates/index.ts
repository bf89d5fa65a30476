import type { FastifyInstance } from 'fastify';
import { createHttpRevalidator, type Revalidator } from '../../../lib/revalidator';
import { ratesRoutes } from './rates-routes';

export interface AdminRatesModuleOptions {
  /** Where page revalidations go; the storefront's `POST /api/revalidate` by default. Tests record them. */
  revalidator?: Revalidator;
}

/** A metal-rates module with its own revalidator (tests pass a recording one). */
export function createAdminRatesModule({ revalidator }: AdminRatesModuleOptions = {}) {
  return async function adminRatesModule(app: FastifyInstance) {
    await app.register(ratesRoutes, {
      revalidator: revalidator ?? createHttpRevalidator({ storefrontUrl: app.env.STOREFRONT_URL, secret: app.env.REVALIDATE_SECRET, log: app.log }),
    });
  };
}

/** Staff routes for metal rates (`/admin/metal-rates`), revalidating the storefront over HTTP. */
export const adminRatesModule = createAdminRatesModule();
