import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ROUTES = [
  ['POST', '/account/auth/login'],
  ['POST', '/account/auth/sign-up'],
  ['POST', '/account/auth/login-otp'],
  ['POST', '/account/auth/otp-verify'],
  ['POST', '/account/auth/signup-phone-otp'],
  ['POST', '/account/auth/signup-phone-otp-verify'],
  ['POST', '/account/auth/refresh-token'],
  ['POST', '/account/auth/forgot-password'],
  ['POST', '/account/auth/reset-password'],
  ['PATCH', '/account/user'],
  ['POST', '/account/users/{id}/address'],
  ['POST', '/account/users/{id}/address/checkout'],
  ['PATCH', '/account/users/{id}/address/1'],
] as const;

describe('security: oversized and malformed bodies', () => {
  let t: TestApp;
  let shopper: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
    shopper = await signInAs(t.app, 'shopper');
  });
  afterAll(async () => t?.close());

  const send = (method: 'POST' | 'PATCH', path: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method, url: path.replace('{id}', String(shopper.userId)), payload, headers: { ...shopper.headers, 'content-type': contentType } });

  it.each(ROUTES)('%s %s refuses a body over 1 MiB with 413', async (method, path) => {
    const response = await send(method, path, JSON.stringify({ firstName: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', statusCode: 413, message: expect.stringMatching(/1 MiB/) });
  });

  it.each(ROUTES)('%s %s answers malformed bodies with a clear 4xx', async (method, path) => {
    const bodies: [string, string][] = [
      ['{"username": ', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['"just a string"', 'application/json'],
      ['null', 'application/json'],
      ['{"username": {"$gt": ""}, "password": ["a"], "reCaptchaToken": 1}', 'application/json'],
      ['username=a&password=b', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
    ];
    for (const [body, type] of bodies) {
      const response = await send(method, path, body, type);
      expect(response.statusCode, `${body} → ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${body} → ${response.body}`).toBeLessThan(500);
      expect(response.json().status).toBe('error');
      expect(response.json().message.length).toBeGreaterThan(5);
    }
  });

  it('answers a deeply nested body with a 400, not a crash', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await send('POST', '/account/auth/login', deep);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
