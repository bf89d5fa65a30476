import type { ContentItem, ContentOverview, DraftView } from '@/shared/contracts/content-editing';
import { contentKey } from '@/shared/content-keys';
import type { EditableKind } from '@/shared/content-rules';
import { type LatestVersion, staleOf } from '@/shared/content-stale';
import { instantToStoreTime, storeTimeToInstant, storeTimeZone } from '@/shared/store-time';
import { MAX_QUANTITY_PER_LINE } from '@/shared/constants';
import type { Database } from '../../../../db/client';
import { AppError, badRequest } from '../../../../lib/app-error';
import { listSubsiteFacts } from '../../../../lib/site-directory';
import { listEntryTimes } from '../content-repository';
import { type AuditActor, recordAudit } from '../../../admin/audit';
import { checkPayload, listStoreImages } from './content-check';
import { type DraftRow, deleteDraft, findDraft, findLatestVersion, listDrafts, listVersions, saveDraftRow, setDraftSchedule, type VersionRow } from './editorial-repository';
import type { EditableEntry } from './entry-key';
import { currentPayload } from './publishing';

const LANGUAGE_FREE_KINDS: ReadonlySet<string> = new Set(['productCartSettings']);

export interface EditorialContext {
  db: Database;
  returnWindowDays: number;
}

/** The draft as the workspace shows it; `latest` is the item's newest published version (for the stale warning). */
export function draftView(draft: DraftRow, storeCode: string, latest: VersionRow | null): DraftView {
  const zone = storeTimeZone(storeCode);
  return {
    payload: draft.payload,
    baseVersion: draft.baseVersion,
    authorEmail: draft.authorEmail,
    updatedAt: draft.updatedAt.toISOString(),
    publishAt: draft.publishAt?.toISOString() ?? null,
    publishAtStoreTime: draft.publishAt ? instantToStoreTime(draft.publishAt, zone) : null,
    timeZone: zone,
    stale: staleOf(draft.baseVersion, latest && { ...latest, source: latest.source as LatestVersion['source'] }),
  };
}

/** One item for the workspace: what shoppers see, the draft, the history, the store's images. */
export async function getItem({ db, returnWindowDays }: EditorialContext, entry: EditableEntry): Promise<ContentItem> {
  const [published, draft, versions, images] = await Promise.all([
    currentPayload(db, entry, returnWindowDays),
    findDraft(db, entry.entry),
    listVersions(db, entry.entry),
    listStoreImages(db, entry.entry.subsiteId),
  ]);
  return {
    key: entry.key,
    kind: entry.kind,
    published,
    publishedVersion: versions[0]?.version ?? null,
    draft: draft ? draftView(draft, entry.storeCode, versions[0] ?? null) : null,
    history: versions.map((version) => ({
      version: version.version,
      source: version.source as ContentItem['history'][number]['source'],
      authorEmail: version.authorEmail,
      publishedAt: version.publishedAt.toISOString(),
      changedFields: version.changedFields as string[],
    })),
    images,
  };
}

/**
 * Saves the one draft of an item after checking it whole (nothing is written when any field is
 * wrong). Figures the settings own are put back as the settings say (RETURN_WINDOW_DAYS, the line limit).
 */
export async function saveDraft({ db, returnWindowDays }: EditorialContext, entry: EditableEntry, payload: unknown, actor: AuditActor): Promise<DraftView> {
  const owned = entry.kind === 'productCartSettings' && payload && typeof payload === 'object' ? { ...payload, returnWindowDays, maxQuantityPerItem: MAX_QUANTITY_PER_LINE } : payload;
  const clean = await checkPayload({ db, kind: entry.kind, subsiteId: entry.entry.subsiteId, payload: owned });
  return db.transaction(async (tx) => {
    const before = await findDraft(tx, entry.entry, { lock: true });
    const latest = await findLatestVersion(tx, entry.entry);
    const saved = await saveDraftRow(tx, {
      ...entry.entry,
      payload: clean,
      // A draft keeps the version it began from until it is published or discarded, so a publish
      // in between stays visible as stale however often the draft is saved again.
      baseVersion: before?.baseVersion ?? latest?.version ?? 0,
      authorId: actor.id,
      authorEmail: actor.email,
      publishAt: before?.publishAt ?? null,
    });
    await recordAudit(tx, actor, { action: 'content.draft.save', entityType: 'content', entityId: entry.key, before: before?.payload ?? null, after: clean });
    return draftView(saved, entry.storeCode, latest);
  });
}

