import { lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { usedCaptchas } from '../../../db/schema';

export interface ClaimCaptchaOptions {
  signature: string;
  expiresAt: Date;
}

/** Records a redeemed challenge; false when it was redeemed before. Old records are swept on the way. */
export async function claimCaptcha(db: Executor, { signature, expiresAt }: ClaimCaptchaOptions): Promise<boolean> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const inserted = await db.insert(usedCaptchas).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}
