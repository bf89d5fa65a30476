import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OrderNote } from '@/shared/message-templates/order-notes';
import { users } from './accounts';
import { productOptions, products } from './catalogue';
import { promotions } from './commerce';
import { subsites } from './sites';

/**
 * Orders and everything that moves money: order lines, the order's history, payments, store
 * credit and promotion redemptions. Money is integer minor units of the order's currency
 * (paise, fils); an order keeps its currency and decimal places, so later changes to the
 * subsite never rewrite an old order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** What the shopper sees and quotes: e.g. `SLV-IN-100042`. */
    number: varchar('number', { length: 30 }).notNull().unique(),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    /** Null for a guest order. */
    userId: integer('user_id').references(() => users.id),
    /** The cart the order was placed from (kept, emptied, so the id still answers). */
    cartId: uuid('cart_id').notNull(),
    /** The `Idempotency-Key` of the submit that placed it: one order per cart and key. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** SHA-256 of the submit's method, path and canonical body: the same key with another body is refused (null before 0007). */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }),
    /** Lets a guest (who has no token) read their own order: sent back as `?key=`. */
    accessKey: varchar('access_key', { length: 64 }).notNull(),
    /** `pending_payment`, `placed`, `confirmed`, `packed`, `shipped`, `delivered`, `cancelled`, `returned`, `refunded`, `payment_failed`. */
    status: varchar('status', { length: 20 }).notNull(),
    /** The `paymentSettingsGroupKey` chosen: `card`, `cod` or `free` (store credit covers it). */
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    /** `pending`, `paid`, `failed`, `cod_due`, `not_required`, `refunded`. */
    paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    decimalPlaces: integer('decimal_places').notNull(),
    languageCode: varchar('language_code', { length: 5 }).notNull(),
    /** Sum of the lines at their prices (tax included), before discounts. */
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    /** Tax included in the total (GST / VAT), the sum of the lines' tax. */
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    /** subtotal − discount + shipping. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Store credit applied at checkout. */
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    /** total − credit: what the chosen payment method collects. */
    amountDueMinor: bigint('amount_due_minor', { mode: 'number' }).notNull(),
    /**
     * What cash on delivery actually collected: the amount due of the order as revised at delivery
     * (units cancelled before dispatch are not paid for). Null until then, and for other ways of
     * paying, whose payment collects `amountDue`.
     */
    collectedMinor: bigint('collected_minor', { mode: 'number' }),
    /** Set by staff when a handmade piece weighs more than estimated (after-sales). */
    excessMinor: bigint('excess_minor', { mode: 'number' }).notNull().default(0),
    /** Why staff set the excess amount, in their words, as the shopper reads it on the order. */
    excessNote: varchar('excess_note', { length: 500 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    billingAddress: jsonb('billing_address').$type<Record<string, string>>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>().notNull(),
    /** `{ recipient, message, giftWrap }` for a gift order. */
    gift: jsonb('gift').$type<Record<string, unknown> | null>(),
    /** The promotions applied: `[{ promoID, couponCode, discountMinor }]`. */
    promotions: jsonb('promotions').$type<Array<Record<string, unknown>>>().notNull().default([]),
    /** A card order's unpaid hold on stock ends here; the sweeper releases it. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_cart_idempotency_idx').on(table.cartId, table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.placedAt),
    index('orders_status_idx').on(table.status),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id),
    sku: varchar('sku', { length: 40 }).notNull(),
    /** Name and option label in the order's language, as they were when ordered. */
    name: text('name').notNull(),
    optionLabel: text('option_label').notNull(),
    image: text('image').notNull(),
    metal: varchar('metal', { length: 20 }).notNull(),
    purity: varchar('purity', { length: 10 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    /** unit price × quantity. */
    lineSubtotalMinor: bigint('line_subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    /** Tax included in (subtotal − discount). */
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    /** lineSubtotal − discount. */
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** The price breakup of one unit when ordered (metal, making, wastage, stones, tax). */
    breakup: jsonb('breakup').$type<Array<Record<string, unknown>>>().notNull(),
    /** `active`, `cancelled`, `returned` (after-sales works per line). */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    returnedQuantity: integer('returned_quantity').notNull().default(0),
    /** BIS HUIDs of the pieces the line took when placed (India's hallmarked pieces; empty elsewhere): the invoice's record. */
    huids: jsonb('huids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

/** Every change of an order, with who made it: the order timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order status after the change (or the same, for notes). */
    status: varchar('status', { length: 20 }).notNull(),
    /** `system`, `customer` or `staff`. */
    actorType: varchar('actor_type', { length: 10 }).notNull(),
    actorId: integer('actor_id'),
    note: text('note').notNull().default(''),
    /** What a note the store wrote says, for the shopper's language (null for notes staff typed). */
    noteData: jsonb('note_data').$type<OrderNote>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * One attempt to collect money through a payment provider. A payment is settled once: the
 * update from `pending` is conditional, so the redirect and the notification cannot both win.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `order` (checkout) or `excess` (an excess amount set by staff). */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    /** The provider's name: `sandbox` (built in), later `razorpay`, `stripe`. */
    provider: varchar('provider', { length: 20 }).notNull(),
    /** The provider's id for this payment (the sandbox's session id). */
    providerRef: varchar('provider_ref', { length: 100 }).notNull().unique(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** `pending`, `succeeded`, `failed`, `expired`. */
    status: varchar('status', { length: 10 }).notNull(),
    /** Why it failed (declined, 3-D Secure failed, expired). */
    failureReason: text('failure_reason'),
    /** How it was settled first: `redirect` or `notification`. */
    settledBy: varchar('settled_by', { length: 12 }),
    /** The storefront locale the shopper returns to (`ae-ar`): the page paid from; '' before migration 0020 (the order's own). */
    returnLocale: varchar('return_locale', { length: 12 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('payments_order_idx').on(table.orderId), index('payments_pending_idx').on(table.status, table.expiresAt)],
);

/**
 * Store credit as a ledger: a balance is the sum of a user's entries in one subsite's currency.
 * Credits come from refunds and overpaid excess; debits from checkout. Entries are never
 * updated or deleted, and a debit is only written inside the transaction that checked the balance.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    /** Positive for a credit, negative for a debit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** `checkout`, `checkout_reversal`, `refund`, `excess_overpayment`, `goodwill`. */
    reason: varchar('reason', { length: 24 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_credit_user_idx').on(table.userId, table.subsiteId)],
);

/** A promotion used by an order: enforces once-per-customer and reports what it cost. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The signed-in customer, or null for a guest (then `email` identifies them). */
    userId: integer('user_id').references(() => users.id),
    email: varchar('email', { length: 254 }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotion_redemptions_promo_idx').on(table.promotionId, table.userId), index('promotion_redemptions_email_idx').on(table.promotionId, table.email)],
);
