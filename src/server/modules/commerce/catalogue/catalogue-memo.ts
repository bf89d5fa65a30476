/**
 * Derived answers kept with one copy of the priced catalogue (read-model.ts): a product's detail,
 * a search's ranking, a listing's sorted ids and facet counts (docs/performance.md). Bounded, least
 * recently used first out, by count and by weight (ids held), so a hundred thousand distinct
 * listings or searches cannot eat the process's memory: at 100,000 products one listing holds up to
 * 100,000 ids.
 */

/** At most this many answers per copy. */
export const MEMO_LIMIT = 5_000;
/** At most this much weight per copy: one per detail, one per id a ranking or listing holds. */
export const MEMO_WEIGHT_LIMIT = 2_000_000;

export interface MemoOptions<T> {
  /** The product the value depends on: a stock change to it drops the value. */
  productId?: number;
  /**
   * The value depends on the order and price bands of the products (a listing): a stock change
   * that moves a product's listed price drops it (CatalogueReadModel's `sameListing`).
   */
  listing?: boolean;
  /** The value's weight once known (ids it holds); 1 when absent. */
  weigh?: (value: T) => number;
}

export interface MemoEntry {
  value: Promise<unknown>;
  productId?: number;
  listing: boolean;
  weight: number;
}

export class CatalogueMemo {
  constructor(private readonly entries = new Map<string, MemoEntry>()) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key`, now the most recently used; undefined when none is. */
  get(key: string): Promise<unknown> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value being computed; a failure is not kept, and its weight counts once it is known. */
  set<T>(key: string, value: Promise<T>, { productId, listing = false, weigh }: MemoOptions<T>): void {
    const entry: MemoEntry = { value, productId, listing, weight: 1 };
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        if (!weigh) return;
        entry.weight = Math.max(1, weigh(resolved));
        if (this.entries.get(key) === entry) this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.trim();
  }

  /** A memo for the next copy with the entries `keep` accepts. */
  filter(keep: (entry: MemoEntry) => boolean): CatalogueMemo {
    return new CatalogueMemo(new Map([...this.entries].filter(([, entry]) => keep(entry))));
  }

  /** Drops the least recently used entries until the count and the weight are within bounds (the newest always stays). */
  private trim(): void {
    let weight = 0;
    for (const entry of this.entries.values()) weight += entry.weight;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= 1 || (this.entries.size <= MEMO_LIMIT && weight <= MEMO_WEIGHT_LIMIT)) return;
      this.entries.delete(key);
      weight -= entry.weight;
    }
  }
}