export async function discardDraft({ db }: EditorialContext, entry: EditableEntry, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await findDraft(tx, entry.entry, { lock: true });
    if (!draft) throw new AppError('NOT_FOUND', `${entry.key} has no draft`);
    await deleteDraft(tx, entry.entry);
    await recordAudit(tx, actor, { action: 'content.draft.discard', entityType: 'content', entityId: entry.key, before: draft.payload, after: null });
  });
}

/** Sets (or clears, with null) the time a draft publishes itself, given on the store's clock. */
export async function scheduleDraft({ db }: EditorialContext, entry: EditableEntry, publishAt: string | null, actor: AuditActor, now = new Date()): Promise<DraftView> {
  const zone = storeTimeZone(entry.storeCode);
  const instant = publishAt === null ? null : storeTimeToInstant(publishAt, zone);
  if (publishAt !== null && !instant) throw badRequest(`publishAt: "${publishAt}" is not a time like 2026-11-27T00:00 (${zone})`);
  if (instant && instant.getTime() <= now.getTime()) throw badRequest(`publishAt: ${publishAt} (${zone}) has already passed`);
  return db.transaction(async (tx) => {
    const draft = await setDraftSchedule(tx, entry.entry, instant);
    if (!draft) throw new AppError('NOT_FOUND', `${entry.key} has no draft to schedule`);
    const latest = await findLatestVersion(tx, entry.entry);
    await recordAudit(tx, actor, { action: 'content.schedule', entityType: 'content', entityId: entry.key, after: { publishAt: instant?.toISOString() ?? null, timeZone: zone } });
    return draftView(draft, entry.storeCode, latest);
  });
}

/**
 * Every locale of a website for one kind: published or missing (it then falls back to English), with
 * a draft or not, and whether it was last published before the English one of its store (a
 * translation to redo).
 */
export async function getOverview(db: Database, websiteCode: string, kind: EditableKind): Promise<ContentOverview> {
  const subsites = (await listSubsiteFacts(db)).filter((subsite) => subsite.websiteCode.toUpperCase() === websiteCode.toUpperCase());
  const [drafts, times] = await Promise.all([listDrafts(db, { kind }), listEntryTimes(db, kind)]);
  const timeOf = (subsiteId: number, languageCode: string) => times.find((row) => row.subsiteId === subsiteId && row.languageCode === languageCode)?.updatedAt ?? null;
  const locales = subsites.flatMap((subsite) => {
    const languages = LANGUAGE_FREE_KINDS.has(kind) ? [''] : subsite.languageCodes;
    return languages.map((language) => {
      const updated = timeOf(subsite.id, language);
      const english = language && language !== 'en' ? timeOf(subsite.id, 'en') : null;
      const key = contentKey({ kind, websiteCode, storeCode: subsite.code, language: language || undefined });
      return {
        key,
        locale: language ? `${subsite.code}-${language}` : subsite.code,
        storeCode: subsite.code,
        language,
        missing: kind !== 'stores' && updated === null,
        olderThanEnglish: Boolean(updated && english && updated.getTime() < english.getTime()),
        hasDraft: drafts.some((draft) => draft.subsiteId === subsite.id && draft.languageCode === language),
        publishedAt: updated?.toISOString() ?? null,
      };
    });
  });
  return { websiteCode: websiteCode.toUpperCase(), kind, locales };
}
