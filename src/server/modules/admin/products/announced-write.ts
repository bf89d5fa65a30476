import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CatalogueNotice } from '../../../lib/catalogue-changes';
import type { Revalidator } from '../../../lib/revalidator';
import type { Storage } from '../../commerce/orders/after-sales/storage';

/** How long a catalogue write waits for its own notice before answering anyway (the listener may be reconnecting). */
const NOTICE_WAIT_MS = 2_000;

export interface ProductRoutesOptions {
  revalidator: Revalidator;
  storage: Storage;
}

/** A product's own notice (migration 0016): the write named it among the products it changed. */
export const namesProduct =
  (productId: number) =>
  (notice: CatalogueNotice): boolean =>
    notice.kind === 'products' && notice.productIds.includes(productId);

/**
 * Runs a catalogue write and answers once its own change notice came back (or after a wait):
 * armed before the write, so the shopper pages regenerated next already see the change, and every
 * process has heard of it once this one has (lib/catalogue-changes.ts).
 */
export async function announcedWrite<T>(app: FastifyInstance, request: FastifyRequest, ours: (notice: CatalogueNotice) => boolean, write: () => Promise<T>): Promise<T> {
  const heard = app.catalogueChanges.next((notice) => notice.kind === 'catalogue' || notice.kind === 'lost' || ours(notice), NOTICE_WAIT_MS);
  const result = await write();
  if (!(await heard)) request.log.warn('the catalogue change notice did not come back in time; other processes follow when they hear it');
  return result;
}

