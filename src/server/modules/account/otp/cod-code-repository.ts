import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { otpCodes } from '../../../db/schema';
import { replaceOtp } from './otp-repository';

/**
 * Cash-on-delivery codes live in the account OTP table under purpose `cod`, keyed by the cart id;
 * the checkout sends and checks them (its own resend wait and guesses). Spent with `consumeOtp`.
 */
const PURPOSE = 'cod';

export async function findLatestCodCode(db: Executor, cartId: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, PURPOSE), eq(otpCodes.recipient, cartId)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

/** A new code replaces the cart's earlier live ones. */
export async function replaceCodCode(db: Executor, { cartId, codeHash, expiresAt }: { cartId: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await replaceOtp(db, { purpose: PURPOSE, recipient: cartId, userId: null, codeHash, expiresAt });
}

/** One more wrong guess; the code dies at the limit. */
export async function countWrongCodGuess(db: Executor, { codeId, maxAttempts }: { codeId: number; maxAttempts: number }): Promise<void> {
  await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      consumedAt: sql`CASE WHEN ${otpCodes.attempts} + 1 >= ${maxAttempts} THEN now() ELSE ${otpCodes.consumedAt} END`,
    })
    .where(eq(otpCodes.id, codeId));
}
