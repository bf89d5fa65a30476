import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { accountCalls, CAPTCHA, homeAddress, newShopper } from '../modules/account/account-test-kit';

/** Stored as sent, returned as sent: the database is parameterised and escaping is the storefront's job. */
const PAYLOADS = [
  "Robert'); DROP TABLE users;--",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)--',
  '<script>alert("x")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}} ${7*7} %s %n',
  'नमस्ते <b>أهلا</b> & "quotes" \\ backslash',
];

describe('security: SQL and script injection in every text field', () => {
  let t: TestApp;
  let api: ReturnType<typeof accountCalls>;
  let shopper: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
    api = accountCalls(t.app);
    shopper = await signInAs(t.app, 'shopper');
  });
  afterAll(async () => t?.close());

  it.each(PAYLOADS)('keeps %s verbatim in sign-up names', async (payload) => {
    const shopperBody = newShopper({ firstName: payload, lastName: payload });
    const created = await api.post('auth/sign-up', shopperBody, {}, `10.30.${PAYLOADS.indexOf(payload)}.1`);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().responseBody.userDetails).toMatchObject({ firstName: payload, lastName: payload });
  });

  it.each(PAYLOADS)('keeps %s verbatim in the profile', async (payload) => {
    const edited = await api.call('PATCH', 'user', { headers: shopper.headers, body: { firstName: payload, lastName: payload } });
    expect(edited.statusCode, edited.body).toBe(200);
    const read = await api.call('GET', `user/details/${shopper.userId}`, { headers: shopper.headers });
    expect(read.json().responseBody).toMatchObject({ firstName: payload, lastName: payload });
  });

  it.each(PAYLOADS)('keeps %s verbatim in every address field', async (payload) => {
    const textFields = ['fname', 'lname', 'address1', 'address2', 'city', 'country', 'state', 'province', 'latitude', 'longitude'] as const;
    const body = { ...homeAddress, ...Object.fromEntries(textFields.map((field) => [field, payload])) };
    const added = await api.call('POST', `users/${shopper.userId}/address`, { headers: shopper.headers, body });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().responseBody.addressID;
    const listed = (await api.call('GET', `users/${shopper.userId}/address`, { headers: shopper.headers })).json().responseBody;
    const stored = listed.find((address: { addressID: number }) => address.addressID === id);
    for (const field of textFields) expect(stored[field], field).toBe(payload);
  });

  it.each(PAYLOADS)('answers %s in sign-in fields with a 4xx, never a 500', async (payload) => {
    const from = `10.31.${PAYLOADS.indexOf(payload)}.1`;
    for (const [path, body] of [
      ['auth/login', { username: payload, password: payload, reCaptchaToken: CAPTCHA }],
      ['auth/login-otp', { username: payload, reCaptchaToken: CAPTCHA }],
      ['auth/otp-verify', { username: payload, otp: '123456', reCaptchaToken: CAPTCHA }],
      ['auth/forgot-password', { email: payload }],
      ['auth/reset-password', { token: payload, password: 'Strong#2026' }],
      ['auth/refresh-token', { refreshToken: payload, accessToken: payload }],
      ['auth/log-out', { refreshToken: payload }],
    ] as const) {
      const response = await api.post(path, body, {}, from);
      expect(response.statusCode, `${path}: ${response.body}`).toBeLessThan(500);
    }
    const users = await api.login('shopper@example.com', 'Shopper#2026', from);
    expect(users.statusCode).not.toBe(500);
  });
});
