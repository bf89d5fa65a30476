import { serverSettings } from '@/storefront/lib/config';
import { DEFAULT_LOCALE, toLanguageTag } from '@/shared/locale';

/** The origin of absolute URLs (canonical links, hreflang alternates, sitemaps): the page's own in the browser, else the configured one. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverSettings().siteOrigin;
}

/** `/rings` in `in-hi` → `/in-hi/rings`; the default locale has no prefix, as Next serves it. */
export function localisedPath(locale: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

export interface Alternate {
  hrefLang: string;
  href: string;
}

export interface AlternatesOptions {
  origin: string;
  /** The path without locale, with only the query parameters that make a distinct page. */
  path: string;
  locales: readonly string[];
}

/** One alternate per locale (BCP 47 `hreflang`) plus `x-default`, the default locale's URL. */
export function listAlternates({ origin, path, locales }: AlternatesOptions): Alternate[] {
  const alternates = locales.map((locale) => ({ hrefLang: toLanguageTag(locale), href: `${origin}${localisedPath(locale, path)}` }));
  alternates.push({ hrefLang: 'x-default', href: `${origin}${localisedPath(DEFAULT_LOCALE, path)}` });
  return alternates;
}

/**
 * The canonical form of a URL path (no locale): filters, sort and tracking parameters are
 * dropped (they show the same products in another order), the page number kept, since every
 * page of a listing is a page of its own that crawlers follow through the pagination links.
 */
export function canonicalPath(asPath: string): string {
  const [withoutHash = '/'] = asPath.split('#');
  const [pathname = '/', search = ''] = withoutHash.split('?');
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const page = Number.parseInt(params.get('page') ?? '', 10);
  if (pathname === '/search' && params.get('q')) kept.set('q', params.get('q')!);
  if (Number.isFinite(page) && page > 1) kept.set('page', String(page));
  const query = kept.toString();
  return `${pathname || '/'}${query ? `?${query}` : ''}`;
}
