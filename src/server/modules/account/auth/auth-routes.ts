import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADER_NAMES } from '@/shared/constants';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { accountOk } from '../../../lib/envelope';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import { refreshSession } from '../session/session-service';
import type { AuthContext } from './auth-context';
import * as s from './auth-schemas';
import { logOut } from './log-out';
import { requestLoginOtp, verifyLoginOtp } from './otp-login';
import { login } from './password-auth';
import { FORGOT_PASSWORD_ANSWER, forgotPassword, resetPassword } from './password-reset';
import { requestSignupOtp, signUp, verifySignupOtp } from './sign-up';

const tags = ['account: sign-in'];
const OTP_SENT = M.otpSent;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Outside production, calls from this machine (the storefront's server, end-to-end suites that
 * sign up dozens of shoppers) skip the per-address limits; per-account limits always apply.
 */
export function addressLimitKey(ip: string, appEnv: string): string | null {
  return appEnv !== 'production' && LOOPBACK.has(ip) ? null : ip;
}

export interface AuthRoutesOptions {
  captcha: CaptchaVerifier;
}

/** docs/requirements/calls.md#account-sign-in `auth/*` calls under `/account/`. Every call a robot could abuse carries a captcha. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { captcha }) => {
  const contextOf = (request: FastifyRequest): AuthContext => ({
    db: app.db,
    notify: app.notify,
    secret: app.env.TOKEN_SECRET,
    ip: addressLimitKey(request.ip, app.env.APP_ENV),
    systemId: (request.headers[HEADER_NAMES.systemId.toLowerCase()] as string | undefined) ?? null,
    storefrontUrl: app.env.STOREFRONT_URL,
    languageCode: languageOfAcceptLanguage(request.headers['accept-language']),
  });
  /** preHandler: the body's `reCaptchaToken` must pass the configured provider. */
  const checkCaptcha = async (request: FastifyRequest) => {
    const token = (request.body as { reCaptchaToken?: string } | undefined)?.reCaptchaToken ?? '';
    await captcha.verify({ token, ip: request.ip });
  };
  const guarded = { preHandler: checkCaptcha };
  const route = <T extends object>(summary: string, extra: T) => ({ tags, summary, headers: s.AccountHeaders, ...extra });

  app.get('/auth/captcha', { schema: route('A fresh ALTCHA challenge (null when the provider is not altcha)', { response: { 200: s.CaptchaResponse } }) }, async () =>
    accountOk(await captcha.createChallenge(), `Captcha provider: ${captcha.provider}`),
  );

  app.post('/auth/sign-up', { ...guarded, schema: route('Create an account; a code goes to the phone', { body: s.SignUpBody, response: { 201: s.SignUpResponse } }) }, async (request, reply) => {
    const answer = await signUp({ context: contextOf(request), body: request.body });
    return reply.code(201).send(accountOk(answer, M.accountCreated, 201));
  });

  app.post('/auth/signup-phone-otp', { ...guarded, schema: route('Send (again) the sign-up code to a phone awaiting verification', { body: s.SignupPhoneOtpBody, response: { 200: s.OtpSentResponse } }) }, async (request) =>
    accountOk(await requestSignupOtp({ context: contextOf(request), phone: request.body.phoneNumber }), OTP_SENT),
  );

  app.post('/auth/signup-phone-otp-verify', { ...guarded, schema: route('Verify the phone with its code and sign in', { body: s.SignupPhoneOtpVerifyBody, response: { 200: s.SignInResponse } }) }, async (request) => {
    const { otp, username } = request.body;
    return accountOk(await verifySignupOtp({ context: contextOf(request), phone: username, otp }), M.phoneVerified);
  });

  app.post('/auth/login', { ...guarded, schema: route('Sign in with e-mail or phone and password', { body: s.LoginBody, response: { 200: s.SignInResponse } }) }, async (request) =>
    accountOk(await login({ context: contextOf(request), ...request.body }), M.signedIn),
  );

  app.post('/auth/login-otp', { ...guarded, schema: route('Send a sign-in code by SMS (phone) or e-mail', { body: s.LoginOtpBody, response: { 200: s.OtpSentResponse } }) }, async (request) =>
    accountOk(await requestLoginOtp({ context: contextOf(request), username: request.body.username }), OTP_SENT),
  );

  app.post('/auth/otp-verify', { ...guarded, schema: route('Sign in with the code', { body: s.OtpVerifyBody, response: { 200: s.SignInResponse } }) }, async (request) =>
    accountOk(await verifyLoginOtp({ context: contextOf(request), ...request.body }), M.signedIn),
  );

  app.post('/auth/refresh-token', { schema: route('Rotate tokens: a refresh token works once; reusing one ends its session', { body: s.RefreshTokenBody, response: { 200: s.RefreshResponse } }) }, async (request) => {
    const tokens = await refreshSession({ db: app.db, secret: app.env.TOKEN_SECRET, ...request.body });
    return accountOk({ tokens }, M.tokensRefreshed);
  });

  app.post('/auth/forgot-password', { schema: route('Send a single-use reset link (same answer whether or not the account exists)', { body: s.ForgotPasswordBody, response: { 200: s.EmptyResponse } }) }, async (request) => {
    await forgotPassword({ context: contextOf(request), username: request.body.email ?? request.body.username ?? '' });
    return accountOk(null, FORGOT_PASSWORD_ANSWER);
  });

  app.post('/auth/reset-password', { schema: route('Set a new password with the token of a reset link', { body: s.ResetPasswordBody, response: { 200: s.EmptyResponse } }) }, async (request) => {
    await resetPassword({ context: contextOf(request), ...request.body });
    return accountOk(null, M.passwordChanged);
  });

  app.post('/auth/log-out', { preHandler: app.optionalUser, schema: route('End the session of the bearer token and/or the refresh token', { body: s.LogOutBody.optional(), response: { 200: s.EmptyResponse } }) }, async (request) => {
    await logOut({ db: app.db, sessionId: request.user?.sessionId ?? null, refreshToken: request.body?.refreshToken ?? null });
    return accountOk(null, M.signedOut);
  });
};
