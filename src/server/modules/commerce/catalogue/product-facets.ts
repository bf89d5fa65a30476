import { DEFAULT_PRICE_BUCKET_BOUNDS, GENDERS, METALS, OCCASIONS, PRICE_BUCKET_BOUNDS, PURITIES, STONE_FILTERS } from '@/shared/constants';
import type { ProductFacets, ProductListQuery } from '@/shared/contracts/catalogue';
import { minorToDecimal } from '@/shared/money';
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

type ValueFacet = 'metal' | 'purity' | 'stone' | 'gender' | 'occasion';
export type FacetName = ValueFacet | 'price';

const ORDER: Record<ValueFacet, readonly string[]> = {
  metal: METALS,
  purity: PURITIES,
  stone: STONE_FILTERS,
  gender: GENDERS,
  occasion: OCCASIONS,
};

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

const VALUE_FACETS: readonly ValueFacet[] = ['metal', 'purity', 'stone', 'gender', 'occasion'];
const FACETS: readonly FacetName[] = [...VALUE_FACETS, 'price'];

/** The facets a filter is chosen for: the only ones a product can fail. */
function activeFacets(filters: FacetFilters): FacetName[] {
  return FACETS.filter((facet) => (facet === 'price' ? filters.minPriceMinor !== undefined || filters.maxPriceMinor !== undefined : filters[facet] !== undefined));
}

/** No facet failed (NONE), the one facet a product fails, or MANY (two or more): nothing is allocated per product. */
const NONE = 0;
const MANY = 1;
function failedFacet(product: SellableProduct, filters: FacetFilters, active: readonly FacetName[]): FacetName | typeof NONE | typeof MANY {
  let failed: FacetName | typeof NONE = NONE;
  for (const facet of active) {
    if (passes(product, filters, facet)) continue;
    if (failed !== NONE) return MANY;
    failed = facet;
  }
  return failed;
}

/** The products passing every filter, in their order (a copy of the array when no filter is chosen). */
export function filterProducts(products: SellableProduct[], filters: FacetFilters): SellableProduct[] {
  const active = activeFacets(filters);
  if (active.length === 0) return products.slice();
  return products.filter((product) => failedFacet(product, filters, active) === NONE);
}

/** Whether a product passes every filter, or every filter but one (that facet's own). */
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

export interface ComputeFacetsOptions {
  /** The products of the category or search, before any facet filter. */
  base: SellableProduct[];
  filters: FacetFilters;
  currencyCode: string;
  decimalPlaces: number;
}

/** Where the stone kind is in a product's facet codes, and which facet is the stones'. */
const STONE = VALUE_FACETS.indexOf('stone');
const STONES_AT = VALUE_FACETS.length;
const PLACE = VALUE_FACETS.map((facet) => new Map<string, number>(ORDER[facet].map((value, index) => [value, index])));
const codesByProduct = new WeakMap<SellableProduct, Int8Array>();

/**
 * A product's value of each facet as its place in ORDER (-1 for a value no listing shows), the
 * stones' slot left unused and their distinct kinds after it ("none" without stones). Worked out once
 * per product: a copy's products are replaced when they change, never changed in place.
 */
function facetCodesOf(product: SellableProduct): Int8Array {
  const known = codesByProduct.get(product);
  if (known) return known;
  const { row } = product;
  const kinds = row.stoneKinds.length === 0 ? ['none'] : distinct(row.stoneKinds);
  const codes = new Int8Array(STONES_AT + kinds.length).fill(-1);
  VALUE_FACETS.forEach((facet, index) => {
    if (index !== STONE) codes[index] = PLACE[index]!.get(row.product[facet as Exclude<ValueFacet, 'stone'>]) ?? -1;
  });
  kinds.forEach((kind, index) => (codes[STONES_AT + index] = PLACE[STONE]!.get(kind) ?? -1));
  codesByProduct.set(product, codes);
  return codes;
}

/** A product's values counted once each (a product with two diamonds counts once for diamond). */
const distinct = (values: readonly string[]) => (values.length < 2 ? values : [...new Set(values)]);

/**
 * Counts per value of each facet over the products passing every other filter (standard
 * faceting: choosing a value shows exactly its count). A facet lists the values the base set
 * holds, plus the chosen one even when nothing has it, so the shopper can always unselect it.
 * One pass over the base set: a product failing no filter counts in every facet, one failing one
 * filter counts in that facet only (a new search's listing at 100,000 products counts thousands;
 * docs/performance.md#search-at-100000-third-round).
 */
export function computeFacets({ base, filters, currencyCode, decimalPlaces }: ComputeFacetsOptions): ProductFacets {
  const buckets = priceBuckets(currencyCode, decimalPlaces);
  // Per facet, per value of ORDER: held by some product of the base set, and counted.
  const held = VALUE_FACETS.map((facet) => new Uint8Array(ORDER[facet].length));
  const counts = VALUE_FACETS.map((facet) => new Int32Array(ORDER[facet].length));
  const bucketHeld = buckets.map(() => false);
  const bucketCounts = buckets.map(() => 0);
  const active = activeFacets(filters);
  // Nothing is allocated per product: thousands are counted for a new search at 100,000 products
  // (docs/performance.md#search-at-100000-fifth-round).
  for (const product of base) {
    const failed = active.length === 0 ? NONE : failedFacet(product, filters, active);
    const codes = facetCodesOf(product);
    for (let facet = 0; facet < VALUE_FACETS.length; facet += 1) {
      // A product counts in a facet when it fails no filter, or only that facet's own.
      const counted = failed === NONE || failed === VALUE_FACETS[facet];
      const from = facet === STONE ? STONES_AT : facet;
      const to = facet === STONE ? codes.length : facet + 1;
      for (let at = from; at < to; at += 1) {
        const value = codes[at]!;
        if (value < 0) continue;
        held[facet]![value] = 1;
        if (counted) counts[facet]![value]! += 1;
      }
    }
    const price = listedPriceOf(product);
    const priceCounted = failed === NONE || failed === 'price';
    for (let index = 0; index < buckets.length; index += 1) {
      if (!inBucket(price, buckets[index]!)) continue;
      bucketHeld[index] = true;
      if (priceCounted) bucketCounts[index]! += 1;
    }
  }
  // The values the base set holds, in ORDER, plus the chosen one even when nothing holds it.
  const valueFacet = (facet: ValueFacet) => {
    const at = VALUE_FACETS.indexOf(facet);
    return ORDER[facet]
      .map((value, index) => ({ value, count: counts[at]![index]!, shown: held[at]![index] === 1 || value === filters[facet] }))
      .filter(({ shown }) => shown)
      .map(({ value, count }) => ({ value, count }));
  };
  const chosen = (bucket: Bucket) => bucket.minMinor === filters.minPriceMinor && bucket.maxMinor === (filters.maxPriceMinor ?? null);
  const price = buckets
    .map((bucket, index) => ({ bucket, index }))
    .filter(({ bucket, index }) => chosen(bucket) || bucketHeld[index])
    .map(({ bucket, index }) => ({
      minPrice: minorToDecimal(bucket.minMinor, decimalPlaces),
      maxPrice: bucket.maxMinor === null ? null : minorToDecimal(bucket.maxMinor, decimalPlaces),
      count: bucketCounts[index]!,
    }));

  return {
    metal: valueFacet('metal') as ProductFacets['metal'],
    purity: valueFacet('purity') as ProductFacets['purity'],
    stone: valueFacet('stone') as ProductFacets['stone'],
    gender: valueFacet('gender') as ProductFacets['gender'],
    occasion: valueFacet('occasion') as ProductFacets['occasion'],
    price,
  };
}
