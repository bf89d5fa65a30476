import type { ListingSort, ProductListQuery, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { computeFacets, type FacetFilters, matchesFilters } from './product-facets';
import { toProductSummary } from './product-mappers';
import { searchProducts } from './search-memo';
import { loadSellableProducts, type SellableProduct } from './sellable';

export interface ListProductsOptions {
  db: Executor;
  site: SiteContext;
  query: ProductListQuery;
}

type Comparator = (a: SellableProduct, b: SellableProduct) => number;
const priceOf = (product: SellableProduct) => product.defaultOption.priced.result.priceMinor;
const COMPARATORS: Record<Exclude<ListingSort, 'relevance'>, Comparator> = {
  popularity: (a, b) => b.row.product.popularity - a.row.product.popularity,
  newest: (a, b) => b.row.product.listedAt.getTime() - a.row.product.listedAt.getTime(),
  price_asc: (a, b) => priceOf(a) - priceOf(b),
  price_desc: (a, b) => priceOf(b) - priceOf(a),
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

/**
 * One page of the products sold in the request's subsite, with counts per filter value. The
 * category and the search words choose the base set in SQL; the facet filters, sorts and counts
 * run here on its priced products, because prices follow today's metal rates (the demo's ≈70
 * products; a catalogue in the thousands would store prices refreshed on a rate change).
 */
export async function listProducts({ db, site, query }: ListProductsOptions): Promise<ProductPage> {
  const filters = toFacetFilters(query, site);
  const relevance = await searchProducts(db, site, query.q);
  const sort = chooseSort(query.sort, relevance !== null);

  const base =
    relevance && relevance.size === 0
      ? []
      : await loadSellableProducts({
          db,
          site,
          filters: { categorySlug: query.category || undefined, ...(relevance ? { productIds: [...relevance.keys()] } : {}) },
        });
  const comparator: Comparator =
    sort === 'relevance'
      ? (a, b) => relevance!.get(b.row.product.id)! - relevance!.get(a.row.product.id)! || COMPARATORS.popularity(a, b)
      : COMPARATORS[sort];
  const matching = base
    .filter((product) => matchesFilters(product, filters))
    .sort((a, b) => comparator(a, b) || a.row.product.id - b.row.product.id);

  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map((product) => toProductSummary(product, site)),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    sort,
    facets: computeFacets({ base, filters, currencyCode: site.currencyCode, decimalPlaces: site.decimalPlaces }),
  };
}
