import type { SignInAnswer } from '@/shared/contracts/account';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { AppError } from '../../../lib/app-error';
import { checkOtp, sendOtp } from '../otp/otp-service';
import { assertNotLocked, clearFailures, lockedError, recordFailure } from '../throttle/throttle-service';
import { insertPendingVerification, insertUser, markPhoneVerified, findUserByEmail, findUserByPhone } from '../users/user-repository';
import { detailsOf, isPhoneVerified, isUniqueViolation } from '../users/user-service';
import type { AuthContext } from './auth-context';
import { hashPassword, signIn } from './password-auth';

export interface SignUpOptions {
  context: AuthContext;
  body: { firstName: string; lastName: string; email: string; phone: string; password: string };
}

/**
 * `auth/sign-up`: creates the account with its phone unverified and sends the phone a code;
 * `auth/signup-phone-otp-verify` with that code signs the shopper in. A taken e-mail or phone
 * is a 409 naming the field (sign-up cannot hide that an account exists).
 */
export async function signUp({ context, body }: SignUpOptions) {
  const { db } = context;
  if (await findUserByEmail(db, body.email)) throw new AppError('CONFLICT', M.signUpEmailTaken);
  if (await findUserByPhone(db, body.phone)) throw new AppError('CONFLICT', M.signUpPhoneTaken);
  const passwordHash = await hashPassword(body.password);
  const user = await db
    .transaction(async (tx) => {
      const created = await insertUser(tx, { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, passwordHash });
      await insertPendingVerification(tx, created.id);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'email or phone: an account with these details already exists');
      throw error;
    });
  const sent = await sendOtp({ ...context, purpose: 'signup', recipient: body.phone, channel: 'sms', userId: user.id, deliver: true });
  return { userDetails: await detailsOf(db, user), otpSent: true, resendAfterSeconds: sent.resendAfterSeconds };
}

export interface SignupOtpOptions {
  context: AuthContext;
  phone: string;
}

/** `auth/signup-phone-otp`: a new code for an account whose phone awaits verification; the same answer otherwise. */
export async function requestSignupOtp({ context, phone }: SignupOtpOptions) {
  const { db } = context;
  const user = await findUserByPhone(db, phone);
  const pending = user !== null && !(await isPhoneVerified(db, user.id));
  return sendOtp({ ...context, purpose: 'signup', recipient: phone, channel: 'sms', userId: user?.id ?? null, deliver: pending });
}

export interface VerifySignupOtpOptions extends SignupOtpOptions {
  otp: string;
}

/** `auth/signup-phone-otp-verify`: the right code verifies the phone and signs in. */
export async function verifySignupOtp({ context, phone, otp }: VerifySignupOtpOptions): Promise<SignInAnswer> {
  const { db, secret, ip } = context;
  const account = `signup:${phone}`;
  await assertNotLocked({ db, kind: 'otp', account, ip });
  const user = await findUserByPhone(db, phone);
  try {
    await checkOtp({ db, secret, purpose: 'signup', recipient: phone, code: otp });
  } catch (error) {
    const lockedUntil = await recordFailure({ db, kind: 'otp', account, ip });
    if (lockedUntil) throw lockedError(lockedUntil);
    throw error;
  }
  if (!user) throw new AppError('UNAUTHORIZED', M.otpInvalid);
  await clearFailures({ db, kind: 'otp', account });
  await markPhoneVerified(db, user.id);
  return signIn({ context, user });
}
