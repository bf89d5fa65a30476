import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  return inserted!;
}

export interface AuditFilter {
  actorId?: number;
  entityType?: string;
  entityId?: string;
  action?: string;
  since?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.actorId !== undefined ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.entityType !== undefined ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId !== undefined ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action !== undefined ? eq(auditLog.action, filter.action) : undefined,
    filter.since !== undefined ? gte(auditLog.createdAt, filter.since) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the log, newest first, and how many entries match in all. */
export async function listAuditRows(db: Executor, filter: AuditFilter, window: { offset: number; limit: number }) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).offset(window.offset).limit(window.limit),
    db.select({ count: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
