import { ACCOUNT_MESSAGES as M, lockedMessage } from '@/shared/account-messages';
import { AUTH_MESSAGES } from '@/shared/constants';
import type { SignInAnswer } from '@/shared/contracts/account';
import { accounts, type MockUser, nextNumber, saveAccounts } from '../state/account-store';
import { MockHttpError } from './respond';

/**
 * Sessions of the mocks. Tokens are opaque (`mock-access:<user>:<session>:<n>`), never JWTs;
 * the e2e fixtures expire one by prefixing `expired:` (e2e/fixtures/account-api.ts).
 */
export const LOCK_MINUTES = 15;
const MAX_FAILURES = 5;

export const details = ({ password: _password, ...user }: MockUser) => user;

export function issueTokens(user: MockUser, sid: string): SignInAnswer['tokens'] {
  const refreshToken = `mock-refresh:${sid}:${nextNumber()}`;
  accounts().refreshTokens[refreshToken] = { sid, used: false };
  return { accessToken: `mock-access:${user.userID}:${sid}:${nextNumber()}`, refreshToken };
}

export function signIn(user: MockUser): SignInAnswer {
  const sid = `s${nextNumber()}`;
  accounts().sessions[sid] = { userID: user.userID, revoked: false };
  const answer = { tokens: issueTokens(user, sid), userDetails: details(user) };
  saveAccounts();
  return answer;
}

export const invalidUser = () => new MockHttpError(401, AUTH_MESSAGES.invalidUser);

/** The bearer's user, as the auth plugin decides: 401 Invalid User, or 401 no_user for a deleted one. */
export function userOfBearer(request: Request, { optional = false } = {}): { user: MockUser; sid: string } | null {
  const header = request.headers.get('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) {
    if (optional) return null;
    throw invalidUser();
  }
  const [kind, userID, sid] = token.split(':');
  if (kind !== 'mock-access' || !sid) throw invalidUser();
  const user = accounts().users.find((candidate) => candidate.userID === Number(userID));
  if (!user) throw new MockHttpError(401, AUTH_MESSAGES.noUser);
  const session = accounts().sessions[sid];
  if (!session || session.revoked || session.userID !== user.userID) throw invalidUser();
  return { user, sid };
}

/** The services' optionalUser: a valid token's user, else a guest (a stale token must not break a guest's browsing). */
export function optionalCaller(request: Request): { user: MockUser; sid: string } | null {
  try {
    return userOfBearer(request, { optional: true });
  } catch (error) {
    if (error instanceof MockHttpError && error.status === 401) return null;
    throw error;
  }
}

export function findUserByUsername(username: string): MockUser | undefined {
  const normalised = username.includes('@') ? username.trim().toLowerCase() : username.replace(/[\s\-().]/g, '');
  return accounts().users.find((user) => user.email === normalised || user.phone === normalised);
}

export function assertNotLocked(key: string): void {
  const entry = accounts().failures[key];
  if (entry && entry.lockedUntil > Date.now()) throw new MockHttpError(429, lockedMessage(Math.ceil((entry.lockedUntil - Date.now()) / 60_000)), { retryAfterSeconds: Math.ceil((entry.lockedUntil - Date.now()) / 1000), lockedUntil: new Date(entry.lockedUntil).toISOString() });
}

/** Counts a failure; the fifth locks for 15 minutes and answers the lock at once. */
export function recordFailure(key: string, error: MockHttpError): MockHttpError {
  const entry = accounts().failures[key] ?? { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= MAX_FAILURES) entry.lockedUntil = Date.now() + LOCK_MINUTES * 60_000;
  accounts().failures[key] = entry;
  saveAccounts();
  if (entry.lockedUntil > Date.now()) {
    return new MockHttpError(429, lockedMessage(LOCK_MINUTES), { retryAfterSeconds: LOCK_MINUTES * 60, lockedUntil: new Date(entry.lockedUntil).toISOString() });
  }
  return error;
}

export const wrongCredentials = () => new MockHttpError(401, M.wrongCredentials);
