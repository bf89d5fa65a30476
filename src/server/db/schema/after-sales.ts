import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orderLines, orders } from './orders';

/**
 * After the order (issue 6): returns (RMA) with their lines and history, uploaded images, and
 * refunds. Money is integer minor units of the order's currency, like the orders tables.
 */

/** A return request for some units of some lines of one delivered order. */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    /** What the shopper sees: `RMA-SLV-IN-100042-1`. */
    number: varchar('number', { length: 40 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `requested`, `need_more_info`, `approved`, `rejected`, `received`, `refunded`. */
    status: varchar('status', { length: 20 }).notNull(),
    reasonCode: varchar('reason_code', { length: 30 }).notNull(),
    comment: text('comment').notNull().default(''),
    /** Staff's latest question while `need_more_info`. */
    staffNote: text('staff_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('returns_user_idx').on(table.userId, table.createdAt), index('returns_order_idx').on(table.orderId), index('returns_status_idx').on(table.status)],
);

export const returnLines = pgTable(
  'return_lines',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Set by staff on approval; may be fewer than requested. */
    approvedQuantity: integer('approved_quantity'),
    /** What the received units are worth (their share of the line total), set on receipt. */
    refundMinor: bigint('refund_minor', { mode: 'number' }),
  },
  (table) => [uniqueIndex('return_lines_return_line_idx').on(table.returnId, table.orderLineId)],
);

/** The history of a return: each move, with who made it, the note and the images sent with it. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    actorType: varchar('actor_type', { length: 10 }).notNull(),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    imageIds: jsonb('image_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.createdAt)],
);

/**
 * An uploaded file (return photos). The bytes live in a `Storage` (disk under DATA_DIR/uploads, or
 * an S3-compatible store) under `storage_key`, a name the services chose: a client's file name is
 * never used as a path. `return_id` is set once the image is attached to a return.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull().unique(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_idx').on(table.userId, table.createdAt), index('uploads_return_idx').on(table.returnId)],
);

/**
 * Money given back on an order: to store credit (a ledger credit written in the same transaction:
 * `completed`) or to the original payment (`pending` until the payment provider executes it).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnId: integer('return_id').references(() => returns.id, { onDelete: 'set null' }),
    /** `cancellation` or `return`. */
    source: varchar('source', { length: 14 }).notNull(),
    /** `store_credit` or `original_payment`. */
    method: varchar('method', { length: 20 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** `completed` or `pending` (the provider has still to execute a card refund). */
    status: varchar('status', { length: 10 }).notNull(),
    /** The provider's refund id once executed. */
    providerRef: varchar('provider_ref', { length: 100 }),
    actorType: varchar('actor_type', { length: 10 }).notNull(),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_order_idx').on(table.orderId), index('refunds_pending_idx').on(table.status)],
);
