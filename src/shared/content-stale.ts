import type { StaleDraft } from './contracts/content-editing';

/**
 * Stale drafts (docs/content-editing.md#stale-drafts): a draft remembers the published version it
 * began from; when a newer version was published since (a rollback, a colleague's publish), the
 * draft would silently replace it. Shared by the services and the mocks, so both say the same.
 */
export interface LatestVersion {
  version: number;
  publishedAt: string | Date;
  authorEmail: string | null;
  source: StaleDraft['source'];
}

export function staleOf(baseVersion: number, latest: LatestVersion | null | undefined): StaleDraft | null {
  if (!latest || latest.version <= baseVersion) return null;
  const publishedAt = typeof latest.publishedAt === 'string' ? latest.publishedAt : latest.publishedAt.toISOString();
  return { baseVersion, latestVersion: latest.version, publishedAt, publishedBy: latest.authorEmail, source: latest.source };
}

/** `2026-11-26 16:59 UTC`: a time a person reads in a message (the data keeps the ISO instant). */
const readableTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** One sentence per stale draft, naming the item, what was published over it, and how to go on. */
export function staleRefusalMessage(stale: (StaleDraft & { key: string })[]): string {
  const each = stale.map((entry) => `${entry.key}: version ${entry.latestVersion} (${entry.source} by ${entry.publishedBy ?? 'the system'}, ${readableTime(entry.publishedAt)}) was published after this draft began from version ${entry.baseVersion}`);
  return `${each.join('; ')}. Publishing would replace it: check the draft against what is live, then confirm to publish anyway (confirmStale).`;
}
