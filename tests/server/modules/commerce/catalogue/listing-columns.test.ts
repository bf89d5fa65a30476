import { describe, expect, it } from 'vitest';
import type { ListingSort } from '@/shared/contracts/catalogue';
import { categoryBase, listingColumns, searchBase, sortListing } from '@/server/modules/commerce/catalogue/listing-columns';
import { Ranking } from '@/server/modules/commerce/search/ranking';
import { listedPriceOf, type SellableProduct } from '@/server/modules/commerce/catalogue/sellable';
import { fakeSellable, type Seeded, seeded } from '@/tests/server/helpers/seeded';

/**
 * A listing sorts places in typed columns (docs/performance.md#search-at-100000-sixth-round); the
 * reference is the earlier way, comparing the products themselves, written from the definition:
 * relevance, then popularity, then id; or the sort's own figure, then id.
 */
type Compare = (a: SellableProduct, b: SellableProduct) => number;
const REFERENCE: Record<Exclude<ListingSort, 'relevance'>, Compare> = {
  popularity: (a, b) => b.row.product.popularity - a.row.product.popularity,
  newest: (a, b) => b.row.product.listedAt.getTime() - a.row.product.listedAt.getTime(),
  price_asc: (a, b) => listedPriceOf(a) - listedPriceOf(b),
  price_desc: (a, b) => listedPriceOf(b) - listedPriceOf(a),
};
const SORTS: ListingSort[] = ['relevance', 'popularity', 'newest', 'price_asc', 'price_desc'];

/** Products in id order with few distinct figures, so that ties are common. */
function productsOf(random: Seeded): SellableProduct[] {
  let id = 0;
  return Array.from({ length: 1 + random.below(120) }, () => {
    id += 1 + random.below(4);
    const listedAt = new Date(random.below(4) * 86_400_000);
    return fakeSellable({ id, popularity: random.below(5), listedAt, priceMinor: random.below(6) * 100_000, categorySlug: random.below(2) ? 'rings' : 'chains' });
  });
}

describe('sortListing', () => {
  it('orders as comparing the products does, every sort, ties by id', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const random = seeded(seed);
      const products = productsOf(random);
      const columns = listingColumns(products);
      // A search's found products: some of the list, some not sold (ids the list lacks), in any order.
      const relevance = new Map<number, number>();
      for (const product of products) if (random.next() < 0.6) relevance.set(product.row.product.id, random.below(3) / 2);
      relevance.set(products.at(-1)!.row.product.id + 1, 1);
      const found = products.filter((product) => relevance.has(product.row.product.id));
      const score = (product: SellableProduct) => relevance.get(product.row.product.id)!;
      const byId: Compare = (a, b) => a.row.product.id - b.row.product.id;
      for (const sort of SORTS) {
        const base = sort === 'relevance' || random.next() < 0.5 ? searchBase(columns, Ranking.fromEntries([...relevance]), undefined) : categoryBase(columns, undefined);
        const pool = base.scores ? found : products;
        const passing = Int32Array.from(pool.keys());
        const order = [...sortListing({ columns, base, passing, sort })].map((at) => products[at]!.row.product.id);
        const compare: Compare = sort === 'relevance' ? (a, b) => score(b) - score(a) || REFERENCE.popularity(a, b) : REFERENCE[sort];
        const expected = [...pool].sort((a, b) => compare(a, b) || byId(a, b)).map((product) => product.row.product.id);
        expect(order, `seed ${seed}, ${sort}`).toEqual(expected);
      }
    }
  });
});

describe('searchBase and categoryBase', () => {
  it("hold the found products the columns have, with their scores, and a category's own", () => {
    const random = seeded(7);
    const products = productsOf(random);
    const columns = listingColumns(products);
    const ids = products.map((product) => product.row.product.id);
    const relevance = new Map([...ids].reverse().filter((_, index) => index % 3 === 0).map((id) => [id, id / 10] as const));
    relevance.set(0, 5);
    const base = searchBase(columns, Ranking.fromEntries([...relevance]), 'rings');
    const expected = products.filter((product) => relevance.has(product.row.product.id) && product.row.categorySlug === 'rings');
    expect([...base.positions].map((at) => ids[at])).toEqual(expected.map((product) => product.row.product.id));
    expect([...base.scores!]).toEqual(expected.map((product) => product.row.product.id / 10));
    const rings = categoryBase(columns, 'rings');
    expect([...rings.positions].map((at) => products[at]!.row.categorySlug)).toEqual(products.filter((product) => product.row.categorySlug === 'rings').map(() => 'rings'));
    expect(categoryBase(columns, undefined).positions.length).toBe(products.length);
  });
});
