import { DEFAULT_PRICE_BUCKET_BOUNDS, PRICE_BUCKET_BOUNDS } from '@/shared/constants';
import type { ProductFacets, ProductListQuery } from '@/shared/contracts/catalogue';
import { minorToDecimal } from '@/shared/money';
import { type BaseSet, type ListingColumns, ORDER, placeOf, STONE, VALUE_FACETS, type ValueFacet } from './listing-columns';
import { listedPriceOf, type SellableProduct } from './sellable';

/** The listing's filters with money in minor units, as the facets compare them. */
export interface FacetFilters {
  metal?: ProductListQuery['metal'];
  purity?: ProductListQuery['purity'];
  stone?: ProductListQuery['stone'];
  gender?: ProductListQuery['gender'];
  occasion?: ProductListQuery['occasion'];
  minPriceMinor?: number;
  maxPriceMinor?: number;
}

export type FacetName = ValueFacet | 'price';

function passes(product: SellableProduct, filters: FacetFilters, facet: FacetName): boolean {
  if (facet === 'price') {
    const price = listedPriceOf(product);
    return (filters.minPriceMinor === undefined || price >= filters.minPriceMinor) && (filters.maxPriceMinor === undefined || price <= filters.maxPriceMinor);
  }
  const wanted = filters[facet];
  if (wanted === undefined) return true;
  if (facet !== 'stone') return product.row.product[facet] === wanted;
  const kinds: readonly string[] = product.row.stoneKinds;
  return kinds.length ? kinds.includes(wanted) : wanted === 'none';
}

const FACETS: readonly FacetName[] = [...VALUE_FACETS, 'price'];

/** Whether a product passes every filter, or every filter but one (that facet's own): the definition filterListing counts by. */
export function matchesFilters(product: SellableProduct, filters: FacetFilters, except?: FacetName): boolean {
  return FACETS.every((facet) => facet === except || passes(product, filters, facet));
}

interface Bucket {
  minMinor: number;
  maxMinor: number | null;
}

/** The subsite's price buckets in minor units (PRICE_BUCKET_BOUNDS). */
export function priceBuckets(currencyCode: string, decimalPlaces: number): Bucket[] {
  const unit = 10 ** decimalPlaces;
  const bounds = (PRICE_BUCKET_BOUNDS[currencyCode] ?? DEFAULT_PRICE_BUCKET_BOUNDS).map((bound) => bound * unit);
  return [0, ...bounds].map((minMinor, index) => ({ minMinor, maxMinor: index < bounds.length ? bounds[index]! - 1 : null }));
}

const inBucket = (price: number, bucket: Bucket) => price >= bucket.minMinor && (bucket.maxMinor === null || price <= bucket.maxMinor);

export interface FilterListingOptions {
  columns: ListingColumns;
  /** The products of the category or search, before any facet filter. */
  base: BaseSet;
  filters: FacetFilters;
  currencyCode: string;
  decimalPlaces: number;
}

export interface FilteredListing {
  /** The base set's products passing every filter, as indexes into `base.positions` (ascending). */
  passing: Int32Array;
  facets: ProductFacets;
}

/** No filter on a facet, no facet failed, two or more failed: beside a failed facet's index. */
const UNFILTERED = -2;
const NONE = -1;
const MANY = VALUE_FACETS.length + 1;
const PRICE = VALUE_FACETS.length;

/**
 * Filters the base set and counts per value of each facet over the products passing every other
 * filter (standard faceting: choosing a value shows exactly its count). A facet lists the values
 * the base set holds, plus the chosen one even when nothing has it, so the shopper can always
 * unselect it. One pass over the base set's columns, nothing allocated per product: a product
 * failing no filter counts in every facet, one failing one filter counts in that facet only
 * (docs/performance.md#search-at-100000-sixth-round).
 */
