import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import * as c from '@/shared/contracts/account';
import { Cart } from '@/shared/contracts/cart';
import { AccountFailure, CommerceFailure, accountEnvelope, commerceEnvelope } from '@/shared/contracts/envelope';
import { siteHeadersOf, twoProductsInStock } from './known-data';

/**
 * The account journey every target must answer alike (the mocks in mock mode, the services for
 * real): sign up by phone code, password and code sign-in, profile, addresses, refresh rotation
 * and reuse, forgot and reset password, log-out, and the guest cart mapped on sign-in. Each step
 * checks the status, the shared schema and, for failures, the message.
 */
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function runAccountSequence({ baseUrl }: { baseUrl: string }): Promise<void> {
  async function call(step: string, method: Method, path: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { systemID: 'contract-device', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(new URL(path, baseUrl), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { step, status: response.status, body: (await response.json()) as unknown };
  }
  async function ok<S extends z.ZodType>(step: string, schema: S, method: Method, path: string, options: Parameters<typeof call>[3] & { status?: number } = {}) {
    const answer = await call(step, method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(options.status ?? 200);
    const envelope = accountEnvelope(schema).parse(answer.body) as { responseBody: unknown };
    return envelope.responseBody as z.output<S>;
  }
  async function refused(step: string, status: number, message: string, method: Method, path: string, options: Parameters<typeof call>[3] = {}) {
    const answer = await call(step, method, path, options);
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect(AccountFailure.parse(answer.body).message, step).toBe(message);
  }
  async function captcha(): Promise<string> {
    const challenge = await ok('captcha', c.CaptchaChallenge.nullable(), 'GET', '/account/auth/captcha');
    if (!challenge) return 'captcha-off';
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number, maxnumber: undefined })).toString('base64');
  }
  async function lastText(to: string): Promise<string> {
    const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, baseUrl));
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    return messages[0]?.body ?? '';
  }
  const code = async (to: string) => /\b(\d{6})\b/.exec(await lastText(to))?.[1] ?? 'missing';

  const shopper = { firstName: 'Lakshmi', lastName: 'Rao', email: `contract-${randomInt(1e9)}@example.com`, phone: `+9190${randomInt(1e7, 1e8)}`, password: 'Contract#2026' };
  const created = await ok('sign up', c.SignUpAnswer, 'POST', '/account/auth/sign-up', { body: { ...shopper, reCaptchaToken: await captcha() }, status: 201 });
  expect(created.userDetails).toMatchObject({ email: shopper.email, phone: shopper.phone, phoneVerified: false });
  await refused('sign up again', 409, M.signUpEmailTaken, 'POST', '/account/auth/sign-up', { body: { ...shopper, reCaptchaToken: await captcha() } });
  const verified = await ok('verify phone', c.SignInAnswer, 'POST', '/account/auth/signup-phone-otp-verify', { body: { otp: await code(shopper.phone), username: shopper.phone, reCaptchaToken: await captcha() } });
  const userID = verified.userDetails.userID;

  await refused('wrong password', 401, M.wrongCredentials, 'POST', '/account/auth/login', { body: { username: shopper.email, password: 'Wrong#2026', reCaptchaToken: await captcha() } });
  const signedIn = await ok('login', c.SignInAnswer, 'POST', '/account/auth/login', { body: { username: shopper.email, password: shopper.password, reCaptchaToken: await captcha() } });
  let token = signedIn.tokens.accessToken;

  expect(await ok('details', c.UserDetails, 'GET', `/account/user/details/${userID}`, { token })).toMatchObject({ userID, phoneVerified: true });
  await refused("another user's details", 404, 'User 1 not found', 'GET', '/account/user/details/1', { token });
  await refused('details without a token', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`);
  expect(await ok('edit profile', c.UserDetails, 'PATCH', '/account/user', { token, body: { lastName: 'Rao-Iyer' } })).toMatchObject({ lastName: 'Rao-Iyer' });

  const base = `/account/users/${userID}/address`;
  const address = { fname: 'Lakshmi', lname: 'Rao', address1: '5 MG Road', city: 'Bengaluru', zipcode: '560001', country: 'India', state: 'Karnataka', countryId: 1, stateId: null, phone: shopper.phone, latitude: 'latitude', longitude: 'longitude' };
  const home = await ok('add address', c.SavedAddress, 'POST', base, { token, body: address, status: 201 });
  expect(home).toMatchObject({ ...address, isDefault: true, address2: '', province: '' });
  const work = await ok('add address at checkout', c.SavedAddress, 'POST', `${base}/checkout`, { token, body: { ...address, address1: 'Office' }, status: 201 });
  const notInKarnataka = 'PIN code 400001 is not in Karnataka: check the PIN code or the state';
  await refused('address whose PIN is in another state', 422, notInKarnataka, 'POST', base, { token, body: { ...address, zipcode: '400001' } });
  await refused('the same, in Arabic', 422, 'الرمز البريدي 400001 ليس في كارناتاكا: تحقّق من الرمز البريدي أو الولاية', 'POST', `${base}/checkout`, {
    token,
    body: { ...address, zipcode: '400001' },
    headers: { 'accept-language': 'ar-AE' },
  });
  await refused('edit to a PIN in another state', 422, notInKarnataka, 'PATCH', `${base}/${work.addressID}`, { token, body: { zipcode: '400001' } });
  expect(await ok('make default', c.SavedAddress, 'PATCH', `${base}/${work.addressID}`, { token, body: { isDefault: true } })).toMatchObject({ isDefault: true });
  expect((await ok('list addresses', z.array(c.SavedAddress), 'GET', base, { token })).map((saved) => saved.addressID)).toEqual([work.addressID, home.addressID]);
  await ok('delete address', z.null(), 'DELETE', `${base}/${work.addressID}`, { token });
  await refused('delete it again', 404, `Address ${work.addressID} not found`, 'DELETE', `${base}/${work.addressID}`, { token });
  await refused("another user's addresses", 404, 'User 1 not found', 'GET', '/account/users/1/address', { token });

  const rotated = await ok('refresh', c.RefreshAnswer, 'POST', '/account/auth/refresh-token', { body: signedIn.tokens });
  token = rotated.tokens.accessToken;
  await refused('refresh token reused', 401, 'Invalid User', 'POST', '/account/auth/refresh-token', { body: signedIn.tokens });
  await refused('family revoked', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`, { token });

  await ok('code requested', c.OtpSentAnswer, 'POST', '/account/auth/login-otp', { body: { username: shopper.email, reCaptchaToken: await captcha() } });
  const byCode = await ok('code sign-in', c.SignInAnswer, 'POST', '/account/auth/otp-verify', { body: { username: shopper.email, otp: await code(shopper.email), reCaptchaToken: await captcha() } });
  token = byCode.tokens.accessToken;

  const forgotten = await call('forgot password', 'POST', '/account/auth/forgot-password', { body: { email: shopper.email } });
  const unknown = await call('forgot password (no account)', 'POST', '/account/auth/forgot-password', { body: { email: 'nobody-at-all@example.com' } });
  expect(forgotten.status).toBe(200);
  expect(unknown.body).toEqual(forgotten.body);
  const resetToken = /token=([A-Za-z0-9_-]+)/.exec(await lastText(shopper.email))?.[1] ?? 'missing';
  await ok('reset password', z.null(), 'POST', '/account/auth/reset-password', { body: { token: resetToken, password: 'Renewed#2027' } });
  await refused('reset token reused', 400, M.resetTokenInvalid, 'POST', '/account/auth/reset-password', { body: { token: resetToken, password: 'Again#2028' } });
  await refused('sessions ended by the reset', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`, { token });

  const fresh = await ok('login with the new password', c.SignInAnswer, 'POST', '/account/auth/login', { body: { username: shopper.phone, password: 'Renewed#2027', reCaptchaToken: await captcha() } });
  const site = siteHeadersOf('in-en');
  const [product] = twoProductsInStock('in-en');
  const guest = await fetch(new URL('/api/cart/', baseUrl), { method: 'POST', headers: { ...site, 'content-type': 'application/json' }, body: JSON.stringify({ productID: product!.productID, quantity: 1 }) });
  const cartID = commerceEnvelope(Cart).parse(await guest.json()).data.cartID;
  const mapped = await fetch(new URL(`/api/cart/mapUserCart/${cartID}/`, baseUrl), { headers: { ...site, authorization: `Bearer ${fresh.tokens.accessToken}` } });
  expect(mapped.status).toBe(200);
  expect(commerceEnvelope(Cart).parse(await mapped.json()).data).toMatchObject({ cartID, orderQty: 1 });
  const anonymous = await fetch(new URL(`/api/cart/mapUserCart/${cartID}/`, baseUrl), { headers: site });
  expect(anonymous.status).toBe(401);
  expect(CommerceFailure.parse(await anonymous.json()).meta.message).toBe('Invalid User');

  await ok('log out', z.null(), 'POST', '/account/auth/log-out', { token: fresh.tokens.accessToken, body: { refreshToken: fresh.tokens.refreshToken } });
  await refused('after log-out', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`, { token: fresh.tokens.accessToken });
  await refused('refresh after log-out', 401, 'Invalid User', 'POST', '/account/auth/refresh-token', { body: fresh.tokens });
}
