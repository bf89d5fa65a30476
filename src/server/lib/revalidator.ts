import type { FastifyBaseLogger } from 'fastify';

/**
 * Asks the storefront to regenerate ISR pages now rather than at their next 60 s revalidation
 * (its `POST /api/revalidate`). Never throws and never holds up the caller: a storefront that is
 * down or refuses is a log line; its pages still refresh on their own within a minute.
 */
export interface Revalidator {
  revalidate(paths: string[]): Promise<void>;
}

/** The storefront's limit per request (src/storefront/lib/revalidate.ts). */
export const MAX_PATHS_PER_REQUEST = 200;

export interface HttpRevalidatorOptions {
  storefrontUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export function createHttpRevalidator({ storefrontUrl, secret, log, timeoutMs = 10_000, fetchImpl = fetch }: HttpRevalidatorOptions): Revalidator {
  const url = new URL('/api/revalidate', storefrontUrl).toString();
  const post = async (paths: string[]) => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        log.warn({ url, status: response.status, paths: paths.length }, 'storefront revalidation refused');
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { failed?: string[] };
      if (answer.failed?.length) log.warn({ url, failed: answer.failed }, 'storefront could not revalidate some pages');
    } catch (error) {
      log.warn({ url, err: error, paths: paths.length }, 'storefront revalidation failed');
    }
  };
  return {
    async revalidate(paths) {
      const chunks: string[][] = [];
      for (let start = 0; start < paths.length; start += MAX_PATHS_PER_REQUEST) chunks.push(paths.slice(start, start + MAX_PATHS_PER_REQUEST));
      await Promise.all(chunks.map(post));
    },
  };
}
