import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { otpCodes } from '../../../db/schema';

export type OtpPurpose = 'login' | 'signup';

export interface InsertOtpOptions {
  purpose: OtpPurpose;
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
export type OtpRow = NonNullable<Awaited<ReturnType<typeof findLiveOtp>>>;

/** One more wrong guess; the code dies at the limit. Returns the attempts made. */
export async function countWrongGuess(db: Executor, { otpId, maxAttempts }: { otpId: number; maxAttempts: number }): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      consumedAt: sql`CASE WHEN ${otpCodes.attempts} + 1 >= ${maxAttempts} THEN now() ELSE ${otpCodes.consumedAt} END`,
    })
    .where(eq(otpCodes.id, otpId))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? maxAttempts;
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
