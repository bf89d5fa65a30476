import { REVIEWS_PAGE_SIZE } from '@/shared/constants';
import type { ProductReviewsPage } from '@/shared/contracts/reviews';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { getSellableProduct } from '../catalogue';
import { countApprovedByRating, listApprovedReviewRows } from './review-repository';

export interface ListProductReviewsOptions {
  db: Executor;
  site: SiteContext;
  productId: number;
  page: number;
}

/**
 * `GET /api/products/{id}/reviews/page/{n}`: approved reviews ten a page, with the average
 * rating, the count and the count per star. A page past the last is empty, not an error;
 * 404 for a product the subsite does not sell. Pending and rejected reviews never show.
 */
export async function listProductReviews({ db, site, productId, page }: ListProductReviewsOptions): Promise<ProductReviewsPage> {
  await getSellableProduct({ db, site, productId });
  const perRating = await countApprovedByRating(db, productId);
  const reviewCount = perRating.reduce((sum, row) => sum + row.count, 0);
  const stars = perRating.reduce((sum, row) => sum + row.rating * row.count, 0);
  const rows = await listApprovedReviewRows({
    db,
    productId,
    languageCode: site.languageCode,
    limit: REVIEWS_PAGE_SIZE,
    offset: (page - 1) * REVIEWS_PAGE_SIZE,
  });
  return {
    productID: productId,
    // Integers until the last step: tenths of a star, rounded half up.
    averageRating: reviewCount === 0 ? 0 : Math.floor((stars * 20 + reviewCount) / (2 * reviewCount)) / 10,
    reviewCount,
    histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: perRating.find((row) => row.rating === rating)?.count ?? 0 })),
    reviews: rows.map((row) => ({
      reviewID: row.id,
      productRating: Number(row.rating),
      reviewTitle: row.title,
      reviewText: row.body,
      reviewerName: row.reviewerName,
      languageCode: row.languageCode,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    totalPages: Math.ceil(reviewCount / REVIEWS_PAGE_SIZE),
  };
}
