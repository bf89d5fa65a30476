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


/** The values a product has for a facet: one each, except stones (none, one or several kinds). */
const VALUES_OF: Record<ValueFacet, (product: SellableProduct) => readonly string[]> = {
  metal: (product) => [product.row.product.metal],
  purity: (product) => [product.row.product.purity],
  stone: (product) => (product.row.stoneKinds.length ? product.row.stoneKinds : ['none']),
  gender: (product) => [product.row.product.gender],
  occasion: (product) => [product.row.product.occasion],
};

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
  return wanted === undefined || VALUES_OF[facet](product).includes(wanted);
}

const VALUE_FACETS: readonly ValueFacet[] = ['metal', 'purity', 'stone', 'gender', 'occasion'];
const FACETS: readonly FacetName[] = [...VALUE_FACETS, 'price'];

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
  const present = new Map(VALUE_FACETS.map((facet) => [facet, new Set<string>()]));
  const counts = new Map(VALUE_FACETS.map((facet) => [facet, new Map<string, number>()]));
  const bucketHeld = buckets.map(() => false);
  const bucketCounts = buckets.map(() => 0);
  for (const product of base) {
    const failed = FACETS.filter((facet) => !passes(product, filters, facet));
    const countsIn = (facet: FacetName) => failed.length === 0 || (failed.length === 1 && failed[0] === facet);
    for (const facet of VALUE_FACETS) {
      const values = distinct(VALUES_OF[facet](product));
      const held = present.get(facet)!;
      for (const value of values) held.add(value);
      if (!countsIn(facet)) continue;
      const facetCounts = counts.get(facet)!;
      for (const value of values) facetCounts.set(value, (facetCounts.get(value) ?? 0) + 1);
    }
    const price = listedPriceOf(product);
    buckets.forEach((bucket, index) => {
      if (!inBucket(price, bucket)) return;
      bucketHeld[index] = true;
      if (countsIn('price')) bucketCounts[index]! += 1;
    });
  }
  const valueFacet = (facet: ValueFacet) => {
    if (filters[facet] !== undefined) present.get(facet)!.add(filters[facet]!);
    return ORDER[facet]
      .filter((value) => present.get(facet)!.has(value))
      .map((value) => ({ value, count: counts.get(facet)!.get(value) ?? 0 }));
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
