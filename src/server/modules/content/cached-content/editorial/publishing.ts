import { changedFields } from '@/shared/content-changes';
import type { Database, Executor } from '../../../../db/client';
import { AppError, badRequest, notFound } from '../../../../lib/app-error';
import { type AuditActor, recordAudit } from '../../../admin/audit';
import { upsertContentEntry } from '../content-repository';
import { loadContent } from '../content-service';
import { type LatestVersion, staleOf, staleRefusalMessage } from '@/shared/content-stale';
import type { StaleRefusal } from '@/shared/contracts/content-editing';
import { type DraftRow, deleteDraft, findDraft, findLatestVersion, findVersion, insertVersion, latestVersionNumber, lockEntryForWriting, type VersionRow } from './editorial-repository';
import type { EditableEntry } from './entry-key';
import { announceChange } from './publish-effects';

/** What shoppers see now for an entry, or null when nothing is published (a locale still missing). */
export async function currentPayload(db: Executor, entry: EditableEntry, returnWindowDays: number): Promise<unknown> {
  try {
    return await loadContent(db as Database, entry.parsed, entry.key, returnWindowDays);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export interface WriteVersionOptions {
  tx: Executor;
  entry: EditableEntry;
  payload: unknown;
  source: 'publish' | 'schedule' | 'rollback';
  actor: AuditActor;
  returnWindowDays: number;
}

/**
 * Makes `payload` the published version of an entry, inside the caller's transaction: the version
 * that was live before the first edit is kept as version 1 (`seed`), the new one gets the next
 * number, the entry shoppers read is replaced, the change is audited and announced to every process.
 */
export async function writeVersion({ tx, entry, payload, source, actor, returnWindowDays }: WriteVersionOptions): Promise<VersionRow> {
  await lockEntryForWriting(tx, entry.key);
  const before = await currentPayload(tx, entry, returnWindowDays);
  let latest = await latestVersionNumber(tx, entry.entry);
  if (latest === 0 && before !== null) {
    await insertVersion(tx, { ...entry.entry, version: 1, payload: before, source: 'seed', changedFields: [], authorId: null, authorEmail: null });
    latest = 1;
  }
  const version = await insertVersion(tx, {
    ...entry.entry,
    version: latest + 1,
    payload,
    source,
    changedFields: changedFields(before, payload),
    authorId: actor.id,
    authorEmail: actor.email,
  });
  await upsertContentEntry({ db: tx, ...entry.entry, payload });
  await recordAudit(tx, actor, { action: `content.${source}`, entityType: 'content', entityId: entry.key, before, after: { version: version.version, payload } });
  await announceChange(tx, entry.key);
  return version;
}

export interface PublishDraftsOptions {
  db: Database;
  entries: EditableEntry[];
  actor: AuditActor;
  returnWindowDays: number;
  source?: 'publish' | 'schedule';
  /** Publish stale drafts too (the editor saw the warning); without it a stale draft is refused with 409. */
  confirmStale?: boolean;
}

/**
 * Publishes the drafts of these entries together: all of them or, if one fails, none. A draft that
 * someone published over since it began is refused (409, `data.stale` lists them) unless confirmed.
 */
export async function publishDrafts({ db, entries, actor, returnWindowDays, source = 'publish', confirmStale = false }: PublishDraftsOptions): Promise<VersionRow[]> {
  if (entries.length === 0) throw badRequest('keys: there is no draft to publish');
  return db.transaction(async (tx) => {
    const drafts: DraftRow[] = [];
    const stale: StaleRefusal['stale'] = [];
    for (const entry of entries) {
      // Held from here, so no rollback slips in between the check and the publish.
      await lockEntryForWriting(tx, entry.key);
      const draft = await findDraft(tx, entry.entry, { lock: true });
      if (!draft) throw new AppError('CONFLICT', `${entry.key} has no draft to publish (published or discarded meanwhile)`);
      const latest = await findLatestVersion(tx, entry.entry);
      const over = staleOf(draft.baseVersion, latest && { ...latest, source: latest.source as LatestVersion['source'] });
      if (over) stale.push({ key: entry.key, ...over });
      drafts.push(draft);
    }
    if (stale.length > 0 && !confirmStale) throw new AppError('CONFLICT', staleRefusalMessage(stale), { stale } satisfies StaleRefusal);
    const versions: VersionRow[] = [];
    for (const [index, entry] of entries.entries()) versions.push(await publishOne(tx, entry, drafts[index]!, actor, returnWindowDays, source));
    return versions;
  });
}

export async function publishOne(tx: Executor, entry: EditableEntry, draft: DraftRow, actor: AuditActor, returnWindowDays: number, source: 'publish' | 'schedule') {
  const version = await writeVersion({ tx, entry, payload: draft.payload, source, actor, returnWindowDays });
  await deleteDraft(tx, entry.entry);
  return version;
}

export interface RollBackOptions {
  db: Database;
  entry: EditableEntry;
  version: number;
  actor: AuditActor;
  returnWindowDays: number;
}

/** Publishes an earlier version again, as a new version (the history only grows). A draft is left as it is. */
export async function rollBack({ db, entry, version, actor, returnWindowDays }: RollBackOptions): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    const earlier = await findVersion(tx, entry.entry, version);
    if (!earlier) throw notFound(`Version ${version} of ${entry.key}`);
    return writeVersion({ tx, entry, payload: earlier.payload, source: 'rollback', actor, returnWindowDays });
  });
}
