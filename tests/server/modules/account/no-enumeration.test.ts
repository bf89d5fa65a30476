import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MIN_MS } from '@/server/modules/account/auth/password-reset';
import { SIGN_UP_MIN_MS } from '@/server/modules/account/auth/sign-up';
import { insertUser } from '@/server/modules/account/users/user-repository';
import { CAPTCHA, newShopper, useAccountApp } from './account-test-kit';

/**
 * Whether an e-mail or phone has an account must not show in sign-up's or forgot-password's
 * answers, nor in how long they take. Timings are compared by median over interleaved tries, so
 * a busy machine slows both sides alike; both answers wait for the same floor.
 */
const TRIES = 20;
const MAX_MEDIAN_GAP_MS = 6;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) / 2;
};

/** The standard error of a median of noisy timings: about 1.25 σ/√n, σ taken from the median absolute deviation. */
function medianError(values: number[]): number {
  const middle = median(values);
  const sigma = 1.4826 * median(values.map((value) => Math.abs(value - middle)));
  return (1.2533 * sigma) / Math.sqrt(values.length);
}

/**
 * Expects the two medians no further apart than chance allows: MAX_MEDIAN_GAP_MS on a quiet machine,
 * three standard errors of the gap on a busy one. A busy CI machine spreads single answers by
 * ±20 ms around the floor, on both sides alike (checked: the side without an account was as often
 * the slower), and a fixed 6 ms failed there once. A path that skipped the floor would still fail
 * the floor's own check below by hundreds of milliseconds.
 */
function expectSameTime(a: number[], b: number[], floorMs: number) {
  expect(Math.min(median(a), median(b))).toBeGreaterThanOrEqual(floorMs);
  const allowed = Math.max(MAX_MEDIAN_GAP_MS, 3 * Math.hypot(medianError(a), medianError(b)));
  expect(Math.abs(median(a) - median(b)), `medians ${median(a).toFixed(1)} and ${median(b).toFixed(1)} ms, allowed ${allowed.toFixed(1)}`).toBeLessThan(allowed);
}

/** The answer as sent, with what differs by nature (the new account's id, the details the caller typed) replaced. */
function normalised(raw: string, sent: { email: string; phone: string }): string {
  return raw.replace(/"userID":\d+/, '"userID":"<id>"').replaceAll(sent.email, '<email>').replaceAll(sent.phone, '<phone>');
}

describe('no account enumeration', () => {
  const { api, testApp } = useAccountApp();

  describe('POST /account/auth/sign-up', () => {
    it('answers a taken e-mail or phone exactly like a fresh sign-up, and tells the owner instead of sending a code', async () => {
      const fresh = newShopper();
      const created = await api.post('auth/sign-up', fresh);
      for (const taken of [newShopper({ email: 'Shopper@Example.com' }), newShopper({ phone: '+919876543210' })]) {
        const sent = { email: taken.email.toLowerCase(), phone: taken.phone };
        const answer = await api.post('auth/sign-up', taken);
        expect(answer.statusCode).toBe(created.statusCode);
        expect(answer.headers['content-type']).toBe(created.headers['content-type']);
        expect(normalised(answer.body, sent)).toBe(normalised(created.body, fresh));
        // The id looks like any new account's: a number taken from the same sequence.
        expect(answer.json().responseBody.userDetails.userID).toBeGreaterThan(created.json().responseBody.userDetails.userID);
      }
      const toOwnerByEmail = await api.lastMessage('shopper@example.com');
      expect(toOwnerByEmail?.subject).toBe('Someone tried to sign up with your details');
      expect(toOwnerByEmail?.body).toMatch(/reset-password|forgot-password/);
      const toOwnerByPhone = await api.lastMessage('+919876543210');
      expect(toOwnerByPhone?.channel).toBe('sms');
      expect(toOwnerByPhone?.body).not.toMatch(/\b\d{6}\b/);
      // The account that was there is untouched: its password still signs in.
      expect((await api.login('shopper@example.com', 'Shopper#2026', '10.9.0.1')).statusCode).toBe(200);
    });

    it('takes as long for a taken e-mail as for a new one (median of interleaved tries)', async () => {
      const fresh: number[] = [];
      const taken: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        for (const [times, body] of [
          [fresh, newShopper()],
          [taken, newShopper({ email: 'aisha@example.com' })],
        ] as const) {
          const started = performance.now();
          const answer = await api.post('auth/sign-up', body);
          times.push(performance.now() - started);
          expect(answer.statusCode).toBe(201);
        }
      }
      expectSameTime(fresh, taken, SIGN_UP_MIN_MS);
    }, 120_000);
  });

  describe('POST /account/auth/forgot-password', () => {
    const known: string[] = [];
    beforeAll(async () => {
      // One account per try: each address may ask for 5 links an hour.
      for (let i = 0; i < TRIES + 1; i += 1) {
        const shopper = newShopper();
        await insertUser(testApp().db, { firstName: 'Timing', lastName: `Probe ${i}`, email: shopper.email, phone: shopper.phone, passwordHash: 'not-a-hash' });
        known.push(shopper.email);
      }
    });

    it('answers the same, byte for byte, for an account and for no account', async () => {
      const forAccount = await api.post('auth/forgot-password', { email: known[TRIES], reCaptchaToken: CAPTCHA });
      const forNobody = await api.post('auth/forgot-password', { email: 'nobody.at.all@example.com', reCaptchaToken: CAPTCHA });
      expect(forNobody.statusCode).toBe(forAccount.statusCode);
      expect(forNobody.body).toBe(forAccount.body);
      expect(await api.lastMessage(known[TRIES]!)).not.toBeNull();
      expect(await api.lastMessage('nobody.at.all@example.com')).toBeNull();
    });

    it('takes as long for no account as for an account (median of interleaved tries)', async () => {
      const forAccount: number[] = [];
      const forNobody: number[] = [];
      for (let i = 0; i < TRIES; i += 1) {
        for (const [times, email] of [
          [forAccount, known[i]!],
          [forNobody, `ghost.${i}.${Date.now()}@example.com`],
        ] as const) {
          const started = performance.now();
          const answer = await api.post('auth/forgot-password', { email, reCaptchaToken: CAPTCHA });
          times.push(performance.now() - started);
          expect(answer.statusCode).toBe(200);
        }
      }
      expectSameTime(forAccount, forNobody, FORGOT_PASSWORD_MIN_MS);
    }, 60_000);
  });
});
