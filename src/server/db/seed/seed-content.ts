import type { Executor } from '../client';
import { contentEntries } from '../schema';
import type { SeedContentEntry } from './seed-data';
import { insertInChunks, requireId } from './seed-helpers';

export interface SeedContentOptions {
  tx: Executor;
  content: SeedContentEntry[];
  subsiteIds: Map<string, number>;
  productIds: Map<string, number>;
}

/**
 * One content entry per kind, subsite and language. Widgets in the data name products by SKU
 * (ids are only known once products are written); here they become the `productIDs` the wire has.
 */
export async function seedContent({ tx, content, subsiteIds, productIds }: SeedContentOptions) {
  await insertInChunks(
    tx,
    contentEntries,
    content.map((entry) => ({
      kind: entry.kind,
      subsiteId: requireId(subsiteIds, entry.subsite, 'subsite'),
      languageCode: entry.language,
      payload: entry.kind === 'widget' ? resolveWidget(entry.payload, productIds) : entry.payload,
    })),
    100,
  );
}

function resolveWidget(payload: unknown, productIds: Map<string, number>): unknown {
  if (typeof payload !== 'object' || payload === null || !('productSkus' in payload)) return payload;
  const { productSkus, ...rest } = payload as { productSkus: string[] } & Record<string, unknown>;
  return { ...rest, productIDs: productSkus.map((sku) => requireId(productIds, sku, 'product SKU')) };
}
