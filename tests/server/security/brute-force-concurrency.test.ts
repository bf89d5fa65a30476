import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '@/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { listenOnLoopback } from '../helpers/ports';
import { accountCalls, CAPTCHA } from '../modules/account/account-test-kit';

/**
 * Lockouts under concurrency (issue 12): guesses sent at the same moment over a real HTTP listener
 * (PostgreSQL runs them in parallel; PGlite queues them). The attempt is claimed by one conditional
 * write before the password or code is checked, so a burst gets no more checks than the policy's
 * five. From this machine the per-address limits do not apply outside production (auth-routes),
 * so only the account's lock is in play here.
 *
 * A check that came too late still answers the lock (the failure it records finds it), so the
 * answers alone cannot tell how many guesses were checked: the argon2 verifications are counted
 * (the real library, only counted), and for codes the guesses the code row recorded.
 */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifications += 1;
      return real.verify(...args);
    },
  };
});
let t: TestApp;
let api: ReturnType<typeof accountCalls>;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
  api = accountCalls(t.app);
  base = await listenOnLoopback(t);
}, 120_000);
afterAll(async () => t?.close());

const LOCKED = /^Too many failed attempts\. Please try again in \d+ minutes?\.$/;

async function postOverHttp(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${base}/account/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, reCaptchaToken: CAPTCHA }) });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/** A burst: every request sent at once; answers in the order sent. */
const burst = (bodies: Record<string, unknown>[], path: string) => Promise.all(bodies.map((body) => postOverHttp(path, body)));

/**
 * A burst whose right guesses leave only once five wrong ones have been answered, the rest still in
 * flight. Requests sent at once are not handled in the order sent: on a loaded machine the 16th
 * could be among the first five checked, and a right guess before the lock rightly signs in. Any
 * five answers mean five attempts were claimed (a lock answer means the fifth already was), so the
 * right ones then meet the lock however the rest interleave.
 */
async function burstWithRightOnesLate(bodies: Record<string, unknown>[], path: string, right: number[]) {
  let answered = 0;
  let fiveAnswered!: () => void;
  const five = new Promise<void>((resolve) => (fiveAnswered = resolve));
  return Promise.all(
    bodies.map(async (body, index) => {
      if (right.includes(index)) return five.then(() => postOverHttp(path, body));
      const answer = await postOverHttp(path, body);
      if ((answered += 1) === 5) fiveAnswered();
      return answer;
    }),
  );
}

function tally(answers: { status: number; message: string }[]) {
  return {
    signedIn: answers.filter((answer) => answer.status === 200).length,
    checkedWrong: answers.filter((answer) => answer.status === 401).length,
    locked: answers.filter((answer) => answer.status === 429 && LOCKED.test(answer.message)).length,
  };
}

describe('password sign-in under a burst of guesses', () => {
  it('checks at most 5 of 100 wrong passwords sent at once; every other answer is the lock', async () => {
    argon2.verifications = 0;
    const answers = await burst(
      Array.from({ length: 100 }, (_, index) => ({ username: 'aisha@example.com', password: `Wrong#${index}` })),
      'auth/login',
    );
    const { signedIn, checkedWrong, locked } = tally(answers);
    expect(signedIn).toBe(0);
    // The fifth wrong one answers the lock at once: four "wrong password", then 429s.
    expect(checkedWrong).toBeLessThanOrEqual(4);
    expect(checkedWrong + locked).toBe(100);
    expect(argon2.verifications).toBeLessThanOrEqual(5);
    // The right password is locked out too.
    expect((await api.login('aisha@example.com', 'Shopper#2026')).statusCode).toBe(429);
  });

  it('does not let the right password through at position 16 or 26 of a burst of 30', async () => {
    argon2.verifications = 0;
    const answers = await burstWithRightOnesLate(
      Array.from({ length: 30 }, (_, index) => ({ username: 'staff@example.com', password: index === 15 || index === 25 ? 'Staff#2026!' : `Wrong#${index}` })),
      'auth/login',
      [15, 25],
    );
    expect(answers[15]!.status).toBe(429);
    expect(answers[25]!.status).toBe(429);
    const { signedIn, checkedWrong, locked } = tally(answers);
    expect(signedIn).toBe(0);
    expect(checkedWrong).toBeLessThanOrEqual(4);
    expect(checkedWrong + locked).toBe(30);
    expect(argon2.verifications).toBeLessThanOrEqual(5);
  });
});

