import { createHmac } from 'node:crypto';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Database } from '../../../db/client';
import type { Env } from '../../../env';
import { AppError } from '../../../lib/app-error';
import { claimCaptcha } from './captcha-repository';
import { type RecaptchaClient, createRecaptchaClient } from './recaptcha-client';

/** ALTCHA challenges live this long; a solution is accepted once within it. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** reCAPTCHA v3 scores below this are treated as robots. */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const CAPTCHA_FAILED = M.captchaFailed;

export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** The captcha of docs/requirements/service-contract.md#processes-and-settings's `CAPTCHA_PROVIDER`: challenges (ALTCHA only) and server-side checks. */
export interface CaptchaVerifier {
  readonly provider: Env['CAPTCHA_PROVIDER'];
  /** A fresh ALTCHA challenge; null for the other providers. */
  createChallenge(): Promise<Challenge | null>;
  /** Resolves when the token is good, else throws a 400 naming `reCaptchaToken`. */
  verify(options: { token: string; ip: string }): Promise<void>;
}

export interface CreateCaptchaVerifierOptions {
  env: Env;
  db: Database;
  /** Test double for reCAPTCHA's siteverify (offline here). */
  recaptchaClient?: RecaptchaClient;
  /** Proof-of-work size; smaller in tests. */
  maxNumber?: number;
}

const refused = () => new AppError('BAD_REQUEST', CAPTCHA_FAILED);

/** The ALTCHA key: its own setting, or one derived from TOKEN_SECRET so tokens and captchas never share a key. */
export function altchaKeyOf(env: Env): string {
  return env.ALTCHA_HMAC_KEY ?? createHmac('sha256', env.TOKEN_SECRET).update('altcha-hmac-key').digest('hex');
}

function signatureOf(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const signature = (payload as { signature?: unknown } | null)?.signature;
    return typeof signature === 'string' && signature.length <= 128 ? signature : null;
  } catch {
    return null;
  }
}

export function createCaptchaVerifier({ env, db, recaptchaClient, maxNumber = 50_000 }: CreateCaptchaVerifierOptions): CaptchaVerifier {
  const provider = env.CAPTCHA_PROVIDER;
  const hmacKey = altchaKeyOf(env);
  const recaptcha = recaptchaClient ?? createRecaptchaClient({ secret: env.RECAPTCHA_SECRET ?? '' });
  return {
    provider,
    createChallenge: async () => {
      if (provider !== 'altcha') return null;
      return createChallenge({ hmacKey, maxnumber: maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
    },
    verify: async ({ token, ip }) => {
      // `off` never reaches production: env.ts refuses it there.
      if (provider === 'off') return;
      if (provider === 'recaptcha') {
        const answer = await recaptcha.verify({ token, remoteIp: ip }).catch(() => null);
        if (!answer?.success || (answer.score ?? 1) < RECAPTCHA_MIN_SCORE) throw refused();
        return;
      }
      const signature = signatureOf(token);
      if (!signature || !(await verifySolution(token, hmacKey, true).catch(() => false))) throw refused();
      // A solved challenge is spent on first use: replaying it is refused like a wrong one.
      if (!(await claimCaptcha(db, { signature, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) }))) throw refused();
    },
  };
}
