import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../../db/client';
import type { AuditActor } from '../../../admin/audit';
import { claimDueDrafts } from './editorial-repository';
import { type EditableEntry, resolveEntry } from './entry-key';
import { publishOne } from './publishing';
import { contentKey } from '@/shared/content-keys';
import { listSubsiteFacts } from '../../../../lib/site-directory';

/** Scheduled publications are the system's act, on behalf of whoever scheduled them (kept in the draft). */
const SCHEDULER: AuditActor = { id: null, role: 'admin', email: 'scheduler' };

export interface RunScheduledOptions {
  db: Database;
  returnWindowDays: number;
  now?: Date;
}

/**
 * One pass of the scheduled-publishing job: claims the due drafts with `FOR UPDATE SKIP LOCKED` and
 * publishes them in the same transaction, so with several services processes each draft is published
 * by exactly one of them, once. Returns the entries published (their effects follow the commit).
 */
export async function runScheduledPublishing({ db, returnWindowDays, now = new Date() }: RunScheduledOptions): Promise<EditableEntry[]> {
  return db.transaction(async (tx) => {
    const due = await claimDueDrafts(tx, now);
    if (due.length === 0) return [];
    const subsites = await listSubsiteFacts(tx, [...new Set(due.map((draft) => draft.subsiteId))]);
    const published: EditableEntry[] = [];
    for (const draft of due) {
      const subsite = subsites.find((facts) => facts.id === draft.subsiteId);
      if (!subsite) continue;
      const key = contentKey({ kind: draft.kind as never, websiteCode: subsite.websiteCode, storeCode: subsite.code, language: draft.languageCode || undefined });
      const entry = await resolveEntry(tx, key);
      await publishOne(tx, entry, draft, { ...SCHEDULER, email: `scheduler (for ${draft.authorEmail ?? 'unknown'})` }, returnWindowDays, 'schedule');
      published.push(entry);
    }
    return published;
  });
}

export interface ScheduleLoopOptions extends Omit<RunScheduledOptions, 'now'> {
  intervalMs: number;
  log: FastifyBaseLogger;
  afterPublish: (entries: EditableEntry[]) => Promise<unknown>;
}

/** Runs the job every `intervalMs` until stopped; a failed pass is logged and retried next time. */
export function startScheduleLoop({ intervalMs, log, afterPublish, ...options }: ScheduleLoopOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runScheduledPublishing(options)
      .then(async (entries) => {
        if (entries.length > 0) {
          log.info({ keys: entries.map((entry) => entry.key) }, 'scheduled content published');
          await afterPublish(entries);
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, 'scheduled publishing failed; retrying on the next pass'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
