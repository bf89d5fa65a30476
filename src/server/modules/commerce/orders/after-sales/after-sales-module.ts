import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createPaymentProviders, paymentSigningSecret } from '../../payments';
import { excessRoutes } from './excess-routes';
import { orderRoutes } from './order-routes';
import { returnRoutes } from './return-routes';
import { createDiskStorage, createMemoryStorage, type Storage } from './storage';

export interface AfterSalesModuleOptions {
  /** Where return photos go; DATA_DIR/uploads on disk by default (memory for an in-memory DATA_DIR). */
  storage?: Storage;
}

/** The storage the settings ask for: disk under DATA_DIR/uploads, or memory when the database is in memory too. */
export function storageFor(env: { DATA_DIR: string; dataDir: string }): Storage {
  return env.DATA_DIR.startsWith('memory://') ? createMemoryStorage() : createDiskStorage(path.join(env.dataDir, 'uploads'));
}

/**
 * After the order (issue 6) for shoppers: order history and detail, cancellation, the revised
 * order, returns with photos, the excess payment and the store-credit ledger. Staff routes live in
 * ../staff and use these services through the orders module's entry (../index.ts).
 */
export function createAfterSalesModule({ storage }: AfterSalesModuleOptions = {}) {
  return async function afterSalesModule(app: FastifyInstance) {
    const providers = createPaymentProviders({ signingSecret: paymentSigningSecret(app.env) });
    await app.register(orderRoutes);
    await app.register(returnRoutes, { storage: storage ?? storageFor(app.env) });
    await app.register(excessRoutes, { providers });
  };
}

export const afterSalesModule = createAfterSalesModule();
