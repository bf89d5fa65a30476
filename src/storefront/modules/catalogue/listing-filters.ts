import { GENDERS, METALS, OCCASIONS, PRODUCT_SORTS, PURITIES, RELEVANCE_SORT, STONE_FILTERS } from '@/shared/constants';

/**
 * A listing's state lives in its URL (`/rings?metal=gold&purity=22K&sort=price_asc&page=2`):
 * links, not client state, so every filtered page is shareable and crawlable.
 */
export type Metal = (typeof METALS)[number];
export type Purity = (typeof PURITIES)[number];
export type StoneFilter = (typeof STONE_FILTERS)[number];
export type Gender = (typeof GENDERS)[number];
export type Occasion = (typeof OCCASIONS)[number];
export type ProductSort = (typeof PRODUCT_SORTS)[number] | typeof RELEVANCE_SORT;

export interface ListingFilters {
  q?: string;
  metal?: Metal;
  purity?: Purity;
  stone?: StoneFilter;
  gender?: Gender;
  occasion?: Occasion;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  page: number;
}

/** The filters a shopper can clear one by one (chips) or all at once. */
export const FILTER_KEYS = ['metal', 'purity', 'stone', 'gender', 'occasion', 'minPrice', 'maxPrice'] as const;

export const DEFAULT_SORT: ProductSort = 'popularity';
export const PAGE_SIZE = 24;

/** Search results are ranked by relevance unless the shopper picks an order; listings by popularity. */
export const defaultSortOf = (filters: { q?: string }): ProductSort => (filters.q ? RELEVANCE_SORT : DEFAULT_SORT);
export const sortsOf = (filters: { q?: string }): readonly ProductSort[] => (filters.q ? [RELEVANCE_SORT, ...PRODUCT_SORTS] : PRODUCT_SORTS);

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
const amount = (value: QueryValue): number | undefined => {
  const text = first(value);
  if (!text || !/^\d{1,9}(\.\d{1,3})?$/.test(text)) return undefined;
  return Number(text);
};

/** Reads filters from a URL query; anything unknown or malformed falls back to the default. */
export function parseListingQuery(query: Record<string, QueryValue> = {}): ListingFilters {
  const page = Number.parseInt(first(query.page) ?? '', 10);
  const q = first(query.q)?.trim().slice(0, 100);
  const metal = oneOf(METALS, query.metal);
  const purity = oneOf(PURITIES, query.purity);
  const stone = oneOf(STONE_FILTERS, query.stone);
  const gender = oneOf(GENDERS, query.gender);
  const occasion = oneOf(OCCASIONS, query.occasion);
  const minPrice = amount(query.minPrice);
  let maxPrice = amount(query.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  const sorts = sortsOf({ q });
  return {
    ...(q ? { q } : {}),
    ...(metal ? { metal } : {}),
    ...(purity && (!metal || PURITIES_BY_METAL[metal].includes(purity)) ? { purity } : {}),
    ...(stone ? { stone } : {}),
    ...(gender ? { gender } : {}),
    ...(occasion ? { occasion } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    sort: oneOf(sorts, query.sort) ?? defaultSortOf({ q }),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a listing, defaults left out so each state has one URL. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of FILTER_KEYS) if (filters[key] !== undefined) params.set(key, String(filters[key]));
  if (filters.sort !== defaultSortOf(filters)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function listingHref(basePath: string, filters: ListingFilters, change: Partial<ListingFilters> = {}): string {
  const next: ListingFilters = { ...filters, ...change };
  // Any change of filter or sort starts again at page 1.
  if (!('page' in change)) next.page = 1;
  if ('metal' in change && next.purity && (!next.metal || !PURITIES_BY_METAL[next.metal].includes(next.purity))) delete next.purity;
  for (const key of ['q', ...FILTER_KEYS] as const) if (next[key] === undefined) delete next[key];
  return `${basePath}${listingSearch(next)}`;
}

/** The filters with every narrowing filter removed (search text and sort kept). */
export function clearedFilters(): Partial<ListingFilters> {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<ListingFilters>;
}

export function countActiveFilters(filters: ListingFilters): number {
  const keys = FILTER_KEYS.filter((key) => filters[key] !== undefined && key !== 'maxPrice');
  // A price range is one filter, however many of its ends are set.
  return keys.length + (filters.minPrice === undefined && filters.maxPrice !== undefined ? 1 : 0);
}

export function sameFilters(a: ListingFilters, b: ListingFilters): boolean {
  return listingSearch(a) === listingSearch(b);
}

/** The services' query for a listing (`GET /api/products/?…`). */
export function listingParams(filters: ListingFilters, category?: string): Record<string, string | number> {
  const params: Record<string, string | number> = { ...(category ? { category } : {}), ...(filters.q ? { q: filters.q } : {}) };
  for (const key of FILTER_KEYS) if (filters[key] !== undefined) params[key] = filters[key]!;
  return { ...params, sort: filters.sort, page: filters.page, pageSize: PAGE_SIZE };
}
