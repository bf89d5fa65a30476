import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@/shared/constants';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { parseRole } from '@/shared/roles';
import { type Role, signAccessToken, verifyAccessToken } from './access-token';
import {
  claimRefreshToken,
  findRefreshTokenRow,
  findSessionRow,
  findUserRow,
  insertRefreshToken,
  insertSession,
  revokeSession,
  type UserRow,
} from './session-repository';

/** A session (and so its refresh tokens) ends this long after sign-in, however often it refreshes. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const invalidUser = () => new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidUser);

export const roleOf = (user: Pick<UserRow, 'role'>): Role => parseRole(user.role);

interface IssueOptions {
  db: Executor;
  secret: string;
  user: Pick<UserRow, 'id' | 'role'>;
  sessionId: string;
}

/** A fresh access token and a new refresh token of the session's family. */
async function issueTokens({ db, secret, user, sessionId }: IssueOptions): Promise<Tokens> {
  const tokenId = randomId(16);
  const tokenSecret = randomId(32);
  await insertRefreshToken(db, { id: tokenId, sessionId, secretHash: sha256(tokenSecret) });
  const accessToken = await signAccessToken({ secret, userId: user.id, role: roleOf(user), sessionId });
  return { accessToken, refreshToken: `${tokenId}.${tokenSecret}` };
}

export interface StartSessionOptions {
  db: Executor;
  secret: string;
  user: Pick<UserRow, 'id' | 'role'>;
  systemId?: string | null;
}

/** Signs a user in: a new session (the refresh-token family) and its first tokens. */
export async function startSession({ db, secret, user, systemId = null }: StartSessionOptions): Promise<Tokens & { sessionId: string }> {
  const sessionId = randomId(18);
  await insertSession(db, { id: sessionId, userId: user.id, systemId: systemId?.slice(0, 200) ?? null, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return { ...(await issueTokens({ db, secret, user, sessionId })), sessionId };
}

export interface RefreshSessionOptions {
  db: Database;
  secret: string;
  refreshToken: string;
  accessToken: string;
}

function parseRefreshToken(token: string): { tokenId: string; tokenSecret: string } | null {
  const [tokenId, tokenSecret, ...rest] = token.split('.');
  if (!tokenId || !tokenSecret || rest.length > 0) return null;
  return { tokenId, tokenSecret };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Rotation: a refresh token works once and gives a new pair. A token presented a second time
 * means it was copied, so its whole family (the session) is revoked and both holders must sign
 * in again. The access token (expired is fine) must belong to the same session.
 */
export async function refreshSession({ db, secret, refreshToken, accessToken }: RefreshSessionOptions): Promise<Tokens> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) throw invalidUser();
  const row = await findRefreshTokenRow(db, parsed.tokenId);
  if (!row || !sameHash(row.secretHash, sha256(parsed.tokenSecret))) throw invalidUser();
  const claims = await verifyAccessToken({ secret, token: accessToken, allowExpired: true });
  if (!claims || claims.sessionId !== row.sessionId) throw invalidUser();
  const session = await findSessionRow(db, row.sessionId);
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw invalidUser();
  const user = await findUserRow(db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.noUser);
  // The claim is atomic: of two concurrent uses exactly one wins; the other is a reuse.
  if (row.usedAt || !(await claimRefreshToken(db, row.id))) {
    await revokeSession(db, { sessionId: row.sessionId, reason: 'refresh_reuse' });
    // The message stays the pinned 'Invalid User' (the storefront matches it); the reason rides along.
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidUser, { reason: 'refresh_token_reused' });
  }
  return issueTokens({ db, secret, user, sessionId: row.sessionId });
}
