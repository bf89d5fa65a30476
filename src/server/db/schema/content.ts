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

/**
 * Drafts of content entries (docs/content-editing.md): at most one per kind, subsite and language.
 * `baseVersion` is the published version the draft started from; `publishAt` schedules it.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    subsiteId: integer('subsite_id').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default(''),
    payload: jsonb('payload').notNull(),
    baseVersion: integer('base_version').notNull().default(0),
    authorId: integer('author_id'),
    authorEmail: varchar('author_email', { length: 254 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('content_drafts_key_idx').on(table.kind, table.subsiteId, table.languageCode)],
);

/** Every published version of every content entry, newest with the highest `version`: the history and the way back. */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    subsiteId: integer('subsite_id').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull().default(''),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    /** `seed` (what was live before the first edit), `publish`, `schedule` or `rollback`. */
    source: varchar('source', { length: 12 }).notNull(),
    /** Top-level fields that differ from the version before. */
    changedFields: jsonb('changed_fields').notNull().default([]),
    authorId: integer('author_id'),
    authorEmail: varchar('author_email', { length: 254 }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('content_versions_key_idx').on(table.kind, table.subsiteId, table.languageCode, table.version)],
);

/** Banner images editors uploaded (re-encoded), served at `/content-images/<id>.<ext>`. */
export const contentImages = pgTable('content_images', {
  id: varchar('id', { length: 36 }).primaryKey(),
  subsiteId: integer('subsite_id').notNull(),
  storageKey: varchar('storage_key', { length: 80 }).notNull(),
  contentType: varchar('content_type', { length: 20 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: varchar('uploaded_by', { length: 254 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
