import { randomInt } from 'node:crypto';
import { solveChallenge } from 'altcha-lib/v1';
import { expect } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import * as c from '@/shared/contracts/account';
import { Cart, MappedCart } from '@/shared/contracts/cart';
import { AccountFailure, CommerceFailure, accountEnvelope, commerceEnvelope } from '@/shared/contracts/envelope';
import { siteHeadersOf, twoProductsInStock } from './known-data';

/**
 * The account journey every target must answer alike (the mocks in mock mode, the services for
 * real): sign up by phone code, password and code sign-in, profile, addresses, refresh rotation
 * and reuse, forgot and reset password, log-out, the guest cart mapped on sign-in (merging the
 * account's earlier cart) and the account's cart as another browser asks for it. Each step checks
 * the status, the shared schema and, for failures, the message.
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
  // A taken e-mail is answered like a new account (no enumeration): no code goes out, the owner is told.
  const again = { ...shopper, phone: `+9191${randomInt(1e7, 1e8)}` };
  const echoed = await ok('sign up again (e-mail taken)', c.SignUpAnswer, 'POST', '/account/auth/sign-up', { body: { ...again, reCaptchaToken: await captcha() }, status: 201 });
  expect(echoed).toMatchObject({ otpSent: true, resendAfterSeconds: created.resendAfterSeconds, userDetails: { email: shopper.email, phone: again.phone, phoneVerified: false } });
  expect(echoed.userDetails.userID).not.toBe(created.userDetails.userID);
  expect(await lastText(again.phone)).toBe('');
  expect(await lastText(shopper.email)).toMatch(/forgot-password/);
  const verified = await ok('verify phone', c.SignInAnswer, 'POST', '/account/auth/signup-phone-otp-verify', { body: { otp: await code(shopper.phone), username: shopper.phone, reCaptchaToken: await captcha() } });
  const userID = verified.userDetails.userID;

  await refused('wrong password', 401, M.wrongCredentials, 'POST', '/account/auth/login', { body: { username: shopper.email, password: 'Wrong#2026', reCaptchaToken: await captcha() } });
  const signedIn = await ok('login', c.SignInAnswer, 'POST', '/account/auth/login', { body: { username: shopper.email, password: shopper.password, reCaptchaToken: await captcha() } });
  let token = signedIn.tokens.accessToken;

  expect(await ok('details', c.UserDetails, 'GET', `/account/user/details/${userID}`, { token })).toMatchObject({ userID, phoneVerified: true });
  await refused("another user's details", 404, 'User 1 not found', 'GET', '/account/user/details/1', { token });
  await refused('details without a token', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`);
  expect(await ok('edit profile', c.ProfileAnswer, 'PATCH', '/account/user', { token, body: { lastName: 'Rao-Iyer' } })).toMatchObject({ lastName: 'Rao-Iyer', pendingContact: null });
  // A new e-mail waits for the code sent to it; the right code applies it (and back again, for the steps below).
  const newEmail = `contract-new-${randomInt(1e9)}@example.com`;
  const pending = await ok('ask for a new e-mail', c.ProfileAnswer, 'PATCH', '/account/user', { token, body: { email: newEmail } });
  expect(pending).toMatchObject({ email: shopper.email, pendingContact: { email: newEmail, phone: null, resendAfterSeconds: 60 } });
  expect(await ok('not applied yet', c.UserDetails, 'GET', `/account/user/details/${userID}`, { token })).toMatchObject({ email: shopper.email });
  const newCode = await code(newEmail);
  await refused('wrong code for the new e-mail', 400, M.otpInvalid, 'POST', '/account/user/contact-verify', { token, body: { email: newEmail, otp: newCode === '000000' ? '111111' : '000000' } });
  expect(await ok('confirm the new e-mail', c.UserDetails, 'POST', '/account/user/contact-verify', { token, body: { email: newEmail, otp: newCode } })).toMatchObject({ email: newEmail });
  await ok('ask for the old e-mail back', c.ProfileAnswer, 'PATCH', '/account/user', { token, body: { email: shopper.email } });
  expect(await ok('confirm it', c.UserDetails, 'POST', '/account/user/contact-verify', { token, body: { email: shopper.email, otp: await code(shopper.email) } })).toMatchObject({ email: shopper.email });

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
  const [product, other] = twoProductsInStock('in-en');
  const bearer = { ...site, authorization: `Bearer ${fresh.tokens.accessToken}` };
  const guestCart = async (productID: number) => {
    const guest = await fetch(new URL('/api/cart/', baseUrl), { method: 'POST', headers: { ...site, 'content-type': 'application/json' }, body: JSON.stringify({ productID, quantity: 1 }) });
    return commerceEnvelope(Cart).parse(await guest.json()).data.cartID;
  };
  const userCart = async (headers: Record<string, string>) => {
    const answer = await fetch(new URL('/api/cart/userCart/', baseUrl), { headers });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  const none = await userCart(bearer);
  expect(none.status, 'no cart yet').toBe(404);
  expect(CommerceFailure.parse(none.body).meta.message).toBe('Cart of this user not found');
  const cartID = await guestCart(product!.productID);
  const mapped = await fetch(new URL(`/api/cart/mapUserCart/${cartID}/`, baseUrl), { headers: bearer });
  expect(mapped.status).toBe(200);
  expect(commerceEnvelope(MappedCart).parse(await mapped.json()).data).toMatchObject({ cartID, orderQty: 1, merged: { pieces: 0, limitedByStock: false } });
  const anonymous = await fetch(new URL(`/api/cart/mapUserCart/${cartID}/`, baseUrl), { headers: site });
  expect(anonymous.status).toBe(401);
  expect(CommerceFailure.parse(await anonymous.json()).meta.message).toBe('Invalid User');
  // Another browser asks the server for the account's cart.
  const own = await userCart(bearer);
  expect(own.status).toBe(200);
  expect(commerceEnvelope(Cart).parse(own.body).data).toMatchObject({ cartID, orderQty: 1 });
  const ownAnonymous = await userCart(site);
  expect(ownAnonymous.status).toBe(401);
  expect(CommerceFailure.parse(ownAnonymous.body).meta.message).toBe('Invalid User');
  // A guest cart started in that browser takes the earlier cart's pieces at sign-in, and says how many.
  const laterID = await guestCart(other!.productID);
  const merged = await fetch(new URL(`/api/cart/mapUserCart/${laterID}/`, baseUrl), { headers: bearer });
  expect(merged.status).toBe(200);
  const mergedBody = commerceEnvelope(MappedCart).parse(await merged.json());
  expect(mergedBody.data).toMatchObject({ cartID: laterID, orderQty: 2, merged: { pieces: 1, limitedByStock: false } });
  expect(mergedBody.meta.message).toBe('Cart linked to your account');
  expect(commerceEnvelope(Cart).parse((await userCart(bearer)).body).data.cartID).toBe(laterID);
  const retired = await fetch(new URL(`/api/cart/${cartID}/cart_summary`, baseUrl), { headers: bearer });
  expect(retired.status, 'the earlier cart is retired').toBe(404);

  await ok('log out', z.null(), 'POST', '/account/auth/log-out', { token: fresh.tokens.accessToken, body: { refreshToken: fresh.tokens.refreshToken } });
  await refused('after log-out', 401, 'Invalid User', 'GET', `/account/user/details/${userID}`, { token: fresh.tokens.accessToken });
  await refused('refresh after log-out', 401, 'Invalid User', 'POST', '/account/auth/refresh-token', { body: fresh.tokens });
}
