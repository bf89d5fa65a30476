import type { CatalogueNotice } from '../../../lib/catalogue-changes';
import type { SiteContext } from '../../../lib/site';
import { CatalogueMemo, type MemoOptions } from './catalogue-memo';
import { keepEarly, startWarming, type WarmCopy, type WarmedValue } from './copy-warming';

export type { WarmCopy, WarmItem } from './copy-warming';

/**
 * The read model of the priced catalogue (docs/performance.md): every product sold in a subsite,
 * localised and priced with today's rates, held in memory per subsite and language. Built on
 * first use from the database, then kept current by the change notices every process hears
 * (lib/catalogue-changes.ts): a rate or catalogue change drops the subsite's copies, rebuilt on
 * the next read. After a rate change the new copy prices the old one's products again without
 * reading them (`reprice`) and keeps its answers that hold whatever the rates are, the searches'
 * words and rankings; after a catalogue change it is read again and the words shoppers asked are
 * found beside the build (`warm`). A stock change marks the products of that option stale and only
 * those are read again. Stock shown here is for display and the cart's
 * checks: the sale itself is decided by the conditional UPDATE at placing (stock-repository.ts).
 */

/** What the model needs of a sellable product (sellable.ts); structural, so the two files need not import each other. */
export interface ModelProduct {
  row: { product: { id: number }; categorySlug: string };
  options: Array<{ productOptionId: number }>;
}

export type LoadProducts = (site: SiteContext, productIds?: number[]) => Promise<ModelProduct[]>;

/**
 * Whether listings holding `before` keep their order and counts when a stock patch replaces it with
 * `after` (the same listed price); when not, the copy's listings are dropped with the patch.
 */
export type SameListing = (before: ModelProduct, after: ModelProduct) => boolean;

/**
 * Prices the products of a copy a rate change dropped with the rates as they are now, reading
 * nothing else (sellable.ts; docs/performance.md#a-rate-change-reprices-the-copy).
 */
export type Reprice = (site: SiteContext, products: ModelProduct[]) => Promise<ModelProduct[]>;

export interface ReadModelOptions {
  sameListing?: SameListing;
  /** Without it a rate change reads the copy again from the database. */
  reprice?: Reprice;
  warm?: WarmCopy;
  onWarmError?: (error: unknown) => void;
}

/** What a copy a rate change dropped gives the next one to reprice. */
interface RepriceSource {
  subsiteId: number;
  products: ModelProduct[];
  byOption: Map<number, number>;
  /** Products whose stock changed and was not read yet: read again once the new copy is built. */
  stale: Set<number>;
}

export interface SiteCatalogue {
  /** Sold products in id order. */
  products: ModelProduct[];
  byId: Map<number, ModelProduct>;
  /** Derived answers (catalogue-memo.ts). */
  memo: CatalogueMemo;
}

interface Entry {
  subsiteId: number;
  ready: Promise<SiteCatalogue>;
  catalogue?: SiteCatalogue;
  dropped: boolean;
  byOption: Map<number, number>;
  /** Options whose stock changed while the copy was being built. */
  pendingOptions: Set<number>;
  stale: Set<number>;
  patching?: Promise<void>;
  /** The keys the dropped copy had kept, for this copy's warming; passed on if this one is dropped unbuilt. */
  retired?: ReadonlyMap<string, number>;
  /** Warm values started before the copy was built, kept in it once it is. */
  warmed: WarmedValue[];
}

function toCatalogue(products: ModelProduct[], memo = new CatalogueMemo()): SiteCatalogue {
  return { products, byId: new Map(products.map((product) => [product.row.product.id, product])), memo };
}

export class CatalogueReadModel {
  private readonly entries = new Map<string, Entry>();
  /** Per copy dropped for a rate change: its answers that hold whatever the rates are, for the next copy. */
  private readonly carried = new Map<string, CatalogueMemo>();
  /** Per copy dropped for a catalogue change: the keys it had kept (WarmCopy). */
  private readonly retired = new Map<string, ReadonlyMap<string, number>>();
  /** Per copy dropped for a rate change: its products, for the next copy to reprice. */
  private readonly repricing = new Map<string, RepriceSource>();
  private closed = false;

