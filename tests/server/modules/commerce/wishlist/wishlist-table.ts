import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/**
 * Creates wishlist_items when the migrations did not (yet): the lead folds this table into the
 * next migration (issue 6), after which this is a no-op and can go.
 */
export async function ensureWishlistTable(db: Database): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "wishlist_items" (
      "id" serial PRIMARY KEY NOT NULL,
      "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
      "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE cascade,
      "wishlist_name" varchar(40) DEFAULT 'New' NOT NULL,
      "created_at" timestamp with time zone DEFAULT now() NOT NULL
    )`);
  await db.execute(sql`CREATE UNIQUE INDEX IF NOT EXISTS "wishlist_items_user_product_idx" ON "wishlist_items" ("user_id", "product_id", "wishlist_name")`);
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "wishlist_items_user_idx" ON "wishlist_items" ("user_id", "created_at")`);
}
