import type { ListingSort } from '@/shared/contracts/catalogue';
import { GENDERS, METALS, OCCASIONS, PURITIES, STONE_FILTERS } from '@/shared/constants';
import { positionFrom } from '../search/search-candidates';
import type { Ranking } from '../search/ranking';
import { listedPriceOf, type SellableProduct } from './sellable';

export const VALUE_FACETS = ['metal', 'purity', 'stone', 'gender', 'occasion'] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** Each facet's values in the order a listing shows them. */
export const ORDER: Record<ValueFacet, readonly string[]> = {
  metal: METALS,
  purity: PURITIES,
  stone: STONE_FILTERS,
  gender: GENDERS,
  occasion: OCCASIONS,
};

/** Where the stones are among VALUE_FACETS: a product holds several kinds, kept as a bit per place. */
export const STONE = VALUE_FACETS.indexOf('stone');
const PLACE = VALUE_FACETS.map((facet) => new Map<string, number>(ORDER[facet].map((value, index) => [value, index])));

/** A facet value's place in ORDER, or -1 for a value no listing shows. */
export const placeOf = (facet: number, value: string): number => PLACE[facet]!.get(value) ?? -1;

/**
 * What a listing reads of each product, one typed array per figure (docs/performance.md#search-at-100000-sixth-round):
 * a new search at 100,000 products filters, counts and sorts thousands of matches, and reading
 * numbers from arrays costs a fraction of reading them through each product's objects.
 */
export interface ListingColumns {
  products: readonly SellableProduct[];
  /** Ascending when the products are in id order (a copy's, loadSellableProducts'). */
  ids: Int32Array;
  popularity: Float64Array;
  listedAt: Float64Array;
  /** The listed price in minor units (listedPriceOf). */
  price: Float64Array;
  /** Per product, VALUE_FACETS.length places in ORDER (-1: none shown); the stones' slot unused. */
  values: Int8Array;
  /** Per product, a bit per place in ORDER.stone of the kinds it holds ("none" without stones). */
  stones: Int32Array;
}

const known = new WeakMap<readonly SellableProduct[], ListingColumns>();

/**
 * The columns of a list of products, worked out once per list: a copy's products are replaced by a
 * new list when any of them changes (read-model.ts), never changed in place.
 */
export function listingColumns(products: readonly SellableProduct[]): ListingColumns {
  const kept = known.get(products);
  if (kept) return kept;
  const count = products.length;
  const width = VALUE_FACETS.length;
  const columns: ListingColumns = {
    products,
    ids: new Int32Array(count),
    popularity: new Float64Array(count),
    listedAt: new Float64Array(count),
    price: new Float64Array(count),
    values: new Int8Array(count * width).fill(-1),
    stones: new Int32Array(count),
  };
  const none = 1 << placeOf(STONE, 'none');
  products.forEach((sellable, at) => {
    const { product, stoneKinds } = sellable.row;
    columns.ids[at] = product.id;
    columns.popularity[at] = product.popularity;
    columns.listedAt[at] = product.listedAt.getTime();
    columns.price[at] = listedPriceOf(sellable);
    VALUE_FACETS.forEach((facet, index) => {
      if (facet !== 'stone') columns.values[at * width + index] = placeOf(index, product[facet]);
    });
    let stones = stoneKinds.length === 0 ? none : 0;
    for (const kind of stoneKinds) {
      const place = placeOf(STONE, kind);
      if (place >= 0) stones |= 1 << place;
    }
    columns.stones[at] = stones;
  });
  known.set(products, columns);
  return columns;
}

export interface BaseSet {
  /** Places in the columns of the base set's products, ascending. */
  positions: Int32Array;
  /** Each one's relevance (aligned with `positions`), for a search. */
  scores?: Float64Array;
}

/** Every product of the columns, or those of a category. */
export function categoryBase(columns: ListingColumns, categorySlug: string | undefined): BaseSet {
  const { products } = columns;
  const positions = new Int32Array(products.length);
  let count = 0;
  for (let at = 0; at < products.length; at += 1) if (!categorySlug || products[at]!.row.categorySlug === categorySlug) positions[count++] = at;
  return { positions: positions.subarray(0, count) };
}

/**
 * The products a search found, as places in ascending-id columns, with their scores; optionally
 * of one category. Found products the columns do not hold (not sold) are left out.
 */
export function searchBase(columns: ListingColumns, relevance: Ranking, categorySlug: string | undefined): BaseSet {
  const { ids: found, scores: relevances } = relevance;
  const positions = new Int32Array(found.length);
  const scores = new Float64Array(found.length);
  let count = 0;
  let from = 0;
  for (let index = 0; index < found.length; index += 1) {
    const place = positionFrom(columns.ids, found[index]!, from);
    from = place < 0 ? -place - 1 : place;
    if (place < 0 || (categorySlug && columns.products[place]!.row.categorySlug !== categorySlug)) continue;
    positions[count] = place;
    scores[count] = relevances[index]!;
    count += 1;
  }
  return { positions: positions.subarray(0, count), scores: scores.subarray(0, count) };
}

/** The column each sort orders by and its direction; ties go by id. */
const SORT_KEYS: Record<Exclude<ListingSort, 'relevance'>, { column: 'popularity' | 'listedAt' | 'price'; descending: boolean }> = {
  popularity: { column: 'popularity', descending: true },
  newest: { column: 'listedAt', descending: true },
  price_asc: { column: 'price', descending: false },
  price_desc: { column: 'price', descending: true },
};

export interface SortListingOptions {
  columns: ListingColumns;
  base: BaseSet;
  /** The base set's products to sort, as indexes into `base.positions` (sorted in place). */
  passing: Int32Array;
  /** `relevance` needs the base set's scores (a search's). */
  sort: ListingSort;
}

/** The products' places in the columns in the listing's order: relevance, then popularity; or a sort's column; ties by id. */
export function sortListing({ columns, base, passing, sort }: SortListingOptions): Int32Array {
  const { positions, scores } = base;
  const { ids, popularity } = columns;
  const byId = (a: number, b: number) => ids[positions[a]!]! - ids[positions[b]!]!;
  if (sort === 'relevance') {
    if (!scores) throw new Error('sortListing: relevance needs the search scores');
    passing.sort((a, b) => scores[b]! - scores[a]! || popularity[positions[b]!]! - popularity[positions[a]!]! || byId(a, b));
  } else {
    const { column, descending } = SORT_KEYS[sort];
    const key = columns[column];
    const sign = descending ? -1 : 1;
    passing.sort((a, b) => sign * (key[positions[a]!]! - key[positions[b]!]!) || byId(a, b));
  }
  return passing.map((index) => positions[index]!);
}
