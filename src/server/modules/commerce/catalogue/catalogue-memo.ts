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
  /**
   * The value holds whatever the rates are (a search's words and ranking: texts and which products
   * are sold): the copy rebuilt for a rate change keeps it.
   */
  ratesFree?: boolean;
}

export interface MemoEntry {
  value: Promise<unknown>;
  productId?: number;
  listing: boolean;
  ratesFree: boolean;
  weight: number;
}

export class CatalogueMemo {
  /** The entries' weights summed, kept as they change (trimming reads it on every new entry). */
  private weight = 0;

  constructor(private readonly entries = new Map<string, MemoEntry>()) {
    for (const entry of entries.values()) this.weight += entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entries' weights summed. */
  get totalWeight(): number {
    return this.weight;
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
  set<T>(key: string, value: Promise<T>, { productId, listing = false, weigh, ratesFree = false }: MemoOptions<T>): void {
    const entry: MemoEntry = { value, productId, listing, ratesFree, weight: 1 };
    this.remove(key);
    this.entries.set(key, entry);
    this.weight += entry.weight;
    value.then(
      (resolved) => {
        if (!weigh) return;
        const weight = Math.max(1, weigh(resolved));
        if (this.entries.get(key) !== entry) {
          entry.weight = weight;
          return;
        }
        this.weight += weight - entry.weight;
        entry.weight = weight;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.trim();
  }

  /** A memo for the next copy with the entries `keep` accepts. */
  filter(keep: (entry: MemoEntry) => boolean): CatalogueMemo {
    return new CatalogueMemo(new Map([...this.entries].filter(([, entry]) => keep(entry))));
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Drops the least recently used entries until the count and the weight are within bounds (the newest always stays). */
  private trim(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= 1 || (this.entries.size <= MEMO_LIMIT && this.weight <= MEMO_WEIGHT_LIMIT)) return;
      this.remove(key);
    }
  }
}
