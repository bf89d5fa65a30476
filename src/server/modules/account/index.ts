import type { FastifyInstance } from 'fastify';
import { addressRoutes } from './addresses/address-routes';
import { authRoutes } from './auth/auth-routes';
import { type CreateCaptchaVerifierOptions, createCaptchaVerifier } from './captcha/captcha-verifier';
import { profileRoutes } from './profile/profile-routes';

export interface AccountModuleOptions {
  /** Test seams of the captcha (a reCAPTCHA double, a smaller proof of work). */
  captcha?: Pick<CreateCaptchaVerifierOptions, 'recaptchaClient' | 'maxNumber'>;
}

/** The account service (docs/requirements/calls.md#account-profile): sign-up, sign-in, tokens, profile and addresses under `/account/`. */
export function createAccountModule({ captcha: captchaOptions = {} }: AccountModuleOptions = {}) {
  return async function accountModule(app: FastifyInstance) {
    const captcha = createCaptchaVerifier({ env: app.env, db: app.db, ...captchaOptions });
    await app.register(authRoutes, { prefix: '/account', captcha });
    await app.register(profileRoutes, { prefix: '/account' });
    await app.register(addressRoutes, { prefix: '/account' });
  };
}

export const accountModule = createAccountModule();
