import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { wishlistItems } from '../../../db/schema/wishlist';

export type WishlistRow = typeof wishlistItems.$inferSelect;

/** The user's saved pieces in one wishlist, newest first. */
export async function listWishlistRows(db: Executor, { userId, wishlistName }: { userId: number; wishlistName: string }): Promise<WishlistRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.wishlistName, wishlistName)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
}

export async function countWishlistRows(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(row?.count ?? 0);
}

/** Saves the pieces; one already saved stays as it was (the unique index makes saving idempotent). */
export async function insertWishlistRows(db: Executor, { userId, wishlistName, productIds }: { userId: number; wishlistName: string; productIds: number[] }) {
  if (productIds.length === 0) return;
  await db
    .insert(wishlistItems)
    .values(productIds.map((productId) => ({ userId, wishlistName, productId })))
    .onConflictDoNothing();
}

export async function deleteWishlistRows(db: Executor, { userId, wishlistName, productIds }: { userId: number; wishlistName: string; productIds: number[] }) {
  if (productIds.length === 0) return;
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.wishlistName, wishlistName), inArray(wishlistItems.productId, productIds)));
}