  constructor(
    private readonly load: LoadProducts,
    private readonly options: ReadModelOptions = {},
  ) {}

  /** The subsite's priced catalogue in the site's language, current with every notice heard. */
  async catalogue(site: SiteContext): Promise<SiteCatalogue> {
    const key = `${site.subsiteId}:${site.languageCode}`;
    const entry = this.entries.get(key) ?? this.build(key, site);
    const catalogue = await entry.ready;
    if (entry.stale.size === 0) return catalogue;
    await this.patch(entry, site);
    return entry.catalogue ?? catalogue;
  }

  /**
   * The copy when it is built and current, else undefined (nothing is started). Inside a
   * transaction the model must not build: on the embedded database another query waits for the
   * transaction, which waits for it.
   */
  current(site: SiteContext): SiteCatalogue | undefined {
    const entry = this.entries.get(`${site.subsiteId}:${site.languageCode}`);
    return entry?.stale.size === 0 ? entry.catalogue : undefined;
  }

  /**
   * The copy when it is built, even while stock changes to some of its products are still to be
   * read: for a caller that reads prices and texts but no stock figure (placing an order, which
   * takes its stock by conditional UPDATE). A stock change moves no price; a rate or catalogue
   * change drops the copy, so what this returns is never priced with an old rate.
   */
  priced(site: SiteContext): SiteCatalogue | undefined {
    return this.entries.get(`${site.subsiteId}:${site.languageCode}`)?.catalogue;
  }

  /**
   * A value derived from the copy, computed once per copy: again after a rebuild, after a stock
   * change to `productId` when given, and for a listing after a stock change that moves a listed
   * price. The memo is bounded (catalogue-memo.ts): an answer pushed out is computed again.
   */
  async memo<T>(site: SiteContext, key: string, compute: (catalogue: SiteCatalogue) => Promise<T> | T, options: MemoOptions<T> = {}): Promise<T> {
    const catalogue = await this.catalogue(site);
    const known = catalogue.memo.get(key);
    if (known) return known as Promise<T>;
    // The promise is kept at once, so fifty shoppers asking the same new search at the same moment
    // share one computation instead of each sending it to the database; a failure is not kept.
    const value = Promise.resolve().then(() => compute(catalogue));
    catalogue.memo.set(key, value, options);
    return value;
  }

  apply(notice: CatalogueNotice): void {
    if (notice.kind !== 'rates' && notice.kind !== 'stock') {
      this.carried.clear();
      this.repricing.clear();
    }
    if (notice.kind === 'stock') {
      for (const source of this.repricing.values()) {
        const productId = source.subsiteId === notice.subsiteId ? source.byOption.get(notice.optionId) : undefined;
        if (productId !== undefined) source.stale.add(productId);
      }
    }
    for (const [key, entry] of [...this.entries]) {
      if (notice.kind === 'stock') {
        if (entry.subsiteId !== notice.subsiteId) continue;
        const productId = entry.byOption.get(notice.optionId);
        if (!entry.catalogue) entry.pendingOptions.add(notice.optionId);
        else if (productId !== undefined) entry.stale.add(productId);
      } else if (notice.kind !== 'rates' || entry.subsiteId === notice.subsiteId) {
        // A rate moves prices, not texts nor which products are sold: a search's words and ranking hold.
        const kept = notice.kind === 'rates' ? entry.catalogue?.memo.filter((value) => value.ratesFree) : undefined;
        if (kept) this.carried.set(key, kept);
        else this.retire(key, entry);
        // A copy being patched has products read and not yet swapped in: read it all again.
        if (kept && entry.catalogue && !entry.patching) {
          this.repricing.set(key, { subsiteId: entry.subsiteId, products: entry.catalogue.products, byOption: entry.byOption, stale: new Set(entry.stale) });
        }
        this.drop(entry);
      }
    }
  }

