import type { SiteContext } from '../../../lib/site';
import { CatalogueMemo } from './catalogue-memo';
import type { WarmedValue } from './copy-warming';
import type { ModelProduct } from './read-model-options';

/** The read model's copies (read-model.ts) and what a dropped copy passes on to the next. */

/** What a copy a rate change dropped gives the next one to reprice. */
export interface RepriceSource {
  subsiteId: number;
  products: ModelProduct[];
  byOption: Map<number, number>;
  /** Products whose stock or data changed and was not read yet: read again once the new copy is built. */
  stale: Set<number>;
  /** Of `stale`, those whose data changed. */
  changed: Set<number>;
}

export interface SiteCatalogue {
  /** Sold products in id order. */
  products: ModelProduct[];
  byId: Map<number, ModelProduct>;
  /** Derived answers (catalogue-memo.ts). */
  memo: CatalogueMemo;
}

export interface Entry {
  site: SiteContext;
  subsiteId: number;
  ready: Promise<SiteCatalogue>;
  catalogue?: SiteCatalogue;
  dropped: boolean;
  byOption: Map<number, number>;
  /** Options whose stock changed while the copy was being built. */
  pendingOptions: Set<number>;
  /** Products to read again before the copy answers (stock or data changed). */
  stale: Set<number>;
  /** Of `stale`, products whose data changed, not only their stock: their prices may have moved too. */
  changed: Set<number>;
  /** Products whose data changed while the copy was being built. */
  pendingProducts: Set<number>;
  patching?: Promise<void>;
  /** The keys the dropped copy had kept, for this copy's warming; passed on if this one is dropped unbuilt. */
  retired?: ReadonlyMap<string, number>;
  /** Warm values started before the copy was built, kept in it once it is. */
  warmed: WarmedValue[];
}

export function toCatalogue(products: ModelProduct[], memo = new CatalogueMemo()): SiteCatalogue {
  return { products, byId: new Map(products.map((product) => [product.row.product.id, product])), memo };
}

/** Products whose data changed: read again before the copy answers, and before it prices an order (`priced`). */
export function markChanged(target: { stale: Set<number>; changed: Set<number> }, productIds: Iterable<number>): void {
  for (const productId of productIds) {
    target.stale.add(productId);
    target.changed.add(productId);
  }
}
