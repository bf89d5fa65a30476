/**
 * Change notices of the priced catalogue (docs/performance.md): database triggers NOTIFY
 * `catalogue_changes` when a rate, a product's data or a stock count is committed (migrations
 * 0010 and 0016), and every services process hears them on a connection of its own. Subscribers (the
 * catalogue read model, the cached rate ticker) drop or patch what the change made stale.
 */

export const CATALOGUE_CHANNEL = 'catalogue_changes';

export type CatalogueNotice =
  /** A metal rate of the subsite was added or changed: every price there moves. */
  | { kind: 'rates'; subsiteId: number }
  /** One option's stock count in the subsite changed (an order, a release). */
  | { kind: 'stock'; subsiteId: number; optionId: number }
  /**
   * These products' rows changed (texts, prices, options, stones, pieces, stock rows, their
   * category): read them again (migration 0016; docs/performance.md#a-staff-edit-patches-the-copy).
   */
  | { kind: 'products'; productIds: number[] }
  /** Many products, or the words and languages of every search document, changed: anything may have. */
  | { kind: 'catalogue' }
  /** The listener lost its connection: notices may have been missed, so everything is stale. */
  | { kind: 'lost' };

export type CatalogueNoticeHandler = (notice: CatalogueNotice) => void;

export interface CatalogueChanges {
  on(handler: CatalogueNoticeHandler): () => void;
  /** Delivers a notice to every subscriber (the listener calls this; so may a test). */
  deliver(notice: CatalogueNotice): void;
  /**
   * Resolves once a notice matching `accepts` has been delivered, or after `timeoutMs`. Arm it
   * before the write: a writer that waits for its own change to come back round knows every
   * other process has been told too (they listen on the same server).
   */
  next(accepts: (notice: CatalogueNotice) => boolean, timeoutMs: number): Promise<boolean>;
}

/** Reads a NOTIFY payload; null for anything that is not a notice of this channel. */
export function parseCatalogueNotice(payload: string): CatalogueNotice | null {
  try {
    const value = JSON.parse(payload) as { kind?: unknown; subsiteId?: unknown; optionId?: unknown; productIds?: unknown };
    if (value.kind === 'rates' && typeof value.subsiteId === 'number') return { kind: 'rates', subsiteId: value.subsiteId };
    if (value.kind === 'stock' && typeof value.subsiteId === 'number' && typeof value.optionId === 'number') {
      return { kind: 'stock', subsiteId: value.subsiteId, optionId: value.optionId };
    }
    if (value.kind === 'products' && Array.isArray(value.productIds) && value.productIds.length > 0 && value.productIds.every(Number.isInteger)) {
      return { kind: 'products', productIds: value.productIds as number[] };
    }
    if (value.kind === 'catalogue') return { kind: 'catalogue' };
    return null;
  } catch {
    return null;
  }
}

export function createCatalogueChanges(onHandlerError: (error: unknown) => void = () => undefined): CatalogueChanges {
  const handlers = new Set<CatalogueNoticeHandler>();
  return {
    on(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    deliver(notice) {
      for (const handler of [...handlers]) {
        try {
          handler(notice);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    next(accepts, timeoutMs) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          off();
          resolve(false);
        }, timeoutMs);
        const off = this.on((notice) => {
          if (!accepts(notice)) return;
          clearTimeout(timer);
          off();
          resolve(true);
        });
      });
    },
  };
}