export function filterListing({ columns, base, filters, currencyCode, decimalPlaces }: FilterListingOptions): FilteredListing {
  const buckets = priceBuckets(currencyCode, decimalPlaces);
  const width = VALUE_FACETS.length;
  const wanted = VALUE_FACETS.map((facet, index) => (filters[facet] === undefined ? UNFILTERED : placeOf(index, filters[facet]!)));
  const minPrice = filters.minPriceMinor ?? -Infinity;
  const maxPrice = filters.maxPriceMinor ?? Infinity;
  // Per facet, per value of ORDER: held by some product of the base set, and counted.
  const held = VALUE_FACETS.map((facet) => new Uint8Array(ORDER[facet].length));
  const counts = VALUE_FACETS.map((facet) => new Int32Array(ORDER[facet].length));
  const bucketHeld = new Uint8Array(buckets.length);
  const bucketCounts = new Int32Array(buckets.length);
  const { positions } = base;
  const passing = new Int32Array(positions.length);
  let passed = 0;
  for (let index = 0; index < positions.length; index += 1) {
    const at = positions[index]!;
    const price = columns.price[at]!;
    let failed = price >= minPrice && price <= maxPrice ? NONE : PRICE;
    for (let facet = 0; facet < width; facet += 1) {
      const value = wanted[facet]!;
      if (value === UNFILTERED) continue;
      const holds = value >= 0 && (facet === STONE ? (columns.stones[at]! & (1 << value)) !== 0 : columns.values[at * width + facet] === value);
      if (!holds) failed = failed === NONE ? facet : MANY;
    }
    if (failed === NONE) passing[passed++] = index;
    for (let facet = 0; facet < width; facet += 1) {
      // A product counts in a facet when it fails no filter, or only that facet's own.
      const counted = failed === NONE || failed === facet;
      if (facet === STONE) {
        for (let bits = columns.stones[at]!, place = 0; bits !== 0; bits >>>= 1, place += 1) {
          if ((bits & 1) === 0) continue;
          held[facet]![place] = 1;
          if (counted) counts[facet]![place]! += 1;
        }
        continue;
      }
      const value = columns.values[at * width + facet]!;
      if (value < 0) continue;
      held[facet]![value] = 1;
      if (counted) counts[facet]![value]! += 1;
    }
    const bucket = bucketOf(price, buckets);
    if (bucket < 0) continue;
    bucketHeld[bucket] = 1;
    if (failed === NONE || failed === PRICE) bucketCounts[bucket]! += 1;
  }
  // The values the base set holds, in ORDER, plus the chosen one even when nothing holds it.
  const valueFacet = (facet: ValueFacet) => {
    const at = VALUE_FACETS.indexOf(facet);
    return ORDER[facet].flatMap((value, index) => (held[at]![index] === 1 || value === filters[facet] ? [{ value, count: counts[at]![index]! }] : []));
  };
  const chosen = (bucket: Bucket) => bucket.minMinor === filters.minPriceMinor && bucket.maxMinor === (filters.maxPriceMinor ?? null);
  const price = buckets.flatMap((bucket, index) =>
    chosen(bucket) || bucketHeld[index] === 1
      ? [{ minPrice: minorToDecimal(bucket.minMinor, decimalPlaces), maxPrice: bucket.maxMinor === null ? null : minorToDecimal(bucket.maxMinor, decimalPlaces), count: bucketCounts[index]! }]
      : [],
  );
  const facets = {
    metal: valueFacet('metal') as ProductFacets['metal'],
    purity: valueFacet('purity') as ProductFacets['purity'],
    stone: valueFacet('stone') as ProductFacets['stone'],
    gender: valueFacet('gender') as ProductFacets['gender'],
    occasion: valueFacet('occasion') as ProductFacets['occasion'],
    price,
  };
  return { passing: passing.subarray(0, passed), facets };
}

/** The bucket a price falls in (they are ascending and do not overlap), or -1. */
function bucketOf(price: number, buckets: readonly Bucket[]): number {
  for (let index = 0; index < buckets.length; index += 1) if (inBucket(price, buckets[index]!)) return index;
  return -1;
}
