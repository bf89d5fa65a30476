import type { CatalogueNotice } from '../../../lib/catalogue-changes';
import type { SiteContext } from '../../../lib/site';
import { CatalogueMemo, type MemoEntry, type MemoOptions } from './catalogue-memo';
import { keepEarly, startWarming } from './copy-warming';
import { type Entry, markChanged, type RepriceSource, type SiteCatalogue, toCatalogue } from './read-model-entry';
import type { LoadProducts, ModelProduct, ReadModelOptions } from './read-model-options';

export type { WarmCopy, WarmItem } from './copy-warming';
export type { LoadProducts, ModelProduct, ReadModelOptions } from './read-model-options';
export type { SiteCatalogue } from './read-model-entry';

/**
 * The read model of the priced catalogue (docs/performance.md): every product sold in a subsite,
 * localised and priced with today's rates, held in memory per subsite and language. Built on
 * first use from the database, then kept current by the change notices every process hears
 * (lib/catalogue-changes.ts): a rate or catalogue change drops the subsite's copies, rebuilt on
 * the next read. After a rate change the new copy prices the old one's products again without
 * reading them (`reprice`) and keeps its answers that hold whatever the rates are, the searches'
 * words and rankings; after a catalogue change it is read again and the words shoppers asked are
 * found beside the build (`warm`). A change to some products' rows (a staff edit: the notice names
 * them) or to an option's stock marks those products stale, and only those are read again; after a
 * product change the copy keeps the other products' own answers and the words' matches brought up
 * to date for the changed ones (`refresh`), and drops the rest. Stock shown here is for display and
 * the cart's checks: the sale itself is decided by the conditional UPDATE at placing (stock-repository.ts).
 */

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
   * change drops the copy, and a copy with changed products to read answers nothing here, so what
   * this returns is never priced with an old rate or an old weight.
   */
  priced(site: SiteContext): SiteCatalogue | undefined {
    const entry = this.entries.get(`${site.subsiteId}:${site.languageCode}`);
    return entry?.changed.size === 0 ? entry.catalogue : undefined;
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
    if (notice.kind === 'catalogue' || notice.kind === 'lost') {
      this.carried.clear();
      this.repricing.clear();
    }
    if (notice.kind === 'stock') {
      for (const source of this.repricing.values()) {
        const productId = source.subsiteId === notice.subsiteId ? source.byOption.get(notice.optionId) : undefined;
        if (productId !== undefined) source.stale.add(productId);
      }
    }
    if (notice.kind === 'products') {
      for (const source of this.repricing.values()) markChanged(source, notice.productIds);
    }
    for (const [key, entry] of [...this.entries]) {
      if (notice.kind === 'products') {
        if (entry.catalogue) markChanged(entry, notice.productIds);
        else for (const productId of notice.productIds) entry.pendingProducts.add(productId);
      } else if (notice.kind === 'stock') {
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
          this.repricing.set(key, {
            subsiteId: entry.subsiteId,
            products: entry.catalogue.products,
            byOption: entry.byOption,
            stale: new Set(entry.stale),
            changed: new Set(entry.changed),
          });
        }
        this.drop(entry);
      }
    }
  }

  /** Saves each built copy's words (`vocabulary`) for the first copies after a restart; a failure is reported, not thrown. */
  async saveVocabulary(): Promise<void> {
    const { vocabulary } = this.options;
    if (!vocabulary) return;
    const built = [...this.entries.values()].flatMap((entry) => (entry.catalogue ? [{ site: entry.site, memo: entry.catalogue.memo }] : []));
    await Promise.all(built.map(({ site, memo }) => vocabulary.save(site, memo.weights()).catch(this.reportWarmError)));
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
      site,
      subsiteId: site.subsiteId,
      dropped: false,
      byOption: new Map(),
      pendingOptions: new Set(),
      stale: new Set(),
      changed: new Set(),
      pendingProducts: new Set(),
      ready: Promise.resolve(toCatalogue([])),
      warmed: [],
    };
    const carried = this.carried.get(key);
    this.carried.delete(key);
    entry.retired = this.retired.get(key);
    this.retired.delete(key);
    const source = this.repricing.get(key);
    this.repricing.delete(key);
    const { reprice, vocabulary } = this.options;
    if (entry.retired) this.warm(entry, entry.retired);
    else if (vocabulary && !carried && !source && !this.closed) {
      // Nothing to go by (a first build): the words saved before a restart, found beside the build.
      vocabulary.load(site).then((saved) => {
        entry.retired ??= saved;
        this.warm(entry, saved);
      }, this.reportWarmError);
    }
    entry.ready = (source && reprice ? reprice(site, source.products) : this.load(site)).then(
      (products) => {
        // A catalogue change heard while this copy was being built dropped it (and what it carried).
        const catalogue = toCatalogue(products, entry.dropped ? undefined : carried);
        this.index(entry, products);
        // Dropped while building (a rate or catalogue change): answer who asked before it, keep nothing.
        if (!entry.dropped) entry.catalogue = catalogue;
        keepEarly(catalogue.memo, entry.warmed);
        for (const productId of source?.stale ?? []) entry.stale.add(productId);
        markChanged(entry, source?.changed ?? []);
        for (const optionId of entry.pendingOptions) {
          const productId = entry.byOption.get(optionId);
          if (productId !== undefined) entry.stale.add(productId);
        }
        // Read before the change or after it: read again either way.
        markChanged(entry, entry.pendingProducts);
        entry.pendingOptions.clear();
        entry.pendingProducts.clear();
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

  /** Finds the keys a dropped copy (or a restart) left beside this copy's build (copy-warming.ts). */
  private warm(entry: Entry, kept: ReadonlyMap<string, number>): void {
    const { warm } = this.options;
    if (!warm || kept.size === 0 || entry.dropped || this.closed) return;
    startWarming(warm(entry.site, kept), { memo: () => entry.catalogue?.memo, dropped: () => entry.dropped, early: entry.warmed, onError: this.reportWarmError });
  }

  private readonly reportWarmError = (error: unknown): void => {
    if (!this.closed) this.options.onWarmError?.(error);
  };

  private index(entry: Entry, products: ModelProduct[]): void {
    for (const product of products) for (const option of product.options) entry.byOption.set(option.productOptionId, product.row.product.id);
  }

  /**
   * Reads the stale products again (one batch) and swaps them into a new copy. After a stock change
   * the copy keeps its answers but the read products' own (and its listings when a listed price
   * moved); after a product change only the other products' own and what `refresh` brought up to
   * date. A failed read leaves the products stale, to be read on the next ask.
   */
  private patch(entry: Entry, site: SiteContext): Promise<void> {
    entry.patching ??= (async () => {
      while (entry.stale.size > 0 && entry.catalogue) {
        const current = entry.catalogue;
        const ids = new Set(entry.stale);
        const changed = [...entry.changed];
        entry.stale.clear();
        entry.changed.clear();
        // Started beside the read: the copy answers as soon as the products are read, and an ask for
        // a refreshed word waits for its own value only.
        const refreshed = changed.length > 0 && this.options.refresh ? this.options.refresh(site, current.memo, changed) : [];
        const values = refreshed.map((item) => Promise.resolve().then(item.compute));
        for (const value of values) value.catch(this.reportWarmError);
        let fresh: ModelProduct[];
        try {
          fresh = await this.load(site, [...ids]);
        } catch (error) {
          for (const id of ids) entry.stale.add(id);
          markChanged(entry, changed);
          throw error;
        }
        if (entry.dropped || entry.catalogue !== current) return;
        const byId = new Map(current.byId);
        for (const id of ids) byId.delete(id);
        for (const product of fresh) byId.set(product.row.product.id, product);
        this.index(entry, fresh);
        const listingsHold = [...ids].every((id) => {
          const before = current.byId.get(id);
          const after = byId.get(id);
          return before !== undefined && after !== undefined && (this.options.sameListing?.(before, after) ?? false);
        });
        const othersOwn = (value: MemoEntry) => value.productId !== undefined && !ids.has(value.productId);
        const memo = current.memo.filter((value) =>
          changed.length > 0 ? othersOwn(value) : (value.productId === undefined || !ids.has(value.productId)) && (listingsHold || !value.listing),
        );
        refreshed.forEach((item, index) => memo.set(item.key, values[index]!, item.options));
        entry.catalogue = toCatalogue([...byId.values()].sort((a, b) => a.row.product.id - b.row.product.id), memo);
        entry.ready = Promise.resolve(entry.catalogue);
        // What a product change dropped and a rebuild would warm (after an import, the common words) is warmed as after one.
        if (changed.length > 0) this.warm(entry, new Map([...current.memo.weights()].filter(([key]) => !memo.has(key))));
      }
    })().finally(() => {
      entry.patching = undefined;
    });
    return entry.patching;
  }

}
