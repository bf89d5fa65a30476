import { lockedMessage } from '@/shared/account-messages';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { claimHit, clearKey, findActiveLock, recordHit, refundHit } from './throttle-repository';

const MINUTE_MS = 60 * 1000;

/**
 * The abuse limits of issue 4. Failures are counted per account and per client address; an
 * address gets more room because many shoppers may share one (offices, mobile carriers).
 */
export const LIMITS = {
  /** Wrong passwords or codes for one account: 5 in 15 minutes lock it for 15 minutes. */
  account: { limit: 5, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** Wrong passwords or codes from one address: 20 in 15 minutes lock it for 15 minutes. */
  address: { limit: 20, windowMs: 15 * MINUTE_MS, lockMs: 15 * MINUTE_MS },
  /** Codes sent to one recipient: 5 an hour. */
  sendsPerRecipient: { limit: 5, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
  /** Codes and reset links asked for from one address: 20 an hour. */
  sendsPerAddress: { limit: 20, windowMs: 60 * MINUTE_MS, lockMs: 60 * MINUTE_MS },
} as const;

export type AttemptKind = 'password' | 'otp';

export const throttleKeys = {
  account: (kind: AttemptKind, who: string) => `${kind}:account:${who}`,
  address: (kind: AttemptKind, ip: string) => `${kind}:ip:${ip}`,
  sendsTo: (recipient: string) => `send:to:${recipient}`,
  sendsFrom: (ip: string) => `send:ip:${ip}`,
};

/** "Too many attempts. Try again in 15 minutes." with the wait in the details too. */
export function lockedError(until: Date, what = 'failed attempts'): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', lockedMessage(Math.ceil(seconds / 60), what), { retryAfterSeconds: seconds, lockedUntil: until.toISOString() });
}

export interface AttemptOptions {
  db: Executor;
  kind: AttemptKind;
  /** The account's stable key (user id, or the normalised username when there is no account). */
  account: string;
  /** null: no per-address limit (loopback outside production, see auth-routes). */
  ip: string | null;
}

/** The lock in force on a key that refused a claim (its window's end when the lock itself has just run out). */
async function refusal(db: Executor, key: string, lockMs: number): Promise<AppError> {
  return lockedError((await findActiveLock(db, [key])) ?? new Date(Date.now() + lockMs));
}

/** One claimed attempt: the lock it set when it was the last one allowed. */
export interface Attempt {
  lockedUntil: Date | null;
}

/**
 * Claims one attempt on the account (and the address) BEFORE the password or code is checked: one
 * conditional write per key that counts and decides together, so a burst of concurrent guesses
 * gets at most the limit checked and the rest a 429 with the wait (issue 12).
 */
export async function claimAttempt({ db, kind, account, ip }: AttemptOptions): Promise<Attempt> {
  const accountKey = throttleKeys.account(kind, account);
  const byAccount = await claimHit(db, { key: accountKey, ...LIMITS.account });
  if (!byAccount) throw await refusal(db, accountKey, LIMITS.account.lockMs);
  if (!ip) return { lockedUntil: byAccount.lockedUntil };
  const addressKey = throttleKeys.address(kind, ip);
  const byAddress = await claimHit(db, { key: addressKey, ...LIMITS.address });
  if (!byAddress) {
    // Nothing was checked: the account's attempt is given back.
    await refundHit(db, { key: accountKey, limit: LIMITS.account.limit });
    throw await refusal(db, addressKey, LIMITS.address.lockMs);
  }
  return { lockedUntil: byAccount.lockedUntil ?? byAddress.lockedUntil };
}

/** A wrong password or code: the attempt that used the last one answers the lock at once, with the wait. */
export function failedAttempt(attempt: Attempt, error: unknown): unknown {
  return attempt.lockedUntil ? lockedError(attempt.lockedUntil) : error;
}

/** A success: the account's count starts again; the address gets its attempt back (it counts failures only). */
export async function attemptSucceeded({ db, kind, account, ip }: AttemptOptions): Promise<void> {
  await clearKey(db, throttleKeys.account(kind, account));
  if (ip) await refundHit(db, { key: throttleKeys.address(kind, ip), limit: LIMITS.address.limit });
}

/** Forgives the account's earlier failures (a password reset). */
export async function clearFailures({ db, kind, account }: Omit<AttemptOptions, 'ip'>): Promise<void> {
  await clearKey(db, throttleKeys.account(kind, account));
}

export interface SendOptions {
  db: Executor;
  recipient: string;
  ip: string | null;
}

/**
 * Counts one message about to be sent to a recipient (normalised phone or e-mail) in one statement;
 * the lock's end when the recipient has had `sendsPerRecipient` this hour. Every sender of codes
 * uses it (sign-in and sign-up codes, cash-on-delivery codes), each under its own purpose.
 */
export async function countMessageTo({ db, recipient }: Omit<SendOptions, 'ip'>): Promise<Date | null> {
  // The limit + 1: the hit that exceeds the limit is the one refused (and it starts the lock).
  const byRecipient = await recordHit(db, { key: throttleKeys.sendsTo(recipient), ...LIMITS.sendsPerRecipient, limit: LIMITS.sendsPerRecipient.limit + 1 });
  return byRecipient.lockedUntil;
}

/** Counts one code or link sent; 429 when the recipient or the address has had too many this hour. */
export async function countSend({ db, recipient, ip }: SendOptions): Promise<void> {
  const byRecipient = await countMessageTo({ db, recipient });
  const byAddress = ip ? await recordHit(db, { key: throttleKeys.sendsFrom(ip), ...LIMITS.sendsPerAddress, limit: LIMITS.sendsPerAddress.limit + 1 }) : null;
  const until = byRecipient ?? byAddress?.lockedUntil ?? null;
  if (until) throw lockedError(until, 'codes requested');
}
