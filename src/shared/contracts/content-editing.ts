import { z } from 'zod';
import { EDITABLE_KINDS } from '../content-rules';

/** The editors' calls under `/admin/content` (docs/content-editing.md). Payloads follow `CONTENT_SCHEMAS`. */

/**
 * A stale draft: someone published the item (a rollback, a colleague) after this draft began from
 * `baseVersion`. Publishing it asks for `confirmStale` (docs/content-editing.md#stale-drafts).
 */
export const StaleDraft = z.object({
  baseVersion: z.number().int(),
  latestVersion: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  source: z.enum(['seed', 'publish', 'schedule', 'rollback']),
});
export type StaleDraft = z.infer<typeof StaleDraft>;

export const DraftView = z.object({
  payload: z.unknown(),
  /** The published version the draft started from (0: none yet). */
  baseVersion: z.number().int(),
  authorEmail: z.string().nullable(),
  updatedAt: z.string(),
  /** When it publishes itself (ISO instant), and the same on the store's clock. */
  publishAt: z.string().nullable(),
  publishAtStoreTime: z.string().nullable(),
  timeZone: z.string(),
  /** Set when a version was published after the draft began. */
  stale: StaleDraft.nullable(),
});
export type DraftView = z.infer<typeof DraftView>;

export const VersionView = z.object({
  version: z.number().int(),
  source: z.enum(['seed', 'publish', 'schedule', 'rollback']),
  authorEmail: z.string().nullable(),
  publishedAt: z.string(),
  changedFields: z.array(z.string()),
});

export const ContentItem = z.object({
  key: z.string(),
  kind: z.enum(EDITABLE_KINDS),
  /** What shoppers see now; null when the locale has nothing of its own (it shows English). */
  published: z.unknown(),
  publishedVersion: z.number().int().nullable(),
  draft: DraftView.nullable(),
  history: z.array(VersionView),
  /** The store's images an editor may pick (artwork and uploads). */
  images: z.array(z.string()),
});
export type ContentItem = z.infer<typeof ContentItem>;

export const LocaleStatus = z.object({
  key: z.string(),
  locale: z.string(),
  storeCode: z.string(),
  language: z.string(),
  missing: z.boolean(),
  olderThanEnglish: z.boolean(),
  hasDraft: z.boolean(),
  publishedAt: z.string().nullable(),
});
export const ContentOverview = z.object({ websiteCode: z.string(), kind: z.enum(EDITABLE_KINDS), locales: z.array(LocaleStatus) });
export type ContentOverview = z.infer<typeof ContentOverview>;
export type LocaleStatus = z.infer<typeof LocaleStatus>;

export const ContentKeyParam = z.object({ key: z.string().min(1).max(80) });
export const OverviewQuery = z.object({ website: z.string().regex(/^[A-Za-z0-9]{2,10}$/, 'a website code such as SLV'), kind: z.enum(EDITABLE_KINDS) }).strict();
export const SaveDraftBody = z.object({ payload: z.unknown() }).strict();
/** `locale`: this item's draft only; `all`: the drafts of this kind in every store and language of the website, together. */
/** `confirmStale`: publish even a draft someone published over since it began (else 409 naming it). */
export const PublishBody = z.object({ scope: z.enum(['locale', 'all']).default('locale'), confirmStale: z.boolean().default(false) }).strict();
/** The 409's data when stale drafts were refused: which ones, and what was published over them. */
export const StaleRefusal = z.object({ stale: z.array(StaleDraft.extend({ key: z.string() })) });
export type StaleRefusal = z.infer<typeof StaleRefusal>;
export const PublishAnswer = z.object({ published: z.array(z.object({ key: z.string(), version: z.number().int() })), revalidatedPaths: z.array(z.string()) });
export const RollbackBody = z.object({ version: z.number().int().min(1) }).strict();
export const ScheduleBody = z.object({ publishAt: z.string().max(20).nullable() }).strict();

/** A preview link: for yourself (1 hour) or to share with a colleague (a day). */
export const PreviewLinkBody = z.object({ path: z.string().regex(/^\/[^\s]*$/, 'a storefront path starting with /').max(300), share: z.boolean().default(false) }).strict();
export const PreviewLinkAnswer = z.object({ url: z.string(), expiresAt: z.string() });

/** What a page in draft mode reads for one key: the draft where one exists, else what is published. */
export const PreviewContent = z.object({
  payload: z.unknown(),
  draft: z.object({ key: z.string(), authorEmail: z.string().nullable(), updatedAt: z.string() }).nullable(),
});
export type PreviewContent = z.infer<typeof PreviewContent>;

export const UploadedContentImage = z.object({ path: z.string(), contentType: z.string(), size: z.number().int() });
export type UploadedContentImage = z.infer<typeof UploadedContentImage>;
export const ContentImageParams = z.object({ file: z.string().max(60) });
/** Which item (and so which store) the image is for. */
export const ImageUploadQuery = z.object({ key: z.string().min(1).max(80) }).strict();
