import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { contentEntries } from '../../../db/schema';

/**
 * The content entries behind `GET /api/redis/{key}`. The other kinds come from their owners: metal
 * rates from pricing, countries and stores from the catalogue, the sites from src/server/lib/site-directory.ts.
 */

export interface FindContentEntryOptions {
  db: Database;
  kind: string;
  subsiteId: number;
  /** '' for language-free kinds. */
  languageCode: string;
}

export async function findContentEntry({ db, kind, subsiteId, languageCode }: FindContentEntryOptions) {
  const [row] = await db
    .select({ payload: contentEntries.payload })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), eq(contentEntries.subsiteId, subsiteId), eq(contentEntries.languageCode, languageCode)))
    .limit(1);
  return row ? row.payload : undefined;
}

export interface UpsertContentEntryOptions {
  db: Executor;
  kind: string;
  subsiteId: number;
  languageCode: string;
  payload: unknown;
}

/** The published payload shoppers see (publish, schedule and rollback write it). */
export async function upsertContentEntry({ db, kind, subsiteId, languageCode, payload }: UpsertContentEntryOptions): Promise<void> {
  await db
    .insert(contentEntries)
    .values({ kind, subsiteId, languageCode, payload })
    .onConflictDoUpdate({ target: [contentEntries.kind, contentEntries.subsiteId, contentEntries.languageCode], set: { payload, updatedAt: new Date() } });
}

/** When each subsite and language's entry of a kind was last written (the workspace's locale status). */
export async function listEntryTimes(db: Executor, kind: string) {
  return db
    .select({ subsiteId: contentEntries.subsiteId, languageCode: contentEntries.languageCode, updatedAt: contentEntries.updatedAt })
    .from(contentEntries)
    .where(eq(contentEntries.kind, kind));
}
