import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

/**
 * Product reviews. Issue 3 reads the approved ones; issue 6 writes them (a signed-in shopper's
 * review waits as `pending` until staff approve it). `user_id` is null for reviews collected
 * before the web store (the demo seed's); a shopper has at most one review per product.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A deleted account takes its reviews with it: the name shown is personal data.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** As shown on the product page: "Priya S.". */
    reviewerName: text('reviewer_name').notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** 'pending' (waiting for staff), 'approved' (shown) or 'rejected'. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('product_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('product_reviews_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    index('product_reviews_product_idx').on(table.productId, table.status, table.createdAt),
    uniqueIndex('product_reviews_user_product_idx').on(table.userId, table.productId).where(sql`${table.userId} is not null`),
  ],
);
