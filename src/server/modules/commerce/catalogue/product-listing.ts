import type { ListingSort, ProductFacets, ProductListQuery, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { computeFacets, type FacetFilters, filterProducts } from './product-facets';
import { toProductSummary } from './product-mappers';
import type { SearchResult } from '../search';
import { readModelOf } from './read-model';
import { searchProducts } from './search-memo';
import { listedPriceOf, loadSellableProducts, type SellableProduct } from './sellable';

export interface ListProductsOptions {
  db: Executor;
  site: SiteContext;
  query: ProductListQuery;
}

type Comparator = (a: SellableProduct, b: SellableProduct) => number;
const COMPARATORS: Record<Exclude<ListingSort, 'relevance'>, Comparator> = {
  popularity: (a, b) => b.row.product.popularity - a.row.product.popularity,
  newest: (a, b) => b.row.product.listedAt.getTime() - a.row.product.listedAt.getTime(),
  price_asc: (a, b) => listedPriceOf(a) - listedPriceOf(b),
  price_desc: (a, b) => listedPriceOf(b) - listedPriceOf(a),
};

function toFacetFilters(query: ProductListQuery, site: SiteContext): FacetFilters {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('querystring.minPrice: must not be greater than maxPrice');
  }
  const minor = (amount: number | undefined) => (amount === undefined ? undefined : decimalToMinor(amount, site.decimalPlaces));
  return {
    metal: query.metal,
    purity: query.purity,
    stone: query.stone,
    gender: query.gender,
    occasion: query.occasion,
    minPriceMinor: minor(query.minPrice),
    maxPriceMinor: minor(query.maxPrice),
  };
}

/** A search ranks by relevance unless told otherwise; relevance without search words is popularity. */
function chooseSort(asked: ListingSort | undefined, searching: boolean): ListingSort {
  if (searching) return asked ?? 'relevance';
  return !asked || asked === 'relevance' ? 'popularity' : asked;
}

interface Listing {
  /** The matching products, filtered and sorted (ties by id). */
  matching: SellableProduct[];
  facets: ProductFacets;
}

/** What a listing's memo keeps per copy: ids, so the page shows the copy's current stock (read-model.ts). */
interface ListedIds {
  ids: Int32Array;
  facets: ProductFacets;
}

interface ComputeListingOptions extends ListProductsOptions {
  filters: FacetFilters;
  relevance: SearchResult;
  sort: ListingSort;
}

/** Filters, sorts and counts facets over the whole base set (the category's or the search's products). */
async function computeListing({ db, site, query, filters, relevance, sort }: ComputeListingOptions): Promise<Listing> {
  const base =
    relevance && relevance.size === 0
      ? []
      : await loadSellableProducts({
          db,
          site,
          filters: { categorySlug: query.category || undefined, ...(relevance ? { productIds: [...relevance.keys()] } : {}) },
        });
  const filtered = filterProducts(base, filters);
  const facets = computeFacets({ base, filters, currencyCode: site.currencyCode, decimalPlaces: site.decimalPlaces });
  const byId = (a: SellableProduct, b: SellableProduct) => a.row.product.id - b.row.product.id;
  if (sort !== 'relevance') return { matching: filtered.sort((a, b) => COMPARATORS[sort](a, b) || byId(a, b)), facets };
  // Each product's sort keys read once, not twice per comparison (thousands of matches at 100,000 products).
  const scored = filtered.map((product) => {
    const { id, popularity } = product.row.product;
    return { product, score: relevance!.get(id)!, popularity, id };
  });
  // Relevance, then popularity (COMPARATORS.popularity), then id.
  scored.sort((a, b) => b.score - a.score || b.popularity - a.popularity || a.id - b.id);
  return { matching: scored.map(({ product }) => product), facets };
}

/**
 * One page of the products sold in the request's subsite, with counts per filter value. The
 * category and the search words choose the base set; the facet filters, sorts and counts run on its
 * priced products, because prices follow today's metal rates. With the read model, the sorted ids
 * and the counts are computed once per copy and listing key and kept in its memo
 * (docs/performance.md#a-catalogue-of-100000): a request only pages through them, however large the
 * catalogue. A stock change that moves a listed price drops them (CatalogueReadModel's patch).
 */
export async function listProducts(options: ListProductsOptions): Promise<ProductPage> {
  const { db, site, query } = options;
  const filters = toFacetFilters(query, site);
  const relevance = await searchProducts(db, site, query.q);
  const sort = chooseSort(query.sort, relevance !== null);
  const start = (query.page - 1) * query.pageSize;
  const page = (items: SellableProduct[], total: number, facets: ProductFacets): ProductPage => ({
    items: items.map((product) => toProductSummary(product, site)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    sort,
    facets,
  });
  const listing = { ...options, filters, relevance, sort };

  const binding = readModelOf(db);
  if (!binding?.root) {
    const { matching, facets } = await computeListing(listing);
    return page(matching.slice(start, start + query.pageSize), matching.length, facets);
  }
  const key = `listing:${JSON.stringify([query.q ?? '', query.category ?? '', filters, sort])}`;
  const listed = await binding.model.memo<ListedIds>(
    site,
    key,
    async () => {
      const { matching, facets } = await computeListing(listing);
      return { ids: Int32Array.from(matching, (product) => product.row.product.id), facets };
    },
    { listing: true, weigh: (value) => value.ids.length },
  );
  // The current copy: a stock patch since the memo was filled keeps the order but not the stock shown.
  const { byId } = await binding.model.catalogue(site);
  const items = [...listed.ids.subarray(start, start + query.pageSize)].flatMap((id) => (byId.get(id) as SellableProduct | undefined) ?? []);
  return page(items, listed.ids.length, listed.facets);
}
