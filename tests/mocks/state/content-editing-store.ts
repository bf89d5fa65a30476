/**
 * The mocks' drafts and versions of content items (the services keep them in content_drafts and
 * content_versions): enough for the workspace and preview in mock mode. In `npm run start:mock`
 * only the storefront's server holds them: the browser worker relays the editors' calls and content
 * reads to it (handlers/server-relay.ts), so a publish in the browser reaches server-rendered pages.
 */
export interface MockDraft {
  payload: unknown;
  /** The published version the draft began from (0: none yet). */
  baseVersion: number;
  authorEmail: string;
  updatedAt: string;
  publishAt: string | null;
}

export interface MockVersion {
  version: number;
  payload: unknown;
  source: 'seed' | 'publish' | 'schedule' | 'rollback';
  authorEmail: string | null;
  publishedAt: string;
  changedFields: string[];
}

const drafts = new Map<string, MockDraft>();
const versions = new Map<string, MockVersion[]>();
const published = new Map<string, unknown>();

export const contentEditing = {
  draftOf: (key: string) => drafts.get(key) ?? null,
  saveDraft: (key: string, draft: MockDraft) => void drafts.set(key, draft),
  discardDraft: (key: string) => drafts.delete(key),
  listDraftKeys: () => [...drafts.keys()],
  versionsOf: (key: string) => versions.get(key) ?? [],
  /** What an edit made live, over the recorded content. */
  publishedOf: (key: string) => (published.has(key) ? { payload: published.get(key) } : null),
  publish(key: string, before: unknown, version: Omit<MockVersion, 'version' | 'publishedAt'>): MockVersion {
    const list = versions.get(key) ?? [];
    if (list.length === 0 && before !== null) list.unshift({ version: 1, payload: before, source: 'seed', authorEmail: null, publishedAt: new Date().toISOString(), changedFields: [] });
    const next = { ...version, version: (list[0]?.version ?? 0) + 1, publishedAt: new Date().toISOString() };
    list.unshift(next);
    versions.set(key, list);
    published.set(key, version.payload);
    return next;
  },
};

export function resetContentEditingState(): void {
  drafts.clear();
  versions.clear();
  published.clear();
}