describe('code sign-in under a burst of guesses', () => {
  async function codeFor(username: string, from: string): Promise<string> {
    expect((await api.post('auth/login-otp', { username, reCaptchaToken: CAPTCHA }, {}, from)).statusCode).toBe(200);
    return api.lastCode(username);
  }
  /** The guesses compared against the recipient's latest code (the row counts them). */
  const guessesAt = async (recipient: string) =>
    (await t.db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.recipient, recipient)).orderBy(desc(otpCodes.id)).limit(1))[0]?.attempts;
  const wrongCodes = (code: string, count: number) => Array.from({ length: count }, (_, index) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'));

  it('checks at most 5 of 100 wrong codes sent at once; the right code afterwards is locked out', async () => {
    const username = 'shopper@example.com';
    const code = await codeFor(username, '10.40.0.1');
    const answers = await burst(wrongCodes(code, 100).map((otp) => ({ username, otp })), 'auth/otp-verify');
    const { signedIn, checkedWrong, locked } = tally(answers);
    expect(signedIn).toBe(0);
    expect(checkedWrong).toBeLessThanOrEqual(4);
    expect(checkedWrong + locked).toBe(100);
    expect(await guessesAt(username)).toBeLessThanOrEqual(5);
    expect((await api.post('auth/otp-verify', { username, otp: code, reCaptchaToken: CAPTCHA })).statusCode).toBe(429);
  });

  it('does not let the right code through at position 16 or 26 of a burst of 30', async () => {
    const username = '+971501234567';
    const code = await codeFor(username, '10.40.0.2');
    const guesses = wrongCodes(code, 30);
    guesses[15] = code;
    guesses[25] = code;
    const answers = await burstWithRightOnesLate(
      guesses.map((otp) => ({ username, otp })),
      'auth/otp-verify',
      [15, 25],
    );
    expect(answers[15]!.status).toBe(429);
    expect(answers[25]!.status).toBe(429);
    const { signedIn, checkedWrong, locked } = tally(answers);
    expect(signedIn).toBe(0);
    expect(checkedWrong + locked).toBe(30);
    expect(await guessesAt(username)).toBeLessThanOrEqual(5);
  });
});

describe('a success still starts the count again', () => {
  it('lets four wrong passwords, the right one, then four more wrong ones through without a lock', async () => {
    const statuses: number[] = [];
    for (const password of ['W#1', 'W#2', 'W#3', 'W#4', 'Shopper#2026', 'W#5', 'W#6', 'W#7', 'W#8']) statuses.push((await api.login('shopper@example.com', password, '10.41.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401]);
  });

  it('does not count successes against an address (it counts failures only)', async () => {
    const from = '10.42.0.1';
    for (let index = 0; index < 25; index += 1) expect((await api.login('shopper@example.com', 'Shopper#2026', from)).statusCode).toBe(200);
  });
});

describe('notices of a sign-up with a taken e-mail', () => {
  it('go to the owner at most 5 times an hour, however many sign-ups try it; the answers stay alike', async () => {
    const taken = 'aisha@example.com';
    const mailsTo = async () => ((await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(taken)}` })).json() as { messages: unknown[] }).messages.length;
    const before = await mailsTo();
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const phone = `+9170000${String(index).padStart(5, '0')}`;
      statuses.push((await api.post('auth/sign-up', { firstName: 'Eve', lastName: 'X', email: taken, phone, password: 'Diamond#2026', reCaptchaToken: CAPTCHA })).statusCode);
    }
    expect(new Set(statuses).size).toBe(1);
    expect((await mailsTo()) - before).toBe(5);
  });
});
