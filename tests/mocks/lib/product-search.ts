import { DEFAULT_PRICE_BUCKET_BOUNDS, GENDERS, METALS, OCCASIONS, PRICE_BUCKET_BOUNDS, PURITIES, STONE_FILTERS } from '@/shared/constants';
import type { ListingSort, ProductFacets, ProductListQuery, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor, minorToDecimal } from '@/shared/money';
import type { RecordedProduct } from './fixtures';
import { matchProducts } from './product-text-match';
import { MockHttpError } from './respond';

export interface SearchProductsOptions {
  /** In the services' popularity order, as recorded. */
  products: RecordedProduct[];
  query: ProductListQuery;
  decimalPlaces: number;
  currencyCode: string;
}

type ValueFacet = Exclude<keyof ProductFacets, 'price'>;
type Facet = ValueFacet | 'price';

const VALUES_OF: Record<ValueFacet, (product: RecordedProduct) => string[]> = {
  metal: ({ summary }) => [summary.metal],
  purity: ({ summary }) => [summary.purity],
  stone: ({ detail }) => (detail.stones.length ? [...new Set(detail.stones.map((stone) => stone.kind))] : ['none']),
  gender: ({ detail }) => [detail.gender],
  occasion: ({ detail }) => [detail.occasion],
};
const ORDER: Record<ValueFacet, readonly string[]> = { metal: METALS, purity: PURITIES, stone: STONE_FILTERS, gender: GENDERS, occasion: OCCASIONS };

/**
 * The list route over the recorded products: the same search, filters, counts per filter value,
 * sorts and paging as the services (src/server/modules/commerce/catalogue/product-listing.ts),
 * applied to the few products the fixtures hold. Money is compared in integer minor units.
 */
export function searchProducts({ products, query, decimalPlaces, currencyCode }: SearchProductsOptions): ProductPage {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw new MockHttpError(400, 'querystring.minPrice: must not be greater than maxPrice');
  }
  const minor = (amount: number) => decimalToMinor(amount, decimalPlaces);
  const price = (product: RecordedProduct) => minor(product.summary.price);
  const relevance = matchProducts(products, query.q);
  const base = products.filter(
    (product) =>
      (!query.category || product.summary.categorySlug === query.category.toLowerCase()) &&
      (!relevance || relevance.has(product.detail.productID)),
  );

  const passes = (product: RecordedProduct, facet: Facet) => {
    if (facet === 'price') {
      return (query.minPrice === undefined || price(product) >= minor(query.minPrice)) && (query.maxPrice === undefined || price(product) <= minor(query.maxPrice));
    }
    const wanted = query[facet];
    return wanted === undefined || VALUES_OF[facet](product).includes(wanted);
  };
  const FACETS: Facet[] = ['metal', 'purity', 'stone', 'gender', 'occasion', 'price'];
  const matches = (product: RecordedProduct, except?: Facet) => FACETS.every((facet) => facet === except || passes(product, facet));

  const sort: ListingSort = relevance ? (query.sort ?? 'relevance') : query.sort && query.sort !== 'relevance' ? query.sort : 'popularity';
  // Ties go to the lower product id, as in the services; the recorded order is popularity.
  const rank = new Map(products.map((product, index) => [product.detail.productID, index]));
  const byId = (a: RecordedProduct, b: RecordedProduct) => a.summary.productID - b.summary.productID;
  const byPopularity = (a: RecordedProduct, b: RecordedProduct) => rank.get(a.detail.productID)! - rank.get(b.detail.productID)!;
  const comparators: Record<ListingSort, (a: RecordedProduct, b: RecordedProduct) => number> = {
    relevance: (a, b) => relevance!.get(b.detail.productID)! - relevance!.get(a.detail.productID)! || byPopularity(a, b),
    popularity: byPopularity,
    newest: (a, b) => a.newestRank - b.newestRank,
    price_asc: (a, b) => price(a) - price(b) || byId(a, b),
    price_desc: (a, b) => price(b) - price(a) || byId(a, b),
  };
  const matching = base.filter((product) => matches(product)).sort(comparators[sort]);

  const valueFacet = (facet: ValueFacet) => {
    const present = new Set(base.flatMap(VALUES_OF[facet]));
    if (query[facet] !== undefined) present.add(query[facet]!);
    const pool = base.filter((product) => matches(product, facet));
    return ORDER[facet].filter((value) => present.has(value)).map((value) => ({ value, count: pool.filter((product) => VALUES_OF[facet](product).includes(value)).length }));
  };
  const unit = 10 ** decimalPlaces;
  const bounds = (PRICE_BUCKET_BOUNDS[currencyCode] ?? DEFAULT_PRICE_BUCKET_BOUNDS).map((bound) => bound * unit);
  const buckets = [0, ...bounds].map((min, index) => ({ min, max: index < bounds.length ? bounds[index]! - 1 : null }));
  const inBucket = (product: RecordedProduct, bucket: { min: number; max: number | null }) => price(product) >= bucket.min && (bucket.max === null || price(product) <= bucket.max);
  const chosen = (bucket: { min: number; max: number | null }) =>
    query.minPrice !== undefined && bucket.min === minor(query.minPrice) && bucket.max === (query.maxPrice === undefined ? null : minor(query.maxPrice));
  const pricePool = base.filter((product) => matches(product, 'price'));

  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map((product) => product.summary),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    sort,
    facets: {
      metal: valueFacet('metal') as ProductFacets['metal'],
      purity: valueFacet('purity') as ProductFacets['purity'],
      stone: valueFacet('stone') as ProductFacets['stone'],
      gender: valueFacet('gender') as ProductFacets['gender'],
      occasion: valueFacet('occasion') as ProductFacets['occasion'],
      price: buckets
        .filter((bucket) => chosen(bucket) || base.some((product) => inBucket(product, bucket)))
        .map((bucket) => ({
          minPrice: minorToDecimal(bucket.min, decimalPlaces),
          maxPrice: bucket.max === null ? null : minorToDecimal(bucket.max, decimalPlaces),
          count: pricePool.filter((product) => inBucket(product, bucket)).length,
        })),
    },
  };
}
