import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import {
  REVIEW_MESSAGES,
  ReviewDeleteBody,
  ReviewRef,
  ReviewUpdateBody,
  UserReview,
  UserReviewsPage,
  UserReviewsParams,
} from '@/shared/contracts/reviews';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { deleteReview, listUserReviews, updateReview } from './review-write-service';

const tags = ['reviews'];
const security = [{ bearer: [] }];

/** The shopper's own reviews (docs/requirements/calls.md#reviews) (staff moderation: review-admin.ts). Someone else's review is a 404. */
export const userReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/reviews/page/:page',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in shopper's reviews in every status, newest first, ten a page",
        headers: SiteHeadersSchema,
        params: UserReviewsParams,
        response: { 200: commerceEnvelope(UserReviewsPage) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await listUserReviews({ db: app.db, site, userId: request.user!.id, page: request.params.page }));
    },
  );

  app.post(
    '/api/users/reviewupdate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Edit one of your reviews; it waits for approval again',
        headers: SiteHeadersSchema,
        body: ReviewUpdateBody,
        response: { 200: commerceEnvelope(UserReview) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await updateReview({ db: app.db, site, userId: request.user!.id, body: request.body }), REVIEW_MESSAGES.updated);
    },
  );

  app.post(
    '/api/users/reviewdelete',
    {
      preHandler: app.requireUser,
      schema: { tags, security, summary: 'Delete one of your reviews', body: ReviewDeleteBody, response: { 200: commerceEnvelope(ReviewRef) } },
    },
    async (request) =>
      commerceOk(await deleteReview({ db: app.db, userId: request.user!.id, reviewId: request.body.reviewID }), REVIEW_MESSAGES.deleted),
  );
};
