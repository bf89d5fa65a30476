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

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
