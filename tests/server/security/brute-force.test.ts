import { describe, expect, it } from 'vitest';
import { CAPTCHA, useAccountApp } from '../modules/account/account-test-kit';

const LOCK_MESSAGE = /^Too many failed attempts\. Please try again in 15 minutes\.$/;

describe('security: brute force on passwords and codes', () => {
  const { api } = useAccountApp();

  it('locks an account for 15 minutes after 5 wrong passwords, with a clear message, even for the right one', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) statuses.push((await api.login('aisha@example.com', `Wrong#${attempt}`, `10.20.0.${attempt}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await api.login('aisha@example.com', 'Shopper#2026', '10.20.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'error', statusCode: 429, responseBody: { retryAfterSeconds: expect.any(Number) } });
    expect(locked.json().message).toMatch(LOCK_MESSAGE);
    // By phone it is the same account, so the same lock.
    expect((await api.login('+971501234567', 'Shopper#2026', '10.20.1.2')).statusCode).toBe(429);
    // Other accounts are untouched.
    expect((await api.login('staff@example.com', 'Staff#2026!', '10.20.1.3')).statusCode).toBe(200);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const from = '10.21.0.1';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 20; attempt += 1) statuses.push((await api.login(`guess${attempt}@example.com`, 'Wrong#2026', from)).statusCode);
    expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    const blocked = await api.login('shopper@example.com', 'Shopper#2026', from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(LOCK_MESSAGE);
    expect((await api.login('shopper@example.com', 'Shopper#2026', '10.21.0.2')).statusCode).toBe(200);
  });

  it('locks code sign-in after 5 wrong codes; the code itself dies', async () => {
    const username = 'staff@example.com';
    await api.post('auth/login-otp', { username, reCaptchaToken: CAPTCHA }, {}, '10.22.0.1');
    const code = await api.lastCode(username);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await api.post('auth/otp-verify', { username, otp: wrong, reCaptchaToken: CAPTCHA }, {}, `10.22.1.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await api.post('auth/otp-verify', { username, otp: code, reCaptchaToken: CAPTCHA }, {}, '10.22.2.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCK_MESSAGE);
  });

  it('limits codes sent to one recipient and refuses a resend inside the cooldown', async () => {
    const first = await api.post('auth/login-otp', { username: 'shopper@example.com', reCaptchaToken: CAPTCHA }, {}, '10.23.0.1');
    expect(first.statusCode).toBe(200);
    const again = await api.post('auth/login-otp', { username: 'shopper@example.com', reCaptchaToken: CAPTCHA }, {}, '10.23.0.2');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
  });
});

describe('security: which addresses the per-address limits count', () => {
  it('counts every address in production, and skips only this machine elsewhere', async () => {
    const { addressLimitKey } = await import('@/server/modules/account/auth/auth-routes');
    expect(addressLimitKey('127.0.0.1', 'production')).toBe('127.0.0.1');
    expect(addressLimitKey('::1', 'development')).toBeNull();
    expect(addressLimitKey('203.0.113.9', 'development')).toBe('203.0.113.9');
  });
});
