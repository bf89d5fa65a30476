import { randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { passwordResetMessage } from '@/shared/message-templates/account-templates';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens } from '../../../db/schema';
import { badRequest } from '../../../lib/app-error';
import { withMinimumDuration } from '../../../lib/minimum-duration';
import { revokeUserSessions } from '../session/session-repository';
import { sha256 } from '../session/session-service';
import { clearFailures, countSend } from '../throttle/throttle-service';
import { updateUser } from '../users/user-repository';
import { findUserByUsername, parseUsername } from '../users/user-service';
import type { AuthContext } from './auth-context';
import { hashPassword } from './password-auth';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER = M.forgotPassword;
export const RESET_TOKEN_INVALID = M.resetTokenInvalid;

export interface ForgotPasswordOptions {
  context: AuthContext;
  username: string;
}

/** Forgot-password answers no sooner than this, account or not: above the link's writes on a busy machine. */
export const FORGOT_PASSWORD_MIN_MS = 300;

/**
 * `auth/forgot-password`: the same answer, in the same time, whether or not the account exists;
 * only an account gets a link. The same limits apply either way and the answer waits for the
 * same floor, so neither the words nor the clock tell.
 */
export async function forgotPassword({ context, username }: ForgotPasswordOptions): Promise<void> {
  await withMinimumDuration(FORGOT_PASSWORD_MIN_MS, () => sendResetLink({ context, username }));
}

async function sendResetLink({ context, username }: ForgotPasswordOptions): Promise<void> {
  const { db, notify, ip, storefrontUrl, languageCode } = context;
  const recipient = parseUsername(username)?.value ?? username.trim().toLowerCase();
  await countSend({ db, recipient: `reset:${recipient}`, ip });
  const user = await findUserByUsername(db, username);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = `${storefrontUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
  const byEmail = user.email !== null && !username.trim().startsWith('+');
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.update(passwordResetTokens).set({ usedAt: new Date() }).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await notify(
      {
        to: byEmail ? (user.email ?? '') : (user.phone ?? ''),
        channel: byEmail ? 'email' : 'sms',
        ...passwordResetMessage(languageCode, { link }),
      },
      { executor: tx },
    );
  });
}

export interface ResetPasswordOptions {
  context: AuthContext;
  token: string;
  password: string;
}

/** `auth/reset-password`: spends the token, sets the password, ends every session and lifts the lockouts. */
export async function resetPassword({ context, token, password }: ResetPasswordOptions): Promise<void> {
  const { db } = context;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(RESET_TOKEN_INVALID);
    await updateUser(tx, { userId: claimed.userId, changes: { passwordHash } });
    await revokeUserSessions(tx, { userId: claimed.userId, reason: 'password_reset' });
    await clearFailures({ db: tx, kind: 'password', account: `user:${claimed.userId}` });
    await clearFailures({ db: tx, kind: 'otp', account: `user:${claimed.userId}` });
  });
}
