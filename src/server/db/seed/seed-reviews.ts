import type { Executor } from '../client';
import { productReviews } from '../schema';
import { daysBefore, insertInChunks, requireId } from './seed-helpers';
import type { SeedReview } from './types';

export interface SeedReviewsOptions {
  tx: Executor;
  reviews: SeedReview[];
  productIds: Map<string, number>;
  now: Date;
}

/** Reviews collected before the web store: no user account behind them, the name as it was given. */
export async function seedReviews({ tx, reviews, productIds, now }: SeedReviewsOptions) {
  await insertInChunks(
    tx,
    productReviews,
    reviews.map((review) => {
      const createdAt = daysBefore(now, review.daysAgo);
      return {
        productId: requireId(productIds, review.sku, 'product'),
        userId: null,
        reviewerName: review.reviewerName,
        languageCode: review.language,
        rating: review.rating,
        title: review.title,
        body: review.body,
        status: review.status,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}
