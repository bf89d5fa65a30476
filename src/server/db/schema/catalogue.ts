import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { subsites } from './sites';

/** Categories, products, their options (sizes, lengths), stones, per-subsite charges and stock. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.languageCode] })],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 40 }).notNull().unique(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    metal: varchar('metal', { length: 16 }).notNull(),
    purity: varchar('purity', { length: 8 }).notNull(),
    colour: varchar('colour', { length: 16 }).notNull(),
    grossWeightMg: integer('gross_weight_mg').notNull(),
    netWeightMg: integer('net_weight_mg').notNull(),
    /** 'per_gram' (amount per gram in product_prices) or 'percent' (of metal value, basis points here). */
    makingChargeType: varchar('making_charge_type', { length: 10 }).notNull(),
    makingChargeBp: integer('making_charge_bp').notNull().default(0),
    wastageBp: integer('wastage_bp').notNull().default(0),
    makingOfferBp: integer('making_offer_bp').notNull().default(0),
    gender: varchar('gender', { length: 10 }).notNull(),
    occasion: varchar('occasion', { length: 10 }).notNull(),
    huid: varchar('huid', { length: 6 }),
    popularity: integer('popularity').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_category_idx').on(table.categoryId), index('products_metal_idx').on(table.metal, table.purity)],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.languageCode] })],
);

/** What a product costs beyond its metal, per subsite, in that subsite's minor units. */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    makingPerGramMinor: bigint('making_per_gram_minor', { mode: 'number' }).notNull().default(0),
    stonesMinor: bigint('stones_minor', { mode: 'number' }).notNull().default(0),
    otherMinor: bigint('other_minor', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.subsiteId] })],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 30 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    weightDeltaMg: integer('weight_delta_mg').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('product_options_code_idx').on(table.productId, table.code)],
);

/** Units on hand per option and subsite; orders take from here inside a transaction. */
export const productStock = pgTable(
  'product_stock',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [primaryKey({ columns: [table.optionId, table.subsiteId] })],
);

export const productStones = pgTable('product_stones', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 20 }).notNull(),
  count: integer('count').notNull(),
  caratMilli: integer('carat_milli').notNull(),
  shape: text('shape'),
  clarity: text('clarity'),
  colour: text('colour'),
  certificateLab: text('certificate_lab'),
  certificateNumber: text('certificate_number'),
});

/** Metal rates per subsite, metal and purity: a history, the newest row is today's rate. */
export const metalRates = pgTable(
  'metal_rates',
  {
    id: serial('id').primaryKey(),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    metal: varchar('metal', { length: 16 }).notNull(),
    purity: varchar('purity', { length: 8 }).notNull(),
    ratePerGramMinor: bigint('rate_per_gram_minor', { mode: 'number' }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default('seed'),
  },
  (table) => [index('metal_rates_lookup_idx').on(table.subsiteId, table.metal, table.purity, table.effectiveAt)],
);

/** Readable storefront paths → what they show (SPEC's url-rewrite). */
export const urlRewrites = pgTable('url_rewrites', {
  id: serial('id').primaryKey(),
  requestPath: varchar('request_path', { length: 300 }).notNull().unique(),
  entityType: varchar('entity_type', { length: 10 }).notNull(),
  entityId: integer('entity_id').notNull(),
});
