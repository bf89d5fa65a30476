import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { localisedPaths, pagesShowingKind } from '@/shared/content-publish-pages';
import type { Database, Executor } from '../../../../db/client';
import type { Cache } from '../../../../lib/cache';
import type { Revalidator } from '../../../../lib/revalidator';
import { listSubsiteFacts } from '../../../../lib/site-directory';
import { listRewritePaths } from '../../url-rewrite/url-rewrite-repository';
import { dropContentKey } from '../content-service';
import type { EditableEntry } from './entry-key';

/** The PostgreSQL channel every services process listens on for published content keys. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Tells every services process that a key changed. Sent inside the publishing transaction, so
 * PostgreSQL delivers it only if (and when) the publish commits; each process then drops the key
 * from its own cache (`app.database.listen` in index.ts). With Redis the cache is shared and one drop would
 * do; the notice costs nothing and also covers processes with an in-process cache.
 */
export async function announceChange(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, ${key})`);
}

export interface AfterPublishOptions {
  db: Database;
  cache: Cache;
  revalidator: Revalidator;
  log: FastifyBaseLogger;
  entries: EditableEntry[];
}

/**
 * After a publish commits: the keys leave this process's cache at once (the notice reaches the
 * others), and the storefront regenerates every page showing them in each affected locale. Never
 * throws: a cache that fails expires on its own, a storefront that is down revalidates within 60 s.
 */
export async function afterPublish({ db, cache, revalidator, log, entries }: AfterPublishOptions): Promise<string[]> {
  await Promise.all(entries.map((entry) => dropContentKey({ cache, key: entry.key }).catch((error: unknown) => log.warn({ err: error, key: entry.key }, 'could not drop a published key from the cache'))));
  const paths = new Set<string>();
  for (const entry of entries) {
    const pages = await pagesShowingKind(entry.kind, () => listRewritePaths(db));
    const languages = entry.language ? [entry.language] : await languagesOf(db, entry);
    for (const path of localisedPaths(entry.storeCode, languages, pages)) paths.add(path);
  }
  const list = [...paths];
  if (list.length > 0) await revalidator.revalidate(list);
  return list;
}

async function languagesOf(db: Database, entry: EditableEntry): Promise<string[]> {
  const [facts] = await listSubsiteFacts(db, [entry.entry.subsiteId]);
  return facts?.languageCodes ?? [];
}
