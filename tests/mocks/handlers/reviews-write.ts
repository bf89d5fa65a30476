import { http } from 'msw';
import { REVIEWS_PAGE_SIZE } from '@/shared/constants';
import {
  REVIEW_MESSAGES,
  ReviewCreateBody,
  ReviewCreateParams,
  ReviewDeleteBody,
  ReviewEligibility,
  ReviewRef,
  ReviewUpdateBody,
  UserReview,
  UserReviewsPage,
  UserReviewsParams,
} from '@/shared/contracts/reviews';
import { userOfBearer } from '../lib/account-session';
import { lifeOf } from '../lib/order-life';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { type MockSite, resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { type MockReview, afterSalesState, nextReviewID, saveAfterSales } from '../state/after-sales-store';
import { checkoutState } from '../state/checkout-store';

/**
 * Writing and managing reviews as src/server/modules/commerce/reviews answers it: only pieces
 * the shopper bought (a placed order of theirs in the mocks' checkout), one review per piece,
 * new and edited reviews pending (so the recorded product-page reviews never change), another
 * shopper's review a 404. The mocks take the captcha token as given, like `CAPTCHA_PROVIDER=off`.
 */
/** As the orders module's after-sales/purchases.ts: an order of theirs that became a sale (not unpaid, failed or cancelled) with the piece on a line not wholly cancelled. */
const NOT_BOUGHT = ['pending_payment', 'payment_failed', 'cancelled'];
const bought = (userID: number, productID: number) =>
  checkoutState().orders.some((order) => {
    if (order.userID !== userID) return false;
    const life = lifeOf(order);
    if (NOT_BOUGHT.includes(life.status)) return false;
    return order.lines.some((line) => line.productID === productID && (life.cancelled[String(line.orderLineID)] ?? 0) < line.quantity);
  });

function labelOf(site: MockSite, productID: number) {
  const recorded = site.catalogue.products.find((product) => product.detail.productID === productID);
  return recorded ? { productName: recorded.detail.name, productImage: recorded.detail.image, productSlug: recorded.detail.slug } : null;
}

function sellable(site: MockSite, productID: number) {
  const label = labelOf(site, productID);
  if (!label) throw notFound(`Product ${productID}`);
  return label;
}

const toUserReview = (review: MockReview, site: MockSite) => ({
  reviewID: review.reviewID,
  productID: review.productID,
  ...(labelOf(site, review.productID) ?? { productName: '', productImage: '', productSlug: '' }),
  productRatings: review.rating,
  productReviewTitle: review.title,
  productReviewComment: review.body,
  status: review.status,
  createdAt: review.createdAt,
  updatedAt: review.updatedAt,
});

function ownReview(userID: number, reviewID: number): MockReview {
  const review = afterSalesState().reviews.find((candidate) => candidate.reviewID === reviewID && candidate.userID === userID);
  if (!review) throw notFound(`Review ${reviewID}`);
  return review;
}

/** The form's fields as one string each (multipart or urlencoded), like the services' form parsers. */
async function formOf(request: Request): Promise<Record<string, string>> {
  try {
    const data = await request.formData();
    return Object.fromEntries([...data.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
  } catch {
    throw new MockHttpError(400, 'body: form data expected');
  }
}

export const reviewWriteHandlers = [
  http.get(
    anyOrigin('/api/products/:id/reviews/eligibility'),
    withEnvelope('commerce', ({ request, params }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      const { id } = parseInput(ReviewCreateParams, params, 'params');
      const label = { productID: id, ...sellable(site, id) };
      const existing = afterSalesState().reviews.find((review) => review.userID === user.userID && review.productID === id);
      const answer = existing
        ? { ...label, canReview: false, reason: 'reviewed' as const, reviewID: existing.reviewID }
        : bought(user.userID, id)
          ? { ...label, canReview: true, reason: 'ok' as const, reviewID: null }
          : { ...label, canReview: false, reason: 'not_bought' as const, reviewID: null };
      return commerceOk(ReviewEligibility, answer);
    }),
  ),
  http.post(
    anyOrigin('/api/products/:id/reviews/'),
    withEnvelope('commerce', async ({ request, params }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      const { id } = parseInput(ReviewCreateParams, params, 'params');
      const body = parseInput(ReviewCreateBody, await formOf(request), 'body');
      sellable(site, id);
      if (!bought(user.userID, id)) throw new MockHttpError(403, REVIEW_MESSAGES.notBought);
      if (afterSalesState().reviews.some((review) => review.userID === user.userID && review.productID === id)) throw new MockHttpError(409, REVIEW_MESSAGES.duplicate);
      const now = new Date().toISOString();
      const initial = [...user.lastName.trim()][0];
      const review: MockReview = {
        reviewID: nextReviewID(),
        userID: user.userID,
        productID: id,
        reviewerName: initial ? `${user.firstName} ${initial.toUpperCase()}.` : user.firstName,
        languageCode: site.languageCode,
        rating: body.productRating,
        title: body.reviewTitle,
        body: body.reviewText,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      };
      afterSalesState().reviews.push(review);
      saveAfterSales();
      return commerceOk(UserReview, toUserReview(review, site), { message: REVIEW_MESSAGES.created });
    }),
  ),
  http.get(
    anyOrigin('/api/users/reviews/page/:page'),
    withEnvelope('commerce', ({ request, params }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      const { page } = parseInput(UserReviewsParams, params, 'params');
      const mine = afterSalesState()
        .reviews.filter((review) => review.userID === user.userID)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.reviewID - a.reviewID);
      return commerceOk(UserReviewsPage, {
        reviews: mine.slice((page - 1) * REVIEWS_PAGE_SIZE, page * REVIEWS_PAGE_SIZE).map((review) => toUserReview(review, site)),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        total: mine.length,
        totalPages: Math.ceil(mine.length / REVIEWS_PAGE_SIZE),
      });
    }),
  ),
  http.post(
    anyOrigin('/api/users/reviewupdate'),
    withEnvelope('commerce', async ({ request }) => {
      const site = resolveMockSite(request);
      const { user } = userOfBearer(request)!;
      const body = parseInput(ReviewUpdateBody, await jsonBodyOf(request), 'body');
      const review = ownReview(user.userID, body.reviewID);
      Object.assign(review, {
        rating: body.productRatings,
        title: body.productReviewTitle,
        body: body.productReviewComment,
        status: 'pending',
        updatedAt: new Date().toISOString(),
      });
      saveAfterSales();
      return commerceOk(UserReview, toUserReview(review, site), { message: REVIEW_MESSAGES.updated });
    }),
  ),
  http.post(
    anyOrigin('/api/users/reviewdelete'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(ReviewDeleteBody, await jsonBodyOf(request), 'body');
      const review = ownReview(user.userID, body.reviewID);
      afterSalesState().reviews = afterSalesState().reviews.filter((candidate) => candidate !== review);
      saveAfterSales();
      return commerceOk(ReviewRef, { reviewID: review.reviewID, productID: review.productID }, { message: REVIEW_MESSAGES.deleted });
    }),
  ),
];
