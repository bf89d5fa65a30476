import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { CORS_ORIGINS: 'http://localhost:3000, https://shop.example.com/' } });
});
afterAll(async () => {
  await t?.close();
});

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/redis/websiteStores',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'websiteID,subsiteID,languageID,systemID,Authorization,Content-Type,Idempotency-Key',
    },
  });

describe('CORS', () => {
  it('lets a listed origin send the site, device, auth and idempotency headers', async () => {
    const response = await preflight('https://shop.example.com');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example.com');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(/\s*,\s*/);
    for (const header of ['websiteid', 'subsiteid', 'languageid', 'systemid', 'authorization', 'content-type', 'idempotency-key']) {
      expect(allowed).toContain(header);
    }
  });

  it('gives an origin that is not listed no permission', async () => {
    const response = await preflight('https://evil.example.com');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
