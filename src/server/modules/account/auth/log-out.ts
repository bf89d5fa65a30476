import type { Executor } from '../../../db/client';
import { findRefreshTokenRow, revokeSession } from '../session/session-repository';
import { sha256 } from '../session/session-service';

export interface LogOutOptions {
  db: Executor;
  /** The bearer token's session, when it was valid. */
  sessionId: string | null;
  /** A refresh token also names its session, so an expired access token does not block signing out. */
  refreshToken: string | null;
}

/** `auth/log-out`: ends the sessions named; always succeeds (signing out twice is not an error). */
export async function logOut({ db, sessionId, refreshToken }: LogOutOptions): Promise<void> {
  if (sessionId) await revokeSession(db, { sessionId, reason: 'logout' });
  const [tokenId, secret] = refreshToken?.split('.') ?? [];
  if (!tokenId || !secret) return;
  const row = await findRefreshTokenRow(db, tokenId);
  if (row && row.secretHash === sha256(secret)) await revokeSession(db, { sessionId: row.sessionId, reason: 'logout' });
}
