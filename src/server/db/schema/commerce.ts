import { bigint, integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar, boolean, index } from 'drizzle-orm/pg-core';
import { productOptions, products } from './catalogue';
import { subsites } from './sites';
import { users } from './accounts';

/** Carts: guest carts are found by their unguessable id; a signed-in shopper's also by user. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    userId: integer('user_id').references(() => users.id),
    promoId: integer('promo_id'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('carts_user_idx').on(table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id),
    quantity: integer('quantity').notNull(),
    /** Unit price (tax included) when added, to tell the shopper when it moved since. */
    addedUnitPriceMinor: bigint('added_unit_price_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cart_items_cart_idx').on(table.cartId)],
);

export const pincodes = pgTable('pincodes', {
  id: serial('id').primaryKey(),
  subsiteId: integer('subsite_id')
    .notNull()
    .references(() => subsites.id),
  pincode: varchar('pincode', { length: 12 }).notNull(),
  city: text('city').notNull(),
  serviceable: boolean('serviceable').notNull(),
  cod: boolean('cod').notNull(),
  days: integer('days').notNull(),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull(),
  subsiteId: integer('subsite_id')
    .notNull()
    .references(() => subsites.id),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: bigint('value', { mode: 'number' }).notNull(),
  minSubtotalMinor: bigint('min_subtotal_minor', { mode: 'number' }).notNull().default(0),
  maxDiscountMinor: bigint('max_discount_minor', { mode: 'number' }),
  categorySlugs: jsonb('category_slugs').$type<string[]>().notNull().default([]),
  productSkus: jsonb('product_skus').$type<string[]>().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  stackable: boolean('stackable').notNull().default(false),
  showOnProduct: boolean('show_on_product').notNull().default(false),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  phoneCode: varchar('phone_code', { length: 6 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 10 }).notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
});

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  subsiteId: integer('subsite_id')
    .notNull()
    .references(() => subsites.id),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  addresses: jsonb('addresses').$type<Record<string, string>>().notNull(),
  cities: jsonb('cities').$type<Record<string, string>>().notNull(),
  hours: jsonb('hours').$type<Record<string, string>>().notNull(),
  phone: text('phone').notNull(),
  latitude: text('latitude').notNull(),
  longitude: text('longitude').notNull(),
});
