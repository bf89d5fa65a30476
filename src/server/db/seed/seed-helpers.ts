import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

const DAY_MS = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** PostgreSQL takes at most 65,535 parameters a statement: big tables go in slices. */
export async function insertInChunks<T extends PgTable>(tx: Executor, table: T, rows: T['$inferInsert'][], size = 500) {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size) as never);
  }
}

export function requireId(map: Map<string, number>, code: string, what: string): number {
  const id = map.get(code);
  if (id === undefined) throw new Error(`Seed data names unknown ${what} "${code}"`);
  return id;
}
