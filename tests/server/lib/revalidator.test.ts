import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createHttpRevalidator } from '@/server/lib/revalidator';

function fakeLog() {
  const warn = vi.fn();
  return { log: { warn } as unknown as FastifyBaseLogger, warn };
}

const ok = (body: unknown = { revalidated: [], failed: [] }) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('createHttpRevalidator', () => {
  it('posts the paths to the storefront with the secret', async () => {
    const fetchImpl = vi.fn(async () => ok());
    const { log, warn } = fakeLog();
    await createHttpRevalidator({ storefrontUrl: 'http://localhost:3000', secret: 's3cret', log, fetchImpl }).revalidate(['/in-en', '/in-en/rings']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/api/revalidate');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-revalidate-secret': 's3cret', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ paths: ['/in-en', '/in-en/rings'] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends at most 200 paths a request', async () => {
    const fetchImpl = vi.fn(async () => ok());
    const paths = Array.from({ length: 450 }, (_, index) => `/in-en/p-${index}`);
    await createHttpRevalidator({ storefrontUrl: 'http://localhost:3000/', secret: 's', log: fakeLog().log, fetchImpl }).revalidate(paths);
    const sizes = fetchImpl.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)).paths.length);
    expect(sizes).toEqual([200, 200, 50]);
  });

  it('logs and carries on when the storefront is down, refuses, or fails some pages', async () => {
    const { log, warn } = fakeLog();
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(createHttpRevalidator({ storefrontUrl: 'http://localhost:3000', secret: 's', log, fetchImpl: down }).revalidate(['/in-en'])).resolves.toBeUndefined();
    const refused = vi.fn(async () => new Response('{"message":"Invalid revalidate secret"}', { status: 401 }));
    await createHttpRevalidator({ storefrontUrl: 'http://localhost:3000', secret: 'wrong', log, fetchImpl: refused }).revalidate(['/in-en']);
    const partial = vi.fn(async () => ok({ revalidated: ['/in-en'], failed: ['/in-en/gone'] }));
    await createHttpRevalidator({ storefrontUrl: 'http://localhost:3000', secret: 's', log, fetchImpl: partial }).revalidate(['/in-en', '/in-en/gone']);
    expect(warn.mock.calls.map((call) => call[1])).toEqual([
      'storefront revalidation failed',
      'storefront revalidation refused',
      'storefront could not revalidate some pages',
    ]);
  });
});
