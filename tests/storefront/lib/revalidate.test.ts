import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revalidatePaths } from '@/storefront/lib/revalidate';

function call({ method = 'POST', secret, body }: { method?: string; secret?: string; body?: unknown }) {
  const response = {
    statusCode: 200,
    body: undefined as unknown,
    setHeader: vi.fn(),
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(payload: unknown) {
      this.body = payload;
      return this;
    },
    revalidate: vi.fn(async (path: string) => {
      if (path === '/broken') throw new Error('nope');
    }),
  };
  const request = { method, headers: secret ? { 'x-revalidate-secret': secret } : {}, body } as unknown as NextApiRequest;
  return revalidatePaths(request, response as unknown as NextApiResponse).then(() => response);
}

describe('POST /api/revalidate', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('regenerates the listed pages with the right secret', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret');
    const response = await call({ secret: 's3cret', body: { paths: ['/in-en', '/in-hi/rings', '/broken'] } });
    expect(response.statusCode).toBe(200);
    expect(response.revalidate).toHaveBeenCalledTimes(3);
    expect(response.body).toEqual({ revalidated: ['/in-en', '/in-hi/rings'], failed: ['/broken'] });
  });

  it('refuses a wrong or missing secret with 401', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret');
    expect((await call({ secret: 'guess', body: { paths: ['/'] } })).statusCode).toBe(401);
    expect((await call({ body: { paths: ['/'] } })).statusCode).toBe(401);
  });

  it('refuses bad input with 400 naming the field', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret');
    const response = await call({ secret: 's3cret', body: { paths: ['rings'] } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ message: expect.stringContaining('body.paths') });
  });

  it('answers 405 to anything but POST', async () => {
    expect((await call({ method: 'GET' })).statusCode).toBe(405);
  });

  it('uses the services’ development secret outside production, and none in production', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await call({ secret: 'development-revalidate-secret', body: { paths: ['/'] } })).statusCode).toBe(200);
    vi.stubEnv('APP_ENV', 'production');
    expect((await call({ secret: 'development-revalidate-secret', body: { paths: ['/'] } })).statusCode).toBe(503);
  });
});
