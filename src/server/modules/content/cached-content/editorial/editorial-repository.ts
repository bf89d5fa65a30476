import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { contentDrafts, contentImages, contentVersions } from '../../../../db/schema';

/** Drafts, published versions and uploaded images of content entries (owner: content/cached-content). */
export interface EntryKey {
  kind: string;
  subsiteId: number;
  /** '' for language-free kinds. */
  languageCode: string;
}

export type DraftRow = typeof contentDrafts.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;

const draftOf = (key: EntryKey) => and(eq(contentDrafts.kind, key.kind), eq(contentDrafts.subsiteId, key.subsiteId), eq(contentDrafts.languageCode, key.languageCode));
const versionsOf = (key: EntryKey) => and(eq(contentVersions.kind, key.kind), eq(contentVersions.subsiteId, key.subsiteId), eq(contentVersions.languageCode, key.languageCode));

/** The draft of an entry; `lock` holds it until the transaction ends (publish and discard take it first). */
export async function findDraft(db: Executor, key: EntryKey, { lock = false } = {}): Promise<DraftRow | null> {
  const query = db.select().from(contentDrafts).where(draftOf(key)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listDrafts(db: Executor, { kind, subsiteIds }: { kind?: string; subsiteIds?: number[] } = {}): Promise<DraftRow[]> {
  const rows = await db.select().from(contentDrafts).where(kind ? eq(contentDrafts.kind, kind) : undefined).orderBy(asc(contentDrafts.id));
  return subsiteIds ? rows.filter((row) => subsiteIds.includes(row.subsiteId)) : rows;
}

export interface SaveDraftRow extends EntryKey {
  payload: unknown;
  baseVersion: number;
  authorId: number | null;
  authorEmail: string | null;
  publishAt: Date | null;
}

/** Writes the one draft of an entry (creating or replacing it). */
export async function saveDraftRow(db: Executor, row: SaveDraftRow): Promise<DraftRow> {
  const set = { payload: row.payload, baseVersion: row.baseVersion, authorId: row.authorId, authorEmail: row.authorEmail, publishAt: row.publishAt, updatedAt: new Date() };
  const [saved] = await db
    .insert(contentDrafts)
    .values({ ...row })
    .onConflictDoUpdate({ target: [contentDrafts.kind, contentDrafts.subsiteId, contentDrafts.languageCode], set })
    .returning();
  return saved!;
}

export async function deleteDraft(db: Executor, key: EntryKey): Promise<void> {
  await db.delete(contentDrafts).where(draftOf(key));
}

export async function setDraftSchedule(db: Executor, key: EntryKey, publishAt: Date | null): Promise<DraftRow | null> {
  const [row] = await db.update(contentDrafts).set({ publishAt }).where(draftOf(key)).returning();
  return row ?? null;
}

/**
 * Claims the drafts due for publishing: `FOR UPDATE SKIP LOCKED`, so when several services
 * processes run the job at once each due draft goes to exactly one of them (the others skip it),
 * and it stays claimed until the claiming transaction publishes (and deletes) it.
 */
export async function claimDueDrafts(db: Executor, now: Date, limit = 20): Promise<DraftRow[]> {
  return db
    .select()
    .from(contentDrafts)
    .where(and(isNotNull(contentDrafts.publishAt), lte(contentDrafts.publishAt, now)))
    .orderBy(asc(contentDrafts.publishAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function listVersions(db: Executor, key: EntryKey): Promise<VersionRow[]> {
  return db.select().from(contentVersions).where(versionsOf(key)).orderBy(desc(contentVersions.version));
}

export async function findVersion(db: Executor, key: EntryKey, version: number): Promise<VersionRow | null> {
  const [row] = await db.select().from(contentVersions).where(and(versionsOf(key), eq(contentVersions.version, version))).limit(1);
  return row ?? null;
}

/**
 * Holds the entry for the rest of the caller's transaction: two writers of one entry (a publish and
 * a rollback, two rollbacks) take version numbers one after the other instead of colliding.
 */
export async function lockEntryForWriting(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`content:${key}`}))`);
}

/** The newest version of an entry, null when it has none yet. */
export async function findLatestVersion(db: Executor, key: EntryKey): Promise<VersionRow | null> {
  const [row] = await db.select().from(contentVersions).where(versionsOf(key)).orderBy(desc(contentVersions.version)).limit(1);
  return row ?? null;
}

/** The newest version number of an entry, 0 when it has none yet. */
export async function latestVersionNumber(db: Executor, key: EntryKey): Promise<number> {
  const [row] = await db.select({ latest: sql<number | null>`max(${contentVersions.version})` }).from(contentVersions).where(versionsOf(key));
  return Number(row?.latest ?? 0);
}

export interface InsertVersionRow extends EntryKey {
  version: number;
  payload: unknown;
  source: 'seed' | 'publish' | 'schedule' | 'rollback';
  changedFields: string[];
  authorId: number | null;
  authorEmail: string | null;
}

export async function insertVersion(db: Executor, row: InsertVersionRow): Promise<VersionRow> {
  const [saved] = await db.insert(contentVersions).values(row).returning();
  return saved!;
}

export type ImageRow = typeof contentImages.$inferSelect;

export async function insertImage(db: Executor, row: typeof contentImages.$inferInsert): Promise<void> {
  await db.insert(contentImages).values(row);
}

export async function findImage(db: Executor, id: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.id, id)).limit(1);
  return row ?? null;
}

export async function listImages(db: Executor, subsiteId: number): Promise<ImageRow[]> {
  return db.select().from(contentImages).where(eq(contentImages.subsiteId, subsiteId)).orderBy(desc(contentImages.createdAt));
}
