import type { SellableProduct } from '@/server/modules/commerce/catalogue/sellable';

export interface Seeded {
  /** The next number in [0, 1). */
  next: () => number;
  /** A whole number in [0, count). */
  below: (count: number) => number;
  pick: <T>(values: readonly T[]) => T;
  chance: (p: number) => boolean;
}

/** A small deterministic generator (a linear congruential one), so a failing seed can be replayed. */
export function seeded(seed: number): Seeded {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const below = (count: number) => Math.floor(next() * count);
  return { next, below, pick: (values) => values[below(values.length)]!, chance: (p) => next() < p };
}

export interface FakeSellable {
  id: number;
  popularity?: number;
  listedAt?: Date;
  metal?: string;
  purity?: string;
  gender?: string;
  occasion?: string;
  stoneKinds?: string[];
  categorySlug?: string;
  priceMinor?: number;
}

/** A sellable product holding only what listings read (columns, facets, sorts). */
export function fakeSellable({ id, popularity = 0, listedAt = new Date(0), metal = 'gold', purity = '22K', gender = 'women', occasion = 'daily', stoneKinds = [], categorySlug = 'rings', priceMinor = 0 }: FakeSellable): SellableProduct {
  const product = { id, popularity, listedAt, metal, purity, gender, occasion };
  return { row: { product, stoneKinds, categorySlug }, defaultOption: { priced: { result: { priceMinor } } } } as unknown as SellableProduct;
}
