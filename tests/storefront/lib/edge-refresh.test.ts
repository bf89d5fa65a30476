import { describe, expect, it, vi } from 'vitest';
import { EDGE_REFRESH_HEADER, edgeUrlsOf, refreshEdge } from '@/storefront/lib/edge-refresh';

describe('edgeUrlsOf', () => {
  it('names the default locale page under both of its URLs', () => {
    expect(edgeUrlsOf('/in-en/rings')).toEqual(['/in-en/rings', '/rings']);
    expect(edgeUrlsOf('/in-en')).toEqual(['/in-en', '/']);
  });
  it('leaves other locales and look-alike prefixes alone', () => {
    expect(edgeUrlsOf('/ae-ar/rings')).toEqual(['/ae-ar/rings']);
    expect(edgeUrlsOf('/in-english')).toEqual(['/in-english']);
  });
});

describe('refreshEdge', () => {
  it('fetches every URL through the edge once per cached encoding with the refresh header, and reports the ones that failed', async () => {
    const seen: { url: string; secret: string | null; encoding: string | null }[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(url), secret: headers.get(EDGE_REFRESH_HEADER), encoding: headers.get('accept-encoding') });
      if (String(url).endsWith('/gone')) return new Response('no', { status: 404 });
      if (String(url).endsWith('/down')) throw new Error('refused');
      return new Response('ok');
    });
    const failed = await refreshEdge({ edgeUrl: 'http://127.0.0.1:3000', secret: 's3cret', pages: ['/in-en/rings', '/ae-ar/gone', '/ae-en/down', '/in-en/rings'], fetchImpl: fetchImpl as typeof fetch });
    const urls = ['http://127.0.0.1:3000/in-en/rings', 'http://127.0.0.1:3000/rings', 'http://127.0.0.1:3000/ae-ar/gone', 'http://127.0.0.1:3000/ae-en/down'];
    expect(seen.map((call) => `${call.url} ${call.encoding}`).sort()).toEqual(urls.flatMap((url) => [`${url} gzip`, `${url} identity`]).sort());
    expect(seen.every((call) => call.secret === 's3cret')).toBe(true);
    expect(failed.sort()).toEqual(['/ae-ar/gone', '/ae-en/down']);
  });
});
