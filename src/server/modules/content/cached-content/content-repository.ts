import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
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
