import { createHmac, randomInt } from 'node:crypto';
import { ACCOUNT_MESSAGES as M, cooldownMessage } from '@/shared/account-messages';
import { type MessageText } from '@/shared/message-templates/message-text';
import { otpMessage } from '@/shared/message-templates/account-templates';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Notify } from '../../outbox';
import { countSend } from '../throttle/throttle-service';
import { findActiveLock, recordHit } from '../throttle/throttle-repository';
import { claimGuess, consumeOtp, findLiveOtp, killOtp, type OtpPurpose, replaceOtp } from './otp-repository';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_INVALID_MESSAGE = M.otpInvalid;

/** Codes are kept as an HMAC: six digits are too few for a plain hash to hide them. */
export const hashCode = (secret: string, code: string) => createHmac('sha256', secret).update(`otp:${code}`).digest('hex');

export interface SendOtpOptions {
  db: Executor;
  notify: Notify;
  secret: string;
  purpose: OtpPurpose;
  /** Normalised e-mail or phone. */
  recipient: string;
  channel: 'email' | 'sms';
  userId: number | null;
  ip: string | null;
  /** False when there is no account: every limit still applies, but nothing is sent (no enumeration). */
  deliver: boolean;
  /** The language the code is written in (the request's `Accept-Language`). */
  languageCode: string;
  /** The words around the code when they are not a sign-up or sign-in code's. */
  message?: (code: string) => MessageText;
}

/** Wait before another code for this recipient may be asked for; the same whether the account exists or not. */
async function assertCooldownOver(db: Executor, key: string): Promise<void> {
  const until = await findActiveLock(db, [key]);
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  throw new AppError('TOO_MANY_REQUESTS', cooldownMessage(seconds), { retryAfterSeconds: seconds });
}

/** Issues a 6-digit code valid for 5 minutes and sends it; a resend waits 60 seconds. */
export async function sendOtp(options: SendOtpOptions): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { db, notify, secret, purpose, recipient, channel, userId, ip, deliver, languageCode } = options;
  const cooldownKey = `cooldown:${purpose}:${recipient}`;
  await assertCooldownOver(db, cooldownKey);
  await countSend({ db, recipient, ip });
  await recordHit(db, { key: cooldownKey, limit: 1, windowMs: OTP_RESEND_SECONDS * 1000, lockMs: OTP_RESEND_SECONDS * 1000 });
  if (deliver) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await replaceOtp(db, { purpose, recipient, userId, codeHash: hashCode(secret, code), expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000) });
    const text = options.message?.(code) ?? otpMessage(languageCode, { purpose: purpose === 'signup' ? 'signup' : 'login', code });
    await notify({ to: recipient, channel, ...text }, { executor: db });
  }
  return { resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
}

export interface CheckOtpOptions {
  db: Executor;
  secret: string;
  purpose: OtpPurpose;
  recipient: string;
  code: string;
}

/**
 * Spends a right code and returns its row; a wrong, expired or used code is one answer (401),
 * and the fifth guess that is wrong kills the code. Lockouts per account and address are the caller's.
 */
export async function checkOtp({ db, secret, purpose, recipient, code }: CheckOtpOptions) {
  const row = await findLiveOtp(db, { purpose, recipient });
  const invalid = () => new AppError('UNAUTHORIZED', OTP_INVALID_MESSAGE);
  if (!row) throw invalid();
  // The guess is counted before the comparison, so concurrent guesses cannot outnumber the limit.
  const guesses = await claimGuess(db, { otpId: row.id, maxAttempts: OTP_MAX_ATTEMPTS });
  if (guesses === null) throw invalid();
  if (row.codeHash !== hashCode(secret, code)) {
    if (guesses >= OTP_MAX_ATTEMPTS) await killOtp(db, row.id);
    throw invalid();
  }
  if (!(await consumeOtp(db, row.id))) throw invalid();
  return row;
}

