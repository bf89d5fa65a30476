import type { UrlRewrite } from '@/shared/contracts/catalogue';
import type { Database } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findRewrite } from './url-rewrite-repository';

const LOCALE_PREFIX = /^\/[a-z]{2,3}-[a-z]{2,3}(?=\/|$)/;

export interface NormaliseRewritePathOptions {
  /** Keep a first segment shaped like a locale (`/in-en`). */
  keepLocale?: boolean;
}

/**
 * `/in-en/Rings/?metal=gold` → `/rings`: what is stored in url_rewrites. Accepts a full URL, a
 * path with or without its locale, query string, fragment or trailing slash, in any case.
 */
export function normaliseRewritePath(url: string, { keepLocale = false }: NormaliseRewritePathOptions = {}): string {
  let path = url.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length);
  path = path.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray `%` is kept as typed; it simply will not match anything.
  }
  path = `/${path.toLowerCase().replace(/^\/+/, '')}`;
  if (!keepLocale) path = path.replace(LOCALE_PREFIX, '');
  path = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

export interface GetUrlRewriteOptions {
  db: Database;
  url: string;
}

/** What a readable storefront path shows; 404 when it shows nothing. */
export async function getUrlRewrite({ db, url }: GetUrlRewriteOptions): Promise<UrlRewrite> {
  const path = normaliseRewritePath(url);
  // A slug that merely looks like a locale (`/tea-set`) is tried as typed when nothing else matches.
  const asTyped = normaliseRewritePath(url, { keepLocale: true });
  const row =
    (await findRewrite({ db, requestPath: path })) ?? (asTyped !== path ? await findRewrite({ db, requestPath: asTyped }) : null);
  if (!row) throw new AppError('NOT_FOUND', `No page at ${path}`);
  return { type: row.type, id: row.id, slug: row.slug, canonicalPath: `/${row.slug}` };
}
