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
/** How many keys asked once (`onRepeat`) are remembered before the record starts again. */
export const SEEN_LIMIT = 4 * MEMO_LIMIT;

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
  /**
   * Kept only when the key is asked a second time (docs/performance.md#search-at-100000-seventh-round):
   * a new search asked once is computed, shared with whoever asks for it while it is, and not kept,
   * so answers nobody asks for again do not push out those that are, nor burden the collector.
   */
  onRepeat?: boolean;
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
  /** Values computed and not kept (`onRepeat`, first ask), while they are computed. */
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Hashes of the `onRepeat` keys asked once since the record started. */
  private seen = new Set<number>();

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
    if (!entry) return this.pending.get(key);
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** The value kept for `key`, leaving the order of use as it is. */
  peek(key: string): Promise<unknown> | undefined {
    return this.entries.get(key)?.value;
  }

  /** Whether a value is kept or being computed for `key` (leaves the order of use as it is). */
  has(key: string): boolean {
    return this.entries.has(key) || this.pending.has(key);
  }

  /** The kept keys, each with its weight. */
  weights(): Map<string, number> {
    return new Map([...this.entries].map(([key, entry]) => [key, entry.weight]));
  }

  /** Keeps a value being computed; a failure is not kept, and its weight counts once it is known. */
  set<T>(key: string, value: Promise<T>, { productId, listing = false, weigh, ratesFree = false, onRepeat = false }: MemoOptions<T>): void {
    if (onRepeat && !this.askedBefore(key)) {
      this.pending.set(key, value);
      const settle = () => {
        if (this.pending.get(key) === value) this.pending.delete(key);
      };
      value.then(settle, settle);
      return;
    }
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

  /**
   * A memo for the next copy with the entries `keep` accepts, and the record of keys asked once: a
   * stock patch makes a new copy with every order placed, and a search asked before it is still
   * asked a second time after it.
   */
  filter(keep: (entry: MemoEntry) => boolean): CatalogueMemo {
    const next = new CatalogueMemo(new Map([...this.entries].filter(([, entry]) => keep(entry))));
    next.seen = this.seen;
    return next;
  }

  /** Whether an `onRepeat` key was asked before (recording it when not); hashes, so no key string is held. */
  private askedBefore(key: string): boolean {
    const hash = hashOf(key);
    if (this.seen.has(hash)) return true;
    if (this.seen.size >= SEEN_LIMIT) this.seen = new Set();
    this.seen.add(hash);
    return false;
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

/** FNV-1a over the key's UTF-16 units: two keys sharing a hash only means one is kept a little early. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
