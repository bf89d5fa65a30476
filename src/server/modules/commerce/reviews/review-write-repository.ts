import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../../lib/like';
import type { Executor } from '../../../db/client';
import { productReviews, productTranslations } from '../../../db/schema';

export type ReviewRow = typeof productReviews.$inferSelect;

export interface InsertReviewOptions {
  userId: number;
  productId: number;
  reviewerName: string;
  languageCode: string;
  rating: number;
  title: string;
  body: string;
}

/** Inserts a pending review; null when the user already has one for the product (the unique index decides, race-free). */
export async function insertReview(db: Executor, values: InsertReviewOptions): Promise<ReviewRow | null> {
  const [row] = await db
    .insert(productReviews)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export interface UpdateOwnReviewOptions {
  userId: number;
  reviewId: number;
  rating: number;
  title: string;
  body: string;
}

/** Rewrites the user's review and sends it back to moderation; null when it is not theirs. */
export async function updateOwnReview(db: Executor, { userId, reviewId, rating, title, body }: UpdateOwnReviewOptions): Promise<ReviewRow | null> {
  const [row] = await db
    .update(productReviews)
    .set({ rating, title, body, status: 'pending', updatedAt: new Date() })
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteOwnReview(db: Executor, { userId, reviewId }: { userId: number; reviewId: number }): Promise<ReviewRow | null> {
  const [row] = await db
    .delete(productReviews)
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)))
    .returning();
  return row ?? null;
}

export async function setReviewStatus(db: Executor, { reviewId, status }: { reviewId: number; status: 'approved' | 'rejected' }): Promise<ReviewRow | null> {
  const [row] = await db.update(productReviews).set({ status }).where(eq(productReviews.id, reviewId)).returning();
  return row ?? null;
}

export async function countUserReviews(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(productReviews).where(eq(productReviews.userId, userId));
  return Number(row?.count ?? 0);
}

export async function listUserReviewRows(db: Executor, { userId, limit, offset }: { userId: number; limit: number; offset: number }): Promise<ReviewRow[]> {
  return db
    .select()
    .from(productReviews)
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit)
    .offset(offset);
}

export async function findUserReviewOf(db: Executor, { userId, productId }: { userId: number; productId: number }): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
    .limit(1);
  return row ?? null;
}

/** The moderation queue: reviews in a status (or every status), newest first, with the product's English name. */
export async function listReviewQueueRows(db: Executor, { status, search, limit, offset }: { status: ReviewRow['status'] | 'all'; search?: string; limit: number; offset: number }) {
  const name = sql<string>`coalesce(${productTranslations.name}, '')`;
  const conditions = [
    status === 'all' ? undefined : eq(productReviews.status, status),
    search ? or(ilike(productReviews.title, containsPattern(search)), ilike(productReviews.reviewerName, containsPattern(search)), ilike(productTranslations.name, containsPattern(search))) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: productReviews, productName: name })
      .from(productReviews)
      .leftJoin(productTranslations, and(eq(productTranslations.productId, productReviews.productId), eq(productTranslations.languageCode, 'en')))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: count() })
      .from(productReviews)
      .leftJoin(productTranslations, and(eq(productTranslations.productId, productReviews.productId), eq(productTranslations.languageCode, 'en')))
      .where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}
