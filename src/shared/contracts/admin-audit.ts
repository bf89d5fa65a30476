import { z } from 'zod';
import { ROLES } from '../roles';
import { dbIdText } from './ids';
import { pageOf, PageFields, pageWindow, pageWindowError } from './paging';
import { queryText } from './text';

/**
 * `GET /admin/audit` (admins only): the audit log, newest first (docs/requirements/roles.md#the-audit-log).
 * Filters by who acted, what kind of thing changed and which one, and since when.
 */
export const AuditListQuery = PageFields.omit({ searchKey: true })
  .extend({
    actorID: dbIdText().optional(),
    entityType: queryText(40).optional(),
    entityID: queryText(120).optional(),
    action: queryText(60).optional(),
    /** ISO 8601: entries at or after this moment. */
    since: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine(pageWindow, pageWindowError);
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditEntry = z.object({
  auditID: z.number().int(),
  actorID: z.number().int().nullable(),
  actorRole: z.enum(ROLES),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityID: z.string(),
  /** The values before and after the change, as the acting module recorded them (null where none). */
  before: z.unknown(),
  after: z.unknown(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
