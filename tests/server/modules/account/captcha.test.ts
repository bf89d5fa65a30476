import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '@/server/modules';
import { accountModule, createAccountModule } from '@/server/modules/account';
import type { RecaptchaClient } from '@/server/modules/account/captcha/recaptcha-client';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { DEMO_LOGINS } from '../../helpers/auth';

const login = (app: TestApp['app'], reCaptchaToken: unknown) =>
  app.inject({ method: 'POST', url: '/account/auth/login', payload: { username: DEMO_LOGINS.aisha.username, password: DEMO_LOGINS.aisha.password, reCaptchaToken } });

describe('captcha: ALTCHA (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function solved(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/account/auth/captcha' });
    expect(response.statusCode).toBe(200);
    const challenge = response.json().responseBody;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    if (!solution) throw new Error('challenge not solved');
    const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  }

  it('accepts a solved challenge once; a replay is refused with 400 naming reCaptchaToken', async () => {
    const token = await solved();
    expect((await login(t.app, token)).statusCode).toBe(200);
    const replay = await login(t.app, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/^reCaptchaToken: /);
  });

  it('refuses a made-up, tampered or missing token', async () => {
    const token = await solved();
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const tampered = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    for (const bad of ['captcha-off', 'e30=', tampered]) expect((await login(t.app, bad)).statusCode, bad).toBe(400);
    const missing = await login(t.app, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('reCaptchaToken');
  });

  it('guards every sign-in call that a robot could abuse', async () => {
    const calls: [string, object][] = [
      ['auth/login-otp', { username: 'aisha@example.com' }],
      ['auth/otp-verify', { username: 'aisha@example.com', otp: '123456' }],
      ['auth/signup-phone-otp', { phoneNumber: '+919000000002' }],
      ['auth/signup-phone-otp-verify', { username: '+919000000002', otp: '123456' }],
      ['auth/sign-up', { firstName: 'A', lastName: 'B', email: 'ab@example.com', phone: '+919000000003', password: 'Secret#2026' }],
    ];
    for (const [path, body] of calls) {
      const response = await t.app.inject({ method: 'POST', url: `/account/${path}`, payload: { ...body, reCaptchaToken: 'not-solved' } });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toMatch(/^reCaptchaToken: /);
    }
  });
});

describe('captcha: reCAPTCHA v3 behind its client', () => {
  let t: TestApp;
  const seen: string[] = [];
  const double: RecaptchaClient = {
    verify: async ({ token }) => {
      seen.push(token);
      if (token === 'offline') throw new Error('ENOTFOUND www.google.com');
      return token === 'human' ? { success: true, score: 0.9 } : token === 'robot' ? { success: true, score: 0.1 } : { success: false };
    },
  };
  beforeAll(async () => {
    t = await createTestApp({
      env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' },
      modules: [...modules.filter((module) => module !== accountModule), createAccountModule({ captcha: { recaptchaClient: double } })],
    });
  });
  afterAll(async () => t?.close());

  it('passes a good score, refuses a low score, a failure and an unreachable Google', async () => {
    expect((await login(t.app, 'human')).statusCode).toBe(200);
    for (const token of ['robot', 'bogus', 'offline']) expect((await login(t.app, token)).statusCode, token).toBe(400);
    expect(seen).toEqual(['human', 'robot', 'bogus', 'offline']);
    const challenge = await t.app.inject({ method: 'GET', url: '/account/auth/captcha' });
    expect(challenge.json().responseBody).toBeNull();
  });
});

describe('captcha: off', () => {
  it('is refused in production by the settings', async () => {
    await expect(createTestApp({ env: { APP_ENV: 'production', CAPTCHA_PROVIDER: 'off' }, seed: false })).rejects.toThrow(/CAPTCHA_PROVIDER/);
  });
});
