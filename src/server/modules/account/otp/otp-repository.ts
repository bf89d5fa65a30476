import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { otpCodes } from '../../../db/schema';

/** `new-email` / `new-phone`: the code confirming a profile's new contact (profile/contact-change); fits varchar(10). */
export type OtpPurpose = 'login' | 'signup' | 'new-email' | 'new-phone';
/** `cod`: the checkout's cash-on-delivery code, keyed by the cart id (cod-code-repository.ts). */
type StoredPurpose = OtpPurpose | 'cod';

export interface InsertOtpOptions {
  purpose: StoredPurpose;
  recipient: string;
  userId: number | null;
  codeHash: string;
  expiresAt: Date;
}

/** A new code replaces the recipient's earlier ones of the same purpose. */
export async function replaceOtp(db: Executor, values: InsertOtpOptions): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.purpose, values.purpose), eq(otpCodes.recipient, values.recipient), isNull(otpCodes.consumedAt)));
  await db.insert(otpCodes).values(values);
}

export interface FindOtpOptions {
  purpose: OtpPurpose;
  recipient: string;
}

export async function findLiveOtp(db: Executor, { purpose, recipient }: FindOtpOptions) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.recipient, recipient), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Claims one guess at a live code BEFORE it is compared, in one conditional UPDATE: concurrent
 * guesses queue on the row and at most maxAttempts are ever compared. The guesses made, or null
 * when the code is spent, expired or out of guesses.
 */
export async function claimGuess(db: Executor, { otpId, maxAttempts }: { otpId: number; maxAttempts: number }): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxAttempts), gt(otpCodes.expiresAt, sql`now()`)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** The last wrong guess kills the code. */
export async function killOtp(db: Executor, otpId: number): Promise<void> {
  await db.update(otpCodes).set({ consumedAt: new Date() }).where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)));
}

/** Spends the code; false when another request spent it first. */
export async function consumeOtp(db: Executor, otpId: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
