import { describe, expect, it } from 'vitest';
import { GENDERS, METALS, OCCASIONS, PURITIES, STONE_FILTERS } from '@/shared/constants';
import type { ProductFacets } from '@/shared/contracts/catalogue';
import { minorToDecimal } from '@/shared/money';
import { categoryBase, listingColumns } from '@/server/modules/commerce/catalogue/listing-columns';
import { type FacetFilters, filterListing, matchesFilters, priceBuckets } from '@/server/modules/commerce/catalogue/product-facets';
import { listedPriceOf, type SellableProduct } from '@/server/modules/commerce/catalogue/sellable';
import { fakeSellable, type Seeded, seeded } from '@/tests/server/helpers/seeded';

/**
 * filterListing counts in one pass (docs/performance.md#search-at-100000-third-round); the reference
 * below is the earlier way, one filter of the base set per facet and value, written from the
 * definition. Both must give the same facets for any products and filters.
 */
const ORDER = { metal: METALS, purity: PURITIES, stone: STONE_FILTERS, gender: GENDERS, occasion: OCCASIONS } as const;
type ValueFacet = keyof typeof ORDER;
const valuesOf = (product: SellableProduct, facet: ValueFacet): string[] =>
  facet === 'stone' ? (product.row.stoneKinds.length ? product.row.stoneKinds : ['none']) : [product.row.product[facet]];

function referenceFacets(base: SellableProduct[], filters: FacetFilters): ProductFacets {
  const facet = (name: ValueFacet) => {
    const present = new Set(base.flatMap((product) => valuesOf(product, name)));
    if (filters[name] !== undefined) present.add(filters[name]!);
    const pool = base.filter((product) => matchesFilters(product, filters, name));
    return ORDER[name].filter((value) => present.has(value)).map((value) => ({ value, count: pool.filter((product) => valuesOf(product, name).includes(value)).length }));
  };
  const inBucket = (price: number, bucket: { minMinor: number; maxMinor: number | null }) => price >= bucket.minMinor && (bucket.maxMinor === null || price <= bucket.maxMinor);
  const pool = base.filter((product) => matchesFilters(product, filters, 'price'));
  const price = priceBuckets('INR', 2)
    .filter((bucket) => (bucket.minMinor === filters.minPriceMinor && bucket.maxMinor === (filters.maxPriceMinor ?? null)) || base.some((product) => inBucket(listedPriceOf(product), bucket)))
    .map((bucket) => ({
      minPrice: minorToDecimal(bucket.minMinor, 2),
      maxPrice: bucket.maxMinor === null ? null : minorToDecimal(bucket.maxMinor, 2),
      count: pool.filter((product) => inBucket(listedPriceOf(product), bucket)).length,
    }));
  return { metal: facet('metal'), purity: facet('purity'), stone: facet('stone'), gender: facet('gender'), occasion: facet('occasion'), price } as ProductFacets;
}

function productOf(random: Seeded, id: number): SellableProduct {
  const stoneKinds = Array.from({ length: random.below(3) }, () => random.pick(STONE_FILTERS.filter((stone) => stone !== 'none')));
  const values = { metal: random.pick(METALS), purity: random.pick(PURITIES), gender: random.pick(GENDERS), occasion: random.pick(OCCASIONS) };
  return fakeSellable({ id, ...values, stoneKinds, priceMinor: random.below(60_000_000) });
}

const facetsOf = (base: SellableProduct[], filters: FacetFilters) => {
  const columns = listingColumns(base);
  return filterListing({ columns, base: categoryBase(columns, undefined), filters, currencyCode: 'INR', decimalPlaces: 2 });
};

describe('filterListing', () => {
  it('counts as filtering the base set per facet and value does, for any products and filters', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const random = seeded(seed);
      const base = Array.from({ length: Math.floor(random.next() * 80) }, (_, index) => productOf(random, index + 1));
      const bucket = random.pick(priceBuckets('INR', 2));
      const filters: FacetFilters = {
        metal: random.chance(0.4) ? random.pick(METALS) : undefined,
        purity: random.chance(0.3) ? random.pick(PURITIES) : undefined,
        stone: random.chance(0.4) ? random.pick(STONE_FILTERS) : undefined,
        gender: random.chance(0.3) ? random.pick(GENDERS) : undefined,
        occasion: random.chance(0.3) ? random.pick(OCCASIONS) : undefined,
        ...(random.chance(0.4) ? { minPriceMinor: bucket.minMinor, maxPriceMinor: bucket.maxMinor ?? undefined } : {}),
      };
      const { facets, passing } = facetsOf(base, filters);
      expect(facets, `seed ${seed}`).toEqual(referenceFacets(base, filters));
      // The same pass filters: the products passing every filter, in the base set's order.
      expect([...passing].map((index) => base[index]!.row.product.id), `seed ${seed}`).toEqual(base.filter((product) => matchesFilters(product, filters)).map((product) => product.row.product.id));
    }
  });
});
