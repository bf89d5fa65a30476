import { CaptchaChallenge } from '@/shared/contracts/account';
import { accountRefused, type ContractCase } from './contract-case';
import { accountEnvelope } from '@/shared/contracts/envelope';

/**
 * Account calls that need no state: bad input (400 naming the field, before any captcha or
 * token is looked at) and missing tokens (401). The stateful journey is account-sequence.ts.
 */
export function accountAuthCases(): ContractCase[] {
  const post = (path: string, name: string, body: unknown, expected: ReturnType<typeof accountRefused>): ContractCase => ({
    name: `POST /account/${path} ${name}`,
    method: 'POST',
    path: `/account/${path}`,
    body,
    ...expected,
    sameAnswer: true,
  });
  const captcha = 'captcha-off';
  return [
    { name: 'GET /account/auth/captcha answers a challenge', method: 'GET', path: '/account/auth/captcha', status: 200, schema: accountEnvelope(CaptchaChallenge) },
    post('auth/login', 'refuses a missing username with 400', { password: 'x', reCaptchaToken: captcha }, accountRefused(400, 'username')),
    post('auth/login', 'refuses a missing captcha token with 400', { username: 'a@example.com', password: 'x' }, accountRefused(400, 'reCaptchaToken')),
    post('auth/login', 'refuses an unknown field with 400', { username: 'a@example.com', password: 'x', reCaptchaToken: captcha, role: 'staff' }, accountRefused(400, 'role')),
    post('auth/sign-up', 'refuses a password of letters only with 400', { firstName: 'A', lastName: 'B', email: 'ab@example.com', phone: '+919000000009', password: 'abcdefghij', reCaptchaToken: captcha }, accountRefused(400, 'password')),
    post('auth/sign-up', 'refuses a phone without country code with 400', { firstName: 'A', lastName: 'B', email: 'ab@example.com', phone: '9876543210', password: 'Secret#2026', reCaptchaToken: captcha }, accountRefused(400, 'phone')),
    post('auth/signup-phone-otp', 'refuses a bad phone with 400', { phoneNumber: 'abc', reCaptchaToken: captcha }, accountRefused(400, 'phoneNumber')),
    post('auth/signup-phone-otp-verify', 'refuses a code that is not 6 digits with 400', { otp: '12', username: '+919000000009', reCaptchaToken: captcha }, accountRefused(400, 'otp')),
    post('auth/otp-verify', 'refuses a missing code with 400', { username: 'a@example.com', reCaptchaToken: captcha }, accountRefused(400, 'otp')),
    post('auth/refresh-token', 'refuses a missing access token with 400', { refreshToken: 'x' }, accountRefused(400, 'accessToken')),
    post('auth/refresh-token', 'refuses an unknown refresh token with 401', { refreshToken: 'nope.nope', accessToken: 'nope' }, accountRefused(401, 'Invalid User')),
    post('auth/forgot-password', 'refuses an empty body with 400', {}, accountRefused(400, 'email')),
    post('auth/reset-password', 'refuses a weak password with 400', { token: 'x', password: 'short' }, accountRefused(400, 'password')),
    post('auth/reset-password', 'refuses an unknown token with 400', { token: 'not-a-token', password: 'Strong#2026' }, accountRefused(400, 'token')),
    { name: 'GET /account/user/details/{id} refuses a call without a token with 401', method: 'GET', path: '/account/user/details/1', status: 401, schema: accountRefused(401, 'Invalid User').schema, messageIncludes: 'Invalid User', sameAnswer: true },
    { name: 'GET /account/users/{id}/address refuses a call without a token with 401', method: 'GET', path: '/account/users/1/address', status: 401, schema: accountRefused(401, 'Invalid User').schema, messageIncludes: 'Invalid User', sameAnswer: true },
    { name: 'GET /account/users/{id}/address refuses a bad id with 400', method: 'GET', path: '/account/users/abc/address', status: 400, schema: accountRefused(400, 'id').schema, messageIncludes: 'id', sameAnswer: true },
    { name: 'DELETE /account/users/{id}/address/{addressId} refuses a call without a token with 401', method: 'DELETE', path: '/account/users/1/address/1', status: 401, schema: accountRefused(401, 'Invalid User').schema, messageIncludes: 'Invalid User', sameAnswer: true },
  ];
}
