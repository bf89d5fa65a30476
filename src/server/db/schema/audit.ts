import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every change a member of staff, an editor or an admin makes (docs/requirements/roles.md#the-audit-log):
 * who, when, what, and the values before and after. Rows are only ever added. The actor is kept by id
 * and by the role and e-mail they had then, so the log reads the same after a person is removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: varchar('actor_role', { length: 10 }).notNull(),
    actorEmail: varchar('actor_email', { length: 254 }),
    /** A dotted verb: `order.move`, `metal-rate.set`, `content.publish`, … */
    action: varchar('action', { length: 60 }).notNull(),
    /** What was changed: `order`, `return`, `metal-rate`, `content`, `user`, … and its id. */
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 120 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);
