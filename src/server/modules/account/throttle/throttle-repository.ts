import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { authThrottles } from '../../../db/schema';

/** The latest lock among the keys that is still in force, or null. */
export async function findActiveLock(db: Executor, keys: string[]): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, keys), gt(authThrottles.lockedUntil, new Date())));
  const times = rows.map((row) => row.lockedUntil?.getTime() ?? 0);
  return times.length ? new Date(Math.max(...times)) : null;
}

export interface RecordHitOptions {
  key: string;
  limit: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Counts one hit in one statement (concurrent failures cannot both read a stale count): a new
 * window starts when the old one is over; reaching the limit locks the key for lockMs.
 */
export async function recordHit(db: Executor, { key, limit, windowMs, lockMs }: RecordHitOptions): Promise<{ hits: number; lockedUntil: Date | null }> {
  const windowOver = sql`${authThrottles.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000})`;
  const hits = sql`CASE WHEN ${windowOver} THEN 1 ELSE ${authThrottles.failures} + 1 END`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, lockedUntil: limit <= 1 ? sql`now() + make_interval(secs => ${lockMs / 1000})` : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: hits,
        windowStartedAt: sql`CASE WHEN ${windowOver} THEN now() ELSE ${authThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${hits} >= ${limit} THEN now() + make_interval(secs => ${lockMs / 1000}) ELSE ${authThrottles.lockedUntil} END`,
      },
    })
    .returning({ hits: authThrottles.failures, lockedUntil: authThrottles.lockedUntil });
  return { hits: row?.hits ?? 1, lockedUntil: row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null };
}

/**
 * Claims one attempt in one conditional statement that both counts and decides, taken BEFORE the
 * password or code is checked: a key that is locked, or has used its `limit` attempts in the
 * window, changes nothing and gets null. Concurrent requests queue on the key's row, so however
 * many arrive at once, at most `limit` are let through to the check. Reaching the limit locks the
 * key for lockMs (a success clears it, `clearKey`, or gives it back, `refundHit`).
 */
export async function claimHit(db: Executor, { key, limit, windowMs, lockMs }: RecordHitOptions): Promise<{ hits: number; lockedUntil: Date | null } | null> {
  const windowOver = sql`${authThrottles.windowStartedAt} < now() - make_interval(secs => ${windowMs / 1000})`;
  const hits = sql`CASE WHEN ${windowOver} THEN 1 ELSE ${authThrottles.failures} + 1 END`;
  const lockFromNow = sql`now() + make_interval(secs => ${lockMs / 1000})`;
  const rows = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: sql`now()`, lockedUntil: limit <= 1 ? lockFromNow : null })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: hits,
        windowStartedAt: sql`CASE WHEN ${windowOver} THEN now() ELSE ${authThrottles.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${hits} >= ${limit} THEN ${lockFromNow} ELSE NULL END`,
      },
      setWhere: sql`(${authThrottles.lockedUntil} IS NULL OR ${authThrottles.lockedUntil} <= now()) AND (${windowOver} OR ${authThrottles.failures} < ${limit})`,
    })
    .returning({ hits: authThrottles.failures, lockedUntil: authThrottles.lockedUntil });
  const row = rows[0];
  if (!row) return null;
  return { hits: row.hits, lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null };
}

/** Gives back one claimed attempt (a success from an address that counts only failures); below the limit the lock goes. */
export async function refundHit(db: Executor, { key, limit }: { key: string; limit: number }): Promise<void> {
  await db
    .update(authThrottles)
    .set({
      failures: sql`greatest(${authThrottles.failures} - 1, 0)`,
      lockedUntil: sql`CASE WHEN ${authThrottles.failures} - 1 < ${limit} THEN NULL ELSE ${authThrottles.lockedUntil} END`,
    })
    .where(and(eq(authThrottles.key, key), gt(authThrottles.failures, 0)));
}

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
