import { z } from 'zod';
import { dbIdText } from './ids';

/** `GET /api/products/{id}/reviews/page/{n}`: approved reviews, ten a page, with the summary. */
export const ProductReviewsParams = z.object({
  id: dbIdText(),
  page: z.coerce.number().int().min(1).max(10_000).describe('Page number, from 1'),
});

export const ProductReview = z.object({
  reviewID: z.number().int(),
  productRating: z.number().int().min(1).max(5),
  reviewTitle: z.string(),
  reviewText: z.string(),
  /** As shown: first name and the initial of the last ("Priya S."). */
  reviewerName: z.string(),
  /** The language the review was written in (`en`, `hi`, `ar`). */
  languageCode: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof ProductReview>;

export const ProductReviewsPage = z.object({
  productID: z.number().int(),
  /** Mean of the approved ratings to one decimal; 0 when there are none. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** Approved reviews per rating, 5 stars first; every rating present (count 0 when none). */
  histogram: z.array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int() })).length(5),
  /** Reviews in the request's language first, then the others, newest first within each. */
  reviews: z.array(ProductReview),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductReviewsPage = z.infer<typeof ProductReviewsPage>;
