import { http } from 'msw';
import { UrlRewrite, UrlRewriteQuery } from '@/shared/contracts/catalogue';
import { urlRewrites } from '../lib/fixtures';
import { commerceOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { parseInput, queryOf } from '../lib/validate';

const LOCALE_PREFIX = /^\/[a-z]{2,3}-[a-z]{2,3}(?=\/|$)/;

/**
 * `/in-en/Rings/?metal=gold` → `/rings`, as the content service normalises before its lookup
 * (full URL, locale prefix, query, fragment, case and trailing slashes do not matter).
 */
export function normaliseRewritePath(url: string): string {
  let path = url.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  path = path.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray `%` is kept as typed; it simply matches nothing.
  }
  path = `/${path.toLowerCase().replace(/^\/+/, '')}`.replace(LOCALE_PREFIX, '');
  path = path.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** `GET /api/url-rewrite?url=`: the product or category a readable path shows (recorded ones only). */
export const urlRewriteHandlers = [
  http.get(
    anyOrigin('/api/url-rewrite'),
    withEnvelope('commerce', ({ request }) => {
      const { url } = parseInput(UrlRewriteQuery, queryOf(request), 'querystring');
      const path = normaliseRewritePath(url);
      const rewrite = urlRewrites()[path];
      if (!rewrite) throw new MockHttpError(404, `No page at ${path}`);
      return commerceOk(UrlRewrite, rewrite);
    }),
  ),
];
