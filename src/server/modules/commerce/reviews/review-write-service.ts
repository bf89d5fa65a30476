import { REVIEWS_PAGE_SIZE } from '@/shared/constants';
import { REVIEW_MESSAGES, type ReviewCreateBody, type ReviewEligibility, type ReviewUpdateBody, type UserReview, type UserReviewsPage } from '@/shared/contracts/reviews';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { getUserDetails } from '../../account/users/user-service';
import { getSellableProduct, loadSellableProducts } from '../catalogue';
import { hasBoughtProduct } from '../orders';
import {
  countUserReviews,
  deleteOwnReview,
  findUserReviewOf,
  insertReview,
  listUserReviewRows,
  type ReviewRow,
  updateOwnReview,
} from './review-write-repository';

/** "Priya S.": the first name and the initial of the last, as reviews are signed on the product page. */
export function reviewerNameOf({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

export interface CreateReviewOptions {
  db: Database;
  site: SiteContext;
  userId: number;
  productId: number;
  body: Omit<ReviewCreateBody, 'reCaptchaToken'>;
}

/**
 * `POST /api/products/{id}/reviews/`: a bought product's review, pending until staff approve it
 * (so it leaves the product page's average alone until then). 404 for a product the subsite
 * does not sell, 403 when the shopper never bought it, 409 for a second review of it.
 */
export async function createReview({ db, site, userId, productId, body }: CreateReviewOptions): Promise<UserReview> {
  const product = await getSellableProduct({ db, site, productId });
  if (!(await hasBoughtProduct({ db, userId, productId }))) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notBought);
  const user = await getUserDetails({ db, callerId: userId, userId });
  const row = await insertReview(db, {
    userId,
    productId,
    reviewerName: reviewerNameOf(user),
    languageCode: site.languageCode,
    rating: body.productRating,
    title: body.reviewTitle,
    body: body.reviewText,
  });
  if (!row) throw new AppError('CONFLICT', REVIEW_MESSAGES.duplicate);
  return toUserReview(row, { name: product.row.name, image: product.row.product.images[0] ?? '', slug: product.row.product.slug });
}

interface ProductLabel {
  name: string;
  image: string;
  slug: string;
}

function toUserReview(row: ReviewRow, product: ProductLabel | undefined): UserReview {
  return {
    reviewID: row.id,
    productID: row.productId,
    productName: product?.name ?? '',
    productImage: product?.image ?? '',
    productSlug: product?.slug ?? '',
    productRatings: Number(row.rating),
    productReviewTitle: row.title,
    productReviewComment: row.body,
    status: row.status as UserReview['status'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ListUserReviewsOptions {
  db: Database;
  site: SiteContext;
  userId: number;
  page: number;
}

/**
 * `GET /api/users/reviews/page/{n}`: the shopper's own reviews in every status, newest first,
 * with the product's name and image in the request's language. A product the subsite no longer
 * sells keeps its review, with an empty name (the storefront says it is unavailable).
 */
export async function listUserReviews({ db, site, userId, page }: ListUserReviewsOptions): Promise<UserReviewsPage> {
  const total = await countUserReviews(db, userId);
  const rows = await listUserReviewRows(db, { userId, limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE });
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const products = productIds.length === 0 ? [] : await loadSellableProducts({ db, site, filters: { productIds } });
  const labels = new Map(products.map((p) => [p.row.product.id, { name: p.row.name, image: p.row.product.images[0] ?? '', slug: p.row.product.slug }]));
  return {
    reviews: rows.map((row) => toUserReview(row, labels.get(row.productId))),
    page,
    pageSize: REVIEWS_PAGE_SIZE,
    total,
    totalPages: Math.ceil(total / REVIEWS_PAGE_SIZE),
  };
}

export interface UpdateReviewOptions {
  db: Database;
  site: SiteContext;
  userId: number;
  body: ReviewUpdateBody;
}

/** `POST /api/users/reviewupdate`: the author's edit; the review waits for approval again. Another user's review is a 404. */
export async function updateReview({ db, site, userId, body }: UpdateReviewOptions): Promise<UserReview> {
  const row = await updateOwnReview(db, {
    userId,
    reviewId: body.reviewID,
    rating: body.productRatings,
    title: body.productReviewTitle,
    body: body.productReviewComment,
  });
  if (!row) throw notFound(`Review ${body.reviewID}`);
  const [product] = await loadSellableProducts({ db, site, filters: { productIds: [row.productId] } });
  return toUserReview(row, product && { name: product.row.name, image: product.row.product.images[0] ?? '', slug: product.row.product.slug });
}

/** `POST /api/users/reviewdelete`: the author removes their review (and with it its stars). */
export async function deleteReview({ db, userId, reviewId }: { db: Database; userId: number; reviewId: number }) {
  const row = await deleteOwnReview(db, { userId, reviewId });
  if (!row) throw notFound(`Review ${reviewId}`);
  return { reviewID: row.id, productID: row.productId };
}

/** Whether the shopper may review the product: bought it and has no review of it yet (404 for a product not sold here). */
export async function getReviewEligibility({ db, site, userId, productId }: Omit<CreateReviewOptions, 'body'>): Promise<ReviewEligibility> {
  const product = await getSellableProduct({ db, site, productId });
  const label = { productID: productId, productName: product.row.name, productImage: product.row.product.images[0] ?? '', productSlug: product.row.product.slug };
  const existing = await findUserReviewOf(db, { userId, productId });
  if (existing) return { ...label, canReview: false, reason: 'reviewed', reviewID: existing.id };
  if (!(await hasBoughtProduct({ db, userId, productId }))) return { ...label, canReview: false, reason: 'not_bought', reviewID: null };
  return { ...label, canReview: true, reason: 'ok', reviewID: null };
}
