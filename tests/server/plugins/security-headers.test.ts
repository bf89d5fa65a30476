import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAGE_PATH } from '@/server/modules/commerce/payments/sandbox-provider';
import { JSON_CONTENT_SECURITY_POLICY } from '@/server/plugins/security-headers';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  production = await createTestApp({ seed: false, env: { APP_ENV: 'production' } });
});
afterAll(async () => {
  await t?.close();
  await production?.close();
});

function expectJsonSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['content-security-policy']).toBe(JSON_CONTENT_SECURITY_POLICY);
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

describe('security headers on the services', () => {
  it('marks a JSON answer nosniff, unframeable and loading nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectJsonSecurityHeaders(response.headers);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them with failures too: a 404 and a 400', async () => {
    expectJsonSecurityHeaders((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).headers);
    const bad = await t.app.inject({ method: 'POST', url: '/account/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expectJsonSecurityHeaders(bad.headers);
  });

  it('keeps the sandbox payment page its own strict policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${SANDBOX_PAGE_PATH}/no-such-payment` });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds Strict-Transport-Security in production only', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });
});