  /** Drops every copy and stops their warming; a warm value failing after this (the pool closed) is not reported. */
  close(): void {
    this.closed = true;
    this.clear();
  }

  clear(): void {
    this.carried.clear();
    this.repricing.clear();
    for (const [key, entry] of [...this.entries]) {
      this.retire(key, entry);
      this.drop(entry);
    }
  }

  /** Records the keys a copy dropped for a change of texts or products had kept, for its successor's warming. */
  private retire(key: string, entry: Entry): void {
    const kept = entry.catalogue?.memo.weights() ?? entry.retired;
    if (kept) this.retired.set(key, kept);
  }

  private drop(entry: Entry): void {
    entry.dropped = true;
    for (const [key, candidate] of this.entries) if (candidate === entry) this.entries.delete(key);
  }

  private build(key: string, site: SiteContext): Entry {
    const entry: Entry = {
      subsiteId: site.subsiteId,
      dropped: false,
      byOption: new Map(),
      pendingOptions: new Set(),
      stale: new Set(),
      ready: Promise.resolve(toCatalogue([])),
      warmed: [],
    };
    const carried = this.carried.get(key);
    this.carried.delete(key);
    entry.retired = this.retired.get(key);
    this.retired.delete(key);
    const { warm, reprice, onWarmError } = this.options;
    if (warm && entry.retired && !this.closed) {
      startWarming(warm(site, entry.retired), {
        memo: () => entry.catalogue?.memo,
        dropped: () => entry.dropped,
        early: entry.warmed,
        onError: (error) => {
          if (!this.closed) onWarmError?.(error);
        },
      });
    }
    const source = this.repricing.get(key);
    this.repricing.delete(key);
    entry.ready = (source && reprice ? reprice(site, source.products) : this.load(site)).then(
      (products) => {
        // A catalogue change heard while this copy was being built dropped it (and what it carried).
        const catalogue = toCatalogue(products, entry.dropped ? undefined : carried);
        this.index(entry, products);
        // Dropped while building (a rate or catalogue change): answer who asked before it, keep nothing.
        if (!entry.dropped) entry.catalogue = catalogue;
        keepEarly(catalogue.memo, entry.warmed);
        for (const productId of source?.stale ?? []) entry.stale.add(productId);
        for (const optionId of entry.pendingOptions) {
          const productId = entry.byOption.get(optionId);
          if (productId !== undefined) entry.stale.add(productId);
        }
        entry.pendingOptions.clear();
        return catalogue;
      },
      (error: unknown) => {
        this.drop(entry);
        throw error;
      },
    );
    this.entries.set(key, entry);
    return entry;
  }

  private index(entry: Entry, products: ModelProduct[]): void {
    for (const product of products) for (const option of product.options) entry.byOption.set(option.productOptionId, product.row.product.id);
  }

  /** Reads the stale products again (one batch) and swaps them into a new copy. */
  private patch(entry: Entry, site: SiteContext): Promise<void> {
    entry.patching ??= (async () => {
      while (entry.stale.size > 0 && entry.catalogue) {
        const ids = new Set(entry.stale);
        entry.stale.clear();
        const fresh = await this.load(site, [...ids]);
        const current = entry.catalogue;
        if (!current || entry.dropped) return;
        const byId = new Map(current.byId);
        for (const id of ids) byId.delete(id);
        for (const product of fresh) byId.set(product.row.product.id, product);
        this.index(entry, fresh);
        const listingsHold = [...ids].every((id) => {
          const before = current.byId.get(id);
          const after = byId.get(id);
          return before !== undefined && after !== undefined && (this.options.sameListing?.(before, after) ?? false);
        });
        const memo = current.memo.filter((value) => (value.productId === undefined || !ids.has(value.productId)) && (listingsHold || !value.listing));
        entry.catalogue = toCatalogue([...byId.values()].sort((a, b) => a.row.product.id - b.row.product.id), memo);
        entry.ready = Promise.resolve(entry.catalogue);
      }
    })().finally(() => {
      entry.patching = undefined;
    });
    return entry.patching;
  }
}
