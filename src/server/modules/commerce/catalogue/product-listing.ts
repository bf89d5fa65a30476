import type { ListingSort, ProductFacets, ProductListQuery, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { type FacetFilters, filterListing } from './product-facets';
import { categoryBase, listingColumns, type ListingColumns, searchBase, sortListing } from './listing-columns';
import { toProductSummary } from './product-mappers';
import type { SearchResult } from '../search';
import { readModelOf } from './read-model-binding';
import { searchProducts } from './search-memo';
import { loadSellableProducts, type SellableProduct } from './sellable';

export interface ListProductsOptions {
  db: Executor;
  site: SiteContext;
  query: ProductListQuery;
}

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
  columns: ListingColumns;
  /** The matching products' places in the columns, filtered and sorted (ties by id). */
  order: Int32Array;
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

/** The products a listing chooses from: the copy's with the read model, else those of its category or search. */
async function listable({ db, site, query, relevance }: ComputeListingOptions): Promise<readonly SellableProduct[]> {
  if (relevance?.size === 0) return [];
  const binding = readModelOf(db);
  if (binding?.root) return (await binding.model.catalogue(site)).products as SellableProduct[];
  return loadSellableProducts({
    db,
    site,
    filters: { categorySlug: query.category || undefined, ...(relevance ? { productIds: [...relevance.keys()] } : {}) },
  });
}

/**
 * Filters, sorts and counts facets over the whole base set (the category's or the search's
 * products), read from the products' columns (docs/performance.md#search-at-100000-sixth-round).
 */
async function computeListing(options: ComputeListingOptions): Promise<Listing> {
  const { site, query, filters, relevance, sort } = options;
  const columns = listingColumns(await listable(options));
  const category = query.category || undefined;
  const base = relevance ? searchBase(columns, relevance, category) : categoryBase(columns, category);
  const { passing, facets } = filterListing({ columns, base, filters, currencyCode: site.currencyCode, decimalPlaces: site.decimalPlaces });
  return { columns, order: sortListing({ columns, base, passing, sort }), facets };
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
    const { columns, order, facets } = await computeListing(listing);
    return page([...order.subarray(start, start + query.pageSize)].map((at) => columns.products[at]!), order.length, facets);
  }
  const key = `listing:${JSON.stringify([query.q ?? '', query.category ?? '', filters, sort])}`;
  const listed = await binding.model.memo<ListedIds>(
    site,
    key,
    async () => {
      const { columns, order, facets } = await computeListing(listing);
      return { ids: order.map((at) => columns.ids[at]!), facets };
    },
    // A search's listing is kept once asked again (catalogue-memo.ts, `onRepeat`); a category's at once.
    { listing: true, weigh: (value) => value.ids.length, onRepeat: relevance !== null },
  );
  // The current copy: a stock patch since the memo was filled keeps the order but not the stock shown.
  const { byId } = await binding.model.catalogue(site);
  const items = [...listed.ids.subarray(start, start + query.pageSize)].flatMap((id) => (byId.get(id) as SellableProduct | undefined) ?? []);
  return page(items, listed.ids.length, listed.facets);
}
