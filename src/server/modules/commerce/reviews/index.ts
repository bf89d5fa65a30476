import type { FastifyInstance } from 'fastify';
import { type CreateCaptchaVerifierOptions, createCaptchaVerifier } from '../../account/captcha/captcha-verifier';
import { reviewRoutes } from './review-routes';
import { reviewWriteRoutes } from './review-write-routes';
import { userReviewRoutes } from './user-review-routes';
import { reviewAdminRoutes } from './review-admin';

export interface ReviewsModuleOptions {
  /** Test seams of the captcha (a reCAPTCHA double, a smaller proof of work). */
  captcha?: Pick<CreateCaptchaVerifierOptions, 'recaptchaClient' | 'maxNumber'>;
}

/**
 * Product reviews: the product page's read side, writing (form data, captcha, bought products
 * only), the shopper's own reviews and staff moderation. A new or edited review is pending until
 * staff approve it; only approved reviews count towards the product's average.
 */
export function createReviewsModule({ captcha: captchaOptions = {} }: ReviewsModuleOptions = {}) {
  return async function reviewsModule(app: FastifyInstance) {
    // The same verifier as sign-in: a solved ALTCHA challenge is spent once, whichever form used it.
    const captcha = createCaptchaVerifier({ env: app.env, db: app.db, ...captchaOptions });
    await app.register(reviewRoutes);
    await app.register(reviewWriteRoutes, { captcha });
    await app.register(userReviewRoutes);
    await app.register(reviewAdminRoutes);
  };
}

export const reviewsModule = createReviewsModule();
