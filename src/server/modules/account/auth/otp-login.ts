import type { SignInAnswer } from '@/shared/contracts/account';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { badRequest } from '../../../lib/app-error';
import { checkOtp, sendOtp } from '../otp/otp-service';
import { attemptSucceeded, claimAttempt, failedAttempt } from '../throttle/throttle-service';
import { findUserByEmail, findUserByPhone } from '../users/user-repository';
import { parseUsername } from '../users/user-service';
import type { AuthContext } from './auth-context';
import { signIn } from './password-auth';

const BAD_USERNAME = M.badUsername;

export interface LoginOtpOptions {
  context: AuthContext;
  username: string;
}

function recipientOf(username: string) {
  const parsed = parseUsername(username);
  if (!parsed) throw badRequest(BAD_USERNAME);
  return parsed;
}

/**
 * `auth/login-otp`: a code by SMS to a phone or by e-mail to an address. The answer is the same
 * whether or not an account exists; without one nothing is sent.
 */
export async function requestLoginOtp({ context, username }: LoginOtpOptions) {
  const { kind, value } = recipientOf(username);
  const user = kind === 'email' ? await findUserByEmail(context.db, value) : await findUserByPhone(context.db, value);
  return sendOtp({ ...context, purpose: 'login', recipient: value, channel: kind === 'email' ? 'email' : 'sms', userId: user?.id ?? null, deliver: user !== null });
}

export interface OtpVerifyOptions extends LoginOtpOptions {
  otp: string;
}

/** `auth/otp-verify`: five wrong codes lock the account for 15 minutes, with the wait in the message; the attempt is claimed before the code is checked. */
export async function verifyLoginOtp({ context, username, otp }: OtpVerifyOptions): Promise<SignInAnswer> {
  const { db, secret, ip } = context;
  const { kind, value } = recipientOf(username);
  const user = kind === 'email' ? await findUserByEmail(db, value) : await findUserByPhone(db, value);
  const account = user ? `user:${user.id}` : `name:${value}`;
  const attempt = await claimAttempt({ db, kind: 'otp', account, ip });
  try {
    await checkOtp({ db, secret, purpose: 'login', recipient: value, code: otp });
  } catch (error) {
    throw failedAttempt(attempt, error);
  }
  await attemptSucceeded({ db, kind: 'otp', account, ip });
  // A code exists only for an account, so a right code always has its user.
  if (!user) throw badRequest(BAD_USERNAME);
  return signIn({ context, user });
}
