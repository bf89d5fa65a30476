import { serverSettings } from './config';

/**
 * docs/requirements/pages.md#page-data's page-data rule, in one place:
 * - every content item is loaded in parallel; an item that fails yields `null` for its key;
 * - a page is complete only when every REQUIRED item is non-empty;
 * - static mode: complete → `{ props, revalidate: 60 }`, incomplete → `{ props: {}, revalidate: 60 }`;
 * - server mode: complete → `{ props }`, incomplete → `{ props: {}, notFound: false }`.
 * And one rule of this project: while `next build` generates pages, an incomplete result throws,
 * so a page is never baked empty (the build script makes the services or the mocks reachable).
 * A loader that means "this page does not exist" throws PageNotFoundError (e.g. an unknown
 * product): that is a 404, not an incomplete page.
 */
export type RenderMode = 'static' | 'server';

export const REVALIDATE_SECONDS = 60;

export class PageNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} does not exist`);
    this.name = 'PageNotFoundError';
  }
}

export type ItemLoaders = Record<string, () => Promise<unknown>>;
export type LoadedItems<I extends ItemLoaders> = { [K in keyof I]: Awaited<ReturnType<I[K]>> | null };

export interface LoadPageDataOptions<I extends ItemLoaders, E extends Record<string, unknown>> {
  mode: RenderMode;
  /** Names the page in logs and in the build-time error. */
  page: string;
  items: I;
  required: readonly (keyof I & string)[];
  /** Props that are not content (site settings, translations): added only to a complete result. */
  extra?: (items: LoadedItems<I>) => Promise<E> | E;
}

export type StaticPageResult<P> = { props: P | Record<string, never>; revalidate: number } | { notFound: true; revalidate: number };
export type ServerPageResult<P> = { props: P | Record<string, never>; notFound?: false } | { notFound: true };
export type PageResult<P> = StaticPageResult<P> | ServerPageResult<P>;

/** Null, undefined, '', [] and {} are empty; anything else (0, false, a filled object) is not. */
export function isEmptyContent(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

function describe(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

export function loadPageData<I extends ItemLoaders, E extends Record<string, unknown>>(
  options: LoadPageDataOptions<I, E> & { mode: 'static' },
): Promise<StaticPageResult<LoadedItems<I> & E>>;
export function loadPageData<I extends ItemLoaders, E extends Record<string, unknown>>(
  options: LoadPageDataOptions<I, E> & { mode: 'server' },
): Promise<ServerPageResult<LoadedItems<I> & E>>;
export function loadPageData<I extends ItemLoaders, E extends Record<string, unknown>>(
  options: LoadPageDataOptions<I, E>,
): Promise<PageResult<LoadedItems<I> & E>>;
export async function loadPageData<I extends ItemLoaders, E extends Record<string, unknown>>({
  mode,
  page,
  items,
  required,
  extra,
}: LoadPageDataOptions<I, E>): Promise<PageResult<LoadedItems<I> & E>> {
  const keys = Object.keys(items) as (keyof I & string)[];
  const settled = await Promise.allSettled(keys.map((key) => items[key]!()));

  if (settled.some((outcome) => outcome.status === 'rejected' && outcome.reason instanceof PageNotFoundError)) {
    return mode === 'static' ? { notFound: true, revalidate: REVALIDATE_SECONDS } : { notFound: true };
  }

  const loaded = {} as LoadedItems<I>;
  const failures: string[] = [];
  keys.forEach((key, index) => {
    const outcome = settled[index]!;
    if (outcome.status === 'fulfilled') {
      loaded[key] = (outcome.value ?? null) as LoadedItems<I>[typeof key];
    } else {
      loaded[key] = null;
      failures.push(`${key}: ${describe(outcome.reason)}`);
    }
  });

  const missing = required.filter((key) => isEmptyContent(loaded[key]));
  if (missing.length > 0) {
    const detail = `page "${page}" is incomplete: ${missing.join(', ')} empty or failed${failures.length ? ` (${failures.join('; ')})` : ''}`;
    if (serverSettings().building) {
      throw new Error(
        `${detail}. A page must not be built without its content: start the services (npm run build starts them) ` +
          'or build with API_MOCKING=enabled NEXT_PUBLIC_API_MOCKING=enabled.',
      );
    }
    console.warn(`[page-data] ${detail}`);
    return mode === 'static' ? { props: {}, revalidate: REVALIDATE_SECONDS } : { props: {}, notFound: false };
  }

  if (failures.length > 0) console.warn(`[page-data] page "${page}": optional items failed (${failures.join('; ')})`);
  const props = { ...loaded, ...(extra ? await extra(loaded) : ({} as E)) };
  return mode === 'static' ? { props, revalidate: REVALIDATE_SECONDS } : { props };
}

/** True when a template was given a complete page's props rather than docs/requirements/pages.md#page-data's empty ones. */
export function hasPageData<P extends object>(props: P | Record<string, never>, key: keyof P & string): props is P {
  return key in props && (props as P)[key] !== undefined;
}
