import { hash, verify } from '@node-rs/argon2';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import type { SignInAnswer } from '@/shared/contracts/account';
import { AppError } from '../../../lib/app-error';
import { startSession } from '../session/session-service';
import { attemptSucceeded, claimAttempt, failedAttempt } from '../throttle/throttle-service';
import { detailsOf, findUserByUsername, isPhoneVerified, parseUsername } from '../users/user-service';
import type { UserRow } from '../users/user-repository';
import type { AuthContext } from './auth-context';

/** argon2id (the library's `Algorithm.Argon2id`; a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
export const WRONG_CREDENTIALS = M.wrongCredentials;
export const PHONE_NOT_VERIFIED = M.phoneNotVerified;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// Verifying against a real hash when there is no account keeps both answers equally slow.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used-1'));

async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  const stored = user?.passwordHash ?? (await decoy());
  const matches = await verify(stored, password).catch(() => false);
  return Boolean(user?.passwordHash) && matches;
}

/** The lock key of a username: the account when it exists, else the normalised text (no hint either way). */
export function accountKey(user: UserRow | null, username: string): string {
  return user ? `user:${user.id}` : `name:${parseUsername(username)?.value ?? username.trim().toLowerCase()}`;
}

export interface SignInOptions {
  context: AuthContext;
  user: UserRow;
}

/** A session and the answer docs/requirements/service-contract.md#sign-in pins for every successful sign-in. */
export async function signIn({ context, user }: SignInOptions): Promise<SignInAnswer> {
  const { db, secret, systemId } = context;
  const { accessToken, refreshToken } = await startSession({ db, secret, user, systemId });
  return { tokens: { accessToken, refreshToken }, userDetails: await detailsOf(db, user) };
}

export interface LoginOptions {
  context: AuthContext;
  username: string;
  password: string;
}

/**
 * `auth/login`: e-mail or phone with a password. Five failures lock the account (and twenty the
 * address) for 15 minutes; the failure that locks answers the lock at once, with the wait. The
 * attempt is claimed before the password is checked, so a burst of guesses at once gets no more.
 */
export async function login({ context, username, password }: LoginOptions): Promise<SignInAnswer> {
  const { db, ip } = context;
  const user = await findUserByUsername(db, username);
  const account = accountKey(user, username);
  const attempt = await claimAttempt({ db, kind: 'password', account, ip });
  if (!(await passwordMatches(user, password)) || !user) throw failedAttempt(attempt, new AppError('UNAUTHORIZED', WRONG_CREDENTIALS));
  await attemptSucceeded({ db, kind: 'password', account, ip });
  if (!(await isPhoneVerified(db, user.id))) throw new AppError('FORBIDDEN', PHONE_NOT_VERIFIED, { reason: 'phone_not_verified', phone: user.phone });
  return signIn({ context, user });
}
