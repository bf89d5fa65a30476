import { z } from 'zod';
import { REVIEW_LIMITS } from '../constants';
import { optionalText, safeString, text } from './text';
import { dbId, dbIdText } from './ids';

// Kept in the zod-free constants for browser code; re-exported for the contracts' readers.
export { REVIEW_LIMITS };

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

/* ---- Writing, editing and deleting reviews (issue 6) ---- */


/** What the services answer when a review is refused or changed (the storefront shows them as they are). */
export const REVIEW_MESSAGES = {
  created: 'Thank you! Your review will appear once it is approved',
  updated: 'Review updated',
  deleted: 'Review deleted',
  notBought: 'You can review only products you have bought',
  duplicate: 'You have already reviewed this product. Edit your review from your dashboard',
  moderated: 'Review moderated',
} as const;

/** pending: waiting for staff; approved: shown on the product page; rejected: never shown. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ReviewStatus = z.enum(REVIEW_STATUSES);

const reviewTitle = text(REVIEW_LIMITS.titleMax);
const reviewText = text(REVIEW_LIMITS.textMax, REVIEW_LIMITS.textMin, { multiline: true });
const rating = z.coerce.number().int().min(1).max(5);

/**
 * `POST /api/products/{id}/reviews/`, sent as form data (docs/requirements/calls.md#reviews): multipart/form-data or
 * application/x-www-form-urlencoded, so every field arrives as text. The text is stored as sent
 * (trimmed) and escaped wherever it is shown.
 */
export const ReviewCreateBody = z
  .object({
    productRating: rating.describe('Stars, 1–5'),
    reviewTitle,
    reviewText,
    reCaptchaToken: safeString({ max: 4000 }).min(1).describe('The captcha response (docs/requirements/validation.md#captcha)'),
  })
  .strict();
export type ReviewCreateBody = z.infer<typeof ReviewCreateBody>;

export const ReviewCreateParams = z.object({ id: dbIdText() });

/** A review as its author sees it in the dashboard, with the product it is about. */
export const UserReview = z.object({
  reviewID: z.number().int(),
  productID: z.number().int(),
  productName: z.string(),
  /** Image path of the product ('' when it has none). */
  productImage: z.string(),
  /** The product page's path (`/<slug>`), '' when the subsite no longer sells it. */
  productSlug: z.string(),
  productRatings: z.number().int().min(1).max(5),
  productReviewTitle: z.string(),
  productReviewComment: z.string(),
  status: ReviewStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserReview = z.infer<typeof UserReview>;

export const UserReviewsParams = z.object({ page: z.coerce.number().int().min(1).max(10_000).describe('Page number, from 1') });

/** `GET /api/users/reviews/page/{n}`: the signed-in shopper's reviews, newest first, ten a page. */
export const UserReviewsPage = z.object({
  reviews: z.array(UserReview),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type UserReviewsPage = z.infer<typeof UserReviewsPage>;

/** `POST /api/users/reviewupdate` (docs/requirements/entities.md#review "for edit"). An edited review waits for approval again. */
export const ReviewUpdateBody = z
  .object({
    reviewID: dbId(),
    productReviewComment: reviewText,
    productReviewTitle: reviewTitle,
    productRatings: z.number().int().min(1).max(5),
  })
  .strict();
export type ReviewUpdateBody = z.infer<typeof ReviewUpdateBody>;

/** `POST /api/users/reviewdelete`. */
export const ReviewDeleteBody = z.object({ reviewID: dbId() }).strict();
export type ReviewDeleteBody = z.infer<typeof ReviewDeleteBody>;

/** Answer of reviewdelete and of staff moderation. */
export const ReviewRef = z.object({ reviewID: z.number().int(), productID: z.number().int() });

/** `POST /admin/reviews/{id}/status` (staff): approve or reject a review. */
/** Approve, or reject with a reason (kept in the audit log; required when rejecting). */
export const ReviewModerationBody = z
  .object({ status: z.enum(['approved', 'rejected']), reason: optionalText(500, { multiline: true }).default('') })
  .strict()
  .refine((body) => body.status !== 'rejected' || body.reason !== '', { message: 'is required when rejecting a review', path: ['reason'] });
export const ReviewModerationParams = z.object({ id: dbIdText() });

/**
 * `GET /api/products/{id}/reviews/eligibility` (signed-in): whether the shopper may review the
 * product, so the storefront offers "Write a review" only for bought pieces. `reviewID` is their
 * existing review when `reason` is `reviewed`.
 */
export const ReviewEligibility = z.object({
  productID: z.number().int(),
  canReview: z.boolean(),
  reason: z.enum(['ok', 'not_bought', 'reviewed']),
  reviewID: z.number().int().nullable(),
  productName: z.string(),
  productImage: z.string(),
  productSlug: z.string(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;
