import type { SignInAnswer, UserDetails } from '@/shared/contracts/account';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { type ContactKind, signUpAttemptNotice } from '@/shared/account-notices';
import { AppError } from '../../../lib/app-error';
import { withMinimumDuration } from '../../../lib/minimum-duration';
import { checkOtp, sendOtp } from '../otp/otp-service';
import { attemptSucceeded, claimAttempt, countMessageTo, failedAttempt } from '../throttle/throttle-service';
import { insertPendingVerification, insertUser, markPhoneVerified, findUserByEmail, findUserByPhone, reserveUserId } from '../users/user-repository';
import { detailsOf, isPhoneVerified, isUniqueViolation } from '../users/user-service';
import type { AuthContext } from './auth-context';
import { hashPassword, signIn } from './password-auth';

/** Sign-up answers no sooner than this, account or not: above argon2 plus the writes on a busy machine. */
export const SIGN_UP_MIN_MS = 600;

export interface SignUpOptions {
  context: AuthContext;
  body: { firstName: string; lastName: string; email: string; phone: string; password: string };
}

type SignUpBody = SignUpOptions['body'];

/**
 * `auth/sign-up`: creates the account with its phone unverified and sends the phone a code;
 * `auth/signup-phone-otp-verify` with that code signs the shopper in. When the e-mail or phone
 * already has an account, nothing is created and no code goes out: the owner is told someone
 * tried, and the caller gets the very answer of a fresh sign-up (an id from the same sequence,
 * the same limits, the same time), so sign-up cannot be used to learn who has an account.
 */
export async function signUp({ context, body }: SignUpOptions) {
  return withMinimumDuration(SIGN_UP_MIN_MS, async () => {
    const { db } = context;
    const passwordHash = await hashPassword(body.password);
    const taken = await takenContacts(context, body);
    if (taken.length > 0) return answerTaken(context, body, taken);
    const user = await db
      .transaction(async (tx) => {
        const created = await insertUser(tx, { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, passwordHash });
        await insertPendingVerification(tx, created.id);
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
    // Someone took the e-mail or phone a moment ago: answered like any taken one.
    if (!user) return answerTaken(context, body, await takenContacts(context, body));
    const sent = await sendOtp({ ...context, purpose: 'signup', recipient: body.phone, channel: 'sms', userId: user.id, deliver: true });
    return { userDetails: await detailsOf(db, user), otpSent: true, resendAfterSeconds: sent.resendAfterSeconds };
  });
}

/** The e-mail and phone of the sign-up that already belong to an account. */
async function takenContacts({ db }: AuthContext, body: SignUpBody): Promise<{ kind: ContactKind; to: string }[]> {
  const [byEmail, byPhone] = [await findUserByEmail(db, body.email), await findUserByPhone(db, body.phone)];
  return [...(byEmail ? [{ kind: 'email' as const, to: body.email }] : []), ...(byPhone ? [{ kind: 'phone' as const, to: body.phone }] : [])];
}

/** A fresh sign-up's answer without an account: the code's limits apply, the owners get a notice instead. */
async function answerTaken(context: AuthContext, body: SignUpBody, taken: { kind: ContactKind; to: string }[]) {
  const { db, notify, storefrontUrl, languageCode } = context;
  const sent = await sendOtp({ ...context, purpose: 'signup', recipient: body.phone, channel: 'sms', userId: null, deliver: false });
  const forgotPasswordLink = `${storefrontUrl.replace(/\/$/, '')}/forgot-password`;
  for (const { kind, to } of taken) {
    // The per-recipient limit of every message the store sends: past it the notice is left out
    // silently (the answer must not differ), so sign-ups cannot flood an owner's inbox or phone.
    if (await countMessageTo({ db, recipient: `notice:${to}` })) continue;
    await notify({ to, channel: kind === 'email' ? 'email' : 'sms', ...signUpAttemptNotice(languageCode, { kind, forgotPasswordLink }) }, { executor: db });
  }
  const userDetails: UserDetails = {
    userID: await reserveUserId(db),
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    role: 'customer',
    phoneVerified: false,
    subsiteID: null,
  };
  return { userDetails, otpSent: true, resendAfterSeconds: sent.resendAfterSeconds };
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
  const attempt = await claimAttempt({ db, kind: 'otp', account, ip });
  const user = await findUserByPhone(db, phone);
  try {
    await checkOtp({ db, secret, purpose: 'signup', recipient: phone, code: otp });
  } catch (error) {
    throw failedAttempt(attempt, error);
  }
  if (!user) throw new AppError('UNAUTHORIZED', M.otpInvalid);
  await attemptSucceeded({ db, kind: 'otp', account, ip });
  await markPhoneVerified(db, user.id);
  return signIn({ context, user });
}
