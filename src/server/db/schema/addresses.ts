import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A shopper's saved addresses (docs/requirements/entities.md#saved-address). Text is stored exactly as sent:
 * escaping is the storefront's job. latitude/longitude arrive as a literal placeholder text
 * (docs/requirements/constants.md#addresses), so they are text too.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    zipcode: varchar('zipcode', { length: 20 }).notNull(),
    country: text('country').notNull(),
    state: text('state').notNull().default(''),
    countryId: integer('country_id'),
    stateId: integer('state_id'),
    province: text('province').notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull(),
    latitude: text('latitude').notNull().default(''),
    longitude: text('longitude').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** `checkout` when saved from the checkout form, `book` from the address book. */
    source: varchar('source', { length: 10 }).notNull().default('book'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_addresses_user_idx').on(table.userId)],
);
