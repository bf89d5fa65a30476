import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authSessions, refreshTokens, users } from '../../../db/schema';

export async function findUserRow(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;

export async function findSessionRow(db: Executor, sessionId: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row ?? null;
}

export interface InsertSessionOptions {
  id: string;
  userId: number;
  systemId: string | null;
  expiresAt: Date;
}

export async function insertSession(db: Executor, values: InsertSessionOptions): Promise<void> {
  await db.insert(authSessions).values(values);
}

export interface RevokeSessionOptions {
  sessionId: string;
  reason: string;
}

export async function revokeSession(db: Executor, { sessionId, reason }: RevokeSessionOptions): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export interface RevokeUserSessionsOptions {
  userId: number;
  reason: string;
}

/** Ends every open session of a user (after a password reset). */
export async function revokeUserSessions(db: Executor, { userId, reason }: RevokeUserSessionsOptions): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export interface RevokeOtherSessionsOptions extends RevokeUserSessionsOptions {
  /** The session that stays open: the caller's. */
  keepSessionId: string;
}

/** Ends every open session of a user but the caller's (after the e-mail or phone changed). */
export async function revokeOtherSessions(db: Executor, { userId, keepSessionId, reason }: RevokeOtherSessionsOptions): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId), isNull(authSessions.revokedAt)));
}

export interface InsertRefreshTokenOptions {
  id: string;
  sessionId: string;
  secretHash: string;
}

export async function insertRefreshToken(db: Executor, values: InsertRefreshTokenOptions): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenRow(db: Executor, tokenId: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, tokenId)).limit(1);
  return row ?? null;
}

/** Marks a token used; false when it already was (a concurrent or repeated use). */
export async function claimRefreshToken(db: Executor, tokenId: string): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length === 1;
}
