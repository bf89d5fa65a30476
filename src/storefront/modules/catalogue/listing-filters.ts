import { METALS, PRODUCT_SORTS, PURITIES } from '@/shared/constants';

/**
 * A listing's state lives in its URL (`/rings?metal=gold&purity=22K&sort=price_asc&page=2`):
 * links, not client state, so every filtered page is shareable and crawlable.
 */
export type Metal = (typeof METALS)[number];
export type Purity = (typeof PURITIES)[number];
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ListingFilters {
  q?: string;
  metal?: Metal;
  purity?: Purity;
  sort: ProductSort;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'popularity';
export const PAGE_SIZE = 24;

/** Which purities a metal is sold in, for the purity chips. */
export const PURITIES_BY_METAL: Record<Metal, readonly Purity[]> = {
  gold: ['24K', '22K', '18K'],
  platinum: ['PT950'],
  silver: ['999', '925'],
};

type QueryValue = string | string[] | undefined;
const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(values: readonly T[], value: QueryValue): T | undefined => {
  const candidate = first(value);
  return candidate !== undefined && (values as readonly string[]).includes(candidate) ? (candidate as T) : undefined;
};

/** Reads filters from a URL query; anything unknown or malformed falls back to the default. */
export function parseListingQuery(query: Record<string, QueryValue> = {}): ListingFilters {
  const page = Number.parseInt(first(query.page) ?? '', 10);
  const q = first(query.q)?.trim().slice(0, 100);
  const metal = oneOf(METALS, query.metal);
  const purity = oneOf(PURITIES, query.purity);
  return {
    ...(q ? { q } : {}),
    ...(metal ? { metal } : {}),
    ...(purity && (!metal || PURITIES_BY_METAL[metal].includes(purity)) ? { purity } : {}),
    sort: oneOf(PRODUCT_SORTS, query.sort) ?? DEFAULT_SORT,
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a listing, defaults left out so each state has one URL. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.metal) params.set('metal', filters.metal);
  if (filters.purity) params.set('purity', filters.purity);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function listingHref(basePath: string, filters: ListingFilters, change: Partial<ListingFilters> = {}): string {
  const next: ListingFilters = { ...filters, ...change };
  // Any change of filter or sort starts again at page 1.
  if (!('page' in change)) next.page = 1;
  if ('metal' in change && next.purity && (!next.metal || !PURITIES_BY_METAL[next.metal].includes(next.purity))) delete next.purity;
  for (const key of ['metal', 'purity', 'q'] as const) if (next[key] === undefined) delete next[key];
  return `${basePath}${listingSearch(next)}`;
}

export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return listingSearch(a) === listingSearch(b);
}

/** The services' query for a listing (`GET /api/products/?…`). */
export function listingParams(filters: ListingFilters, category?: string): Record<string, string | number> {
  return {
    ...(category ? { category } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.metal ? { metal: filters.metal } : {}),
    ...(filters.purity ? { purity: filters.purity } : {}),
    sort: filters.sort,
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
}
