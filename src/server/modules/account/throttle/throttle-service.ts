import { lockedMessage } from '@/shared/account-messages';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { clearKey, findActiveLock, recordHit } from './throttle-repository';

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

/** 429 with the wait when the account or the address is locked. */
export async function assertNotLocked({ db, kind, account, ip }: AttemptOptions): Promise<void> {
  const keys = [throttleKeys.account(kind, account), ...(ip ? [throttleKeys.address(kind, ip)] : [])];
  const until = await findActiveLock(db, keys);
  if (until) throw lockedError(until);
}

/** Counts a failure on both keys; returns the lock when this failure caused one. */
export async function recordFailure({ db, kind, account, ip }: AttemptOptions): Promise<Date | null> {
  const byAccount = await recordHit(db, { key: throttleKeys.account(kind, account), ...LIMITS.account });
  const byAddress = ip ? await recordHit(db, { key: throttleKeys.address(kind, ip), ...LIMITS.address }) : null;
  return byAccount.lockedUntil ?? byAddress?.lockedUntil ?? null;
}

/** A success forgives the account's earlier failures (the address keeps its count). */
export async function clearFailures({ db, kind, account }: Omit<AttemptOptions, 'ip'>): Promise<void> {
  await clearKey(db, throttleKeys.account(kind, account));
}

export interface SendOptions {
  db: Executor;
  recipient: string;
  ip: string | null;
}

/** Counts one code or link sent; 429 when the recipient or the address has had too many this hour. */
export async function countSend({ db, recipient, ip }: SendOptions): Promise<void> {
  // The limit + 1: the hit that exceeds the limit is the one refused (and it starts the lock).
  const byRecipient = await recordHit(db, { key: throttleKeys.sendsTo(recipient), ...LIMITS.sendsPerRecipient, limit: LIMITS.sendsPerRecipient.limit + 1 });
  const byAddress = ip ? await recordHit(db, { key: throttleKeys.sendsFrom(ip), ...LIMITS.sendsPerAddress, limit: LIMITS.sendsPerAddress.limit + 1 }) : null;
  const until = byRecipient.lockedUntil ?? byAddress?.lockedUntil ?? null;
  if (until) throw lockedError(until, 'codes requested');
}
