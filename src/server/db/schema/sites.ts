import { boolean, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';

/** Websites, their subsites (a country store with its currency) and languages (docs/requirements/entities.md#website-store-configuration). */
export const websites = pgTable('websites', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  clearCartOnLogout: boolean('clear_cart_on_logout').notNull().default(false),
  persistShoppingCart: boolean('persist_shopping_cart').notNull().default(true),
  /** Days a cart is kept (docs/requirements/entities.md#website-store-configuration's persist_lifetime). */
  persistLifetimeDays: integer('persist_lifetime_days').notNull().default(30),
});

export const subsites = pgTable('subsites', {
  id: integer('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id),
  code: varchar('code', { length: 3 }).notNull().unique(),
  code2: varchar('code_2', { length: 3 }).notNull(),
  name: text('name').notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
  /** Null means "not configured": the storefront then shows 0 decimal places (docs/requirements/entities.md#site-settings). */
  decimalPlaces: integer('decimal_places'),
  phoneCode: varchar('phone_code', { length: 6 }).notNull(),
  otpMethods: text('otp_methods').notNull().default('sms'),
  taxLabel: text('tax_label').notNull(),
  /** Tax rate in basis points (300 = 3 % GST, 500 = 5 % VAT). */
  taxRateBp: integer('tax_rate_bp').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  direction: varchar('direction', { length: 3 }).notNull().default('ltr'),
});

export const subsiteLanguages = pgTable(
  'subsite_languages',
  {
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.subsiteId, table.languageId] })],
);
