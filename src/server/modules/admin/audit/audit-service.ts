import type { AuditEntry, AuditListQuery, AuditPage } from '@/shared/contracts/admin-audit';
import { parseRole, type Role } from '@/shared/roles';
import type { Executor } from '../../../db/client';
import { type AuditRow, insertAuditRow, listAuditRows } from './audit-repository';

/** Who acted: the signed-in member of staff (request.user), or the system for a scheduled job. */
export interface AuditActor {
  id: number | null;
  role: Role;
  email: string | null;
}

/** The actor of a request's signed-in user (the route's preHandler has set it). */
export const actorOf = (user: { id: number; role: Role; email: string | null; phone?: string | null }): AuditActor => ({
  id: user.id,
  role: user.role,
  email: user.email ?? user.phone ?? null,
});

export interface AuditChange {
  /** A dotted verb: `order.move`, `metal-rate.set`, `content.publish`, `user.role`, … */
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one change in the audit log (docs/requirements/roles.md#the-audit-log). Call it with the
 * transaction that makes the change, so the change and its record commit together or not at all.
 */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<void> {
  await insertAuditRow(db, {
    actorId: actor.id,
    actorRole: actor.role,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    auditID: row.id,
    actorID: row.actorId,
    actorRole: parseRole(row.actorRole),
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityID: row.entityId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET /admin/audit`: one page of the log, newest first. */
export async function listAudit(db: Executor, query: AuditListQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditRows(
    db,
    {
      actorId: query.actorID,
      entityType: query.entityType,
      entityId: query.entityID,
      action: query.action,
      since: query.since !== undefined ? new Date(query.since) : undefined,
    },
    { offset: query.limitFrom, limit: query.limitTo - query.limitFrom },
  );
  return { items: rows.map(toEntry), total, limitFrom: query.limitFrom, limitTo: query.limitTo };
}
