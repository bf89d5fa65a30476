import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import { REVIEW_MESSAGES, ReviewCreateBody, ReviewCreateParams, ReviewEligibility, UserReview } from '@/shared/contracts/reviews';
import { commerceOk } from '../../../lib/envelope';
import { resolveSite } from '../../../lib/site';
import type { CaptchaVerifier } from '../../account/captcha/captcha-verifier';
import { SiteHeadersSchema } from '../catalogue/catalogue-schemas';
import { acceptReviewForms } from './review-form';
import { createReview, getReviewEligibility } from './review-write-service';

export interface ReviewWriteRoutesOptions {
  captcha: CaptchaVerifier;
}

/** Writing a review: form data, a captcha, a signed-in shopper who bought the piece. */
export const reviewWriteRoutes: FastifyPluginAsyncZod<ReviewWriteRoutesOptions> = async (app, { captcha }) => {
  await acceptReviewForms(app);

  app.post(
    '/api/products/:id/reviews/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Write a review of a bought product (form data), waiting for approval',
        description:
          'Sent as multipart/form-data or application/x-www-form-urlencoded (docs/requirements/calls.md#reviews) with productRating (1–5), reviewTitle, ' +
          'reviewText and reCaptchaToken. 401 without a token; 403 when the shopper has not bought the product; 409 for a ' +
          'second review of it. The review shows on the product page once staff approve it.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
        headers: SiteHeadersSchema,
        params: ReviewCreateParams,
        body: ReviewCreateBody,
        response: { 200: commerceEnvelope(UserReview) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      const { reCaptchaToken, ...body } = request.body;
      await captcha.verify({ token: reCaptchaToken, ip: request.ip });
      const review = await createReview({ db: app.db, site, userId: request.user!.id, productId: request.params.id, body });
      return commerceOk(review, REVIEW_MESSAGES.created);
    },
  );

  app.get(
    '/api/products/:id/reviews/eligibility',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary: 'Whether the signed-in shopper may review the product (bought it, no review yet)',
        headers: SiteHeadersSchema,
        params: ReviewCreateParams,
        response: { 200: commerceEnvelope(ReviewEligibility) },
      },
    },
    async (request) => {
      const site = await resolveSite(app.db, request.headers);
      return commerceOk(await getReviewEligibility({ db: app.db, site, userId: request.user!.id, productId: request.params.id }));
    },
  );
};
