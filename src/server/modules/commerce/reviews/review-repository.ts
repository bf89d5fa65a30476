import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { productReviews } from '../../../db/schema';

const approvedOf = (productId: number) => and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved'));

/** Approved reviews of a product counted per rating. */
export async function countApprovedByRating(db: Executor, productId: number) {
  const rows = await db
    .select({ rating: productReviews.rating, count: count() })
    .from(productReviews)
    .where(approvedOf(productId))
    .groupBy(productReviews.rating);
  return rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count) }));
}

export interface ListApprovedReviewRowsOptions {
  db: Executor;
  productId: number;
  languageCode: string;
  limit: number;
  offset: number;
}

/** One page of approved reviews: the reader's language first, newest first within each language. */
export async function listApprovedReviewRows({ db, productId, languageCode, limit, offset }: ListApprovedReviewRowsOptions) {
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      reviewerName: productReviews.reviewerName,
      languageCode: productReviews.languageCode,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(approvedOf(productId))
    .orderBy(desc(sql`${productReviews.languageCode} = ${languageCode}`), desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit)
    .offset(offset);
}
