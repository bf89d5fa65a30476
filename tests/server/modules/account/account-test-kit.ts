import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** Shared steps of the account suites: calls in the account envelope and codes read from the outbox. */
export const CAPTCHA = 'captcha-off';

/** The calls on an app, or on the app a suite starts later (`useAccountApp`). */
export function accountCalls(appOrLater: FastifyInstance | (() => FastifyInstance)) {
  const app = { inject: ((options) => ('inject' in appOrLater ? appOrLater : appOrLater()).inject(options)) as FastifyInstance['inject'] };
  /** `from` sets the client address, so the per-address limits of one suite do not spill into the next test. */
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, from = '127.0.0.1') =>
    app.inject({ method: 'POST', url: `/account/${path}`, payload: body as object, headers, remoteAddress: from });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
    app.inject({ method, url: `/account/${path}`, ...(options.body === undefined ? {} : { payload: options.body as object }), headers: options.headers ?? {} });

  /** The newest message to a recipient, as /dev/outbox shows it. */
  async function lastMessage(to: string) {
    const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    return (response.json() as { messages: { body: string; subject: string; channel: string }[] }).messages[0] ?? null;
  }
  async function lastCode(to: string): Promise<string> {
    const code = /\b(\d{6})\b/.exec((await lastMessage(to))?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in the outbox for ${to}`);
    return code;
  }
  async function lastResetToken(to: string): Promise<string> {
    const token = /token=([A-Za-z0-9_-]+)/.exec((await lastMessage(to))?.body ?? '')?.[1];
    if (!token) throw new Error(`No reset link in the outbox for ${to}`);
    return token;
  }
  const login = (username: string, password: string, from?: string) => post('auth/login', { username, password, reCaptchaToken: CAPTCHA }, {}, from);
  return { post, call, lastMessage, lastCode, lastResetToken, login };
}

/**
 * The app of one account suite (captcha off) from its first test to its last, with its calls:
 * `api` can be used in the tests straight away, `testApp()` once the suite has started.
 */
export function useAccountApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  });
  afterAll(async () => t?.close());
  const testApp = () => {
    if (!t) throw new Error('The account app starts in beforeAll: use it inside a test');
    return t;
  };
  return { api: accountCalls(() => testApp().app), testApp };
}

let counter = 0;
/** A fresh shopper's sign-up details (unique e-mail and phone per call). */
export function newShopper(overrides: Record<string, string> = {}) {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(counter).padStart(3, '0');
  return { firstName: 'Meera', lastName: 'Nair', email: `meera.${n}@example.com`, phone: `+9170${n.slice(-8)}`, password: 'Diamond#2026', reCaptchaToken: CAPTCHA, ...overrides };
}

/** docs/requirements/constants.md#addresses: latitude and longitude arrive as a literal placeholder text. */
export const homeAddress = {
  fname: 'Priya',
  lname: 'Sharma',
  address1: '12 Marine Drive',
  address2: 'Flat 4B',
  city: 'Mumbai',
  zipcode: '400001',
  country: 'India',
  state: 'Maharashtra',
  countryId: 1,
  stateId: 14,
  province: '',
  phone: '+919876543210',
  latitude: 'latitude',
  longitude: 'longitude',
};
