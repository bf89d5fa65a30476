import { DEFAULT_LOCALE } from '@/shared/locale';

/** The header the edge (deploy/nginx.conf.template) takes as "fetch this page anew and cache that". */
export const EDGE_REFRESH_HEADER = 'x-edge-refresh';

/**
 * The edge keeps one copy of a page per encoding a browser takes (deploy/nginx.conf.template's
 * `$edge_encoding`: gzip or none); a refresh replaces both.
 */
export const EDGE_ENCODINGS = ['gzip', 'identity'] as const;

/** Requests to the edge at once: a rate change regenerates up to a few hundred pages. */
const CONCURRENCY = 8;

/**
 * Every URL under which the edge may hold a page: the default locale's pages are also served
 * without their prefix (`/in-en/rings` is `/rings`, `/in-en` is `/`).
 */
export function edgeUrlsOf(page: string): string[] {
  const prefix = `/${DEFAULT_LOCALE}`;
  if (page === prefix) return [page, '/'];
  if (page.startsWith(`${prefix}/`)) return [page, page.slice(prefix.length)];
  return [page];
}

export interface EdgeRefreshOptions {
  edgeUrl: string;
  secret: string;
  pages: string[];
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * After on-demand revalidation, replaces the edge's cached copies of each page: a GET through the
 * edge with the refresh header, once per encoding, skips its cache and stores the fresh answer.
 * Returns the URLs the edge did not answer with 2xx for every encoding (a page that is gone
 * answers 404 and is not cached).
 */
export async function refreshEdge({ edgeUrl, secret, pages, fetchImpl = fetch, timeoutMs = 15_000 }: EdgeRefreshOptions): Promise<string[]> {
  const urls = [...new Set(pages.flatMap(edgeUrlsOf))];
  const queue = urls.flatMap((url) => EDGE_ENCODINGS.map((encoding) => ({ url, encoding })));
  const failed = new Set<string>();
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        const response = await fetchImpl(`${edgeUrl}${item.url}`, {
          headers: { [EDGE_REFRESH_HEADER]: secret, 'accept-encoding': item.encoding },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        if (!response.ok) failed.add(item.url);
      } catch {
        failed.add(item.url);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return [...failed];
}
