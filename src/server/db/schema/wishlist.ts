import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * A signed-in shopper's saved pieces (issue 6), kept across devices. A guest's wishlist lives in
 * the browser's persisted state and is pushed here at sign-in. One row per user, product and
 * wishlist name (docs/requirements/constants.md#fixed-request-values uses the one name 'New'), so saving twice changes nothing.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    wishlistName: varchar('wishlist_name', { length: 40 }).notNull().default('New'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_product_idx').on(table.userId, table.productId, table.wishlistName),
    index('wishlist_items_user_idx').on(table.userId, table.createdAt),
  ],
);
