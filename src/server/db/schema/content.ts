import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Editable content (menus, banners, blocks, widgets, settings): the source of truth behind
 * `GET /api/redis/{key}`. One row per kind, subsite and language ('' where language-free).
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    subsiteId: integer('subsite_id').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default(''),
    payload: jsonb('payload').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_entries_key_idx').on(table.kind, table.subsiteId, table.languageCode)],
);

/** Every e-mail and SMS the store sent; readable at /dev/outbox outside production. */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  channel: varchar('channel', { length: 10 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
