import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_MULTIPART_MESSAGE } from '@/server/plugins/errors';
import { signInAs, type SignedIn } from '../helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '../helpers/test-app';

/**
 * Malformed text and numbers that used to reach the database and fail it with a 500 (docs/security.md
 * "Input"): each is a 400 naming the field.
 */
describe('security: malformed input is a 400 naming the field, never a 500', () => {
  let t: TestApp;
  let shopper: SignedIn;
  let staff: SignedIn;
  const site = siteHeaders('in-en');
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signInAs(t.app, 'shopper');
    staff = await signInAs(t.app, 'staff');
  });
  afterAll(async () => t?.close());

  const json = (method: InjectOptions['method'], url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...site, ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const message = (response: { json: () => unknown }) => {
    const body = response.json() as { meta?: { message: string }; message?: string };
    return body.meta?.message ?? body.message ?? '';
  };
  const expect400 = (response: { statusCode: number; json: () => unknown }, field: RegExp) => {
    expect(response.statusCode, message(response)).toBe(400);
    expect(message(response)).toMatch(field);
  };

  it.each([
    ['a NUL byte', 'shop\u0000per@example.com'],
    ['a lone surrogate', 'shopper\uD800@example.com'],
  ])('login name with %s', async (_, username) => {
    expect400(await json('POST', '/account/auth/login', { username, password: 'Shopper#2026', reCaptchaToken: 'x' }), /username/);
  });

  it('a coupon code with a NUL byte', async () => {
    expect400(await json('PUT', '/api/cart/', { cartID: randomUUID(), mode: 'apply_promotion', couponCode: 'GOLD\u000010' }), /couponCode/);
  });

  it.each([
    ['order search key', '/api/orders/index/status/all/?searchKey=%00', /searchKey/],
    ['category', '/api/products/?category=rings%00', /category/],
    ['search words', '/api/products/?q=ring%00', /\bq\b/],
    ['url-rewrite path', '/api/url-rewrite?url=%2Frings%00', /url/],
  ])('a NUL byte in the %s', async (_, url, field) => {
    expect400(await t.app.inject({ method: 'GET', url, headers: { ...site, ...shopper.headers } }), field);
  });

  it('a payment id with a NUL byte', async () => {
    expect400(await json('POST', '/api/cart/handlePaymnt/', { orderID: 1, paymentID: 'pay_\u00001', status: 'failed', signature: 'sig' }), /paymentID/);
  });

  it('review text with a NUL byte, sent as a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/1/reviews/',
      headers: { ...site, ...shopper.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'productRating=5&reviewTitle=Lovely&reviewText=Really%20lovely%00ring&reCaptchaToken=x',
    });
    expect400(response, /reviewText/);
  });

  it('a lone surrogate in a saved address', async () => {
    const address = { fname: 'Priya', lname: 'S\uD800', address1: '1 MG Road', city: 'Mumbai', zipcode: '400001', country: 'India', phone: '+919876543210' };
    expect400(await json('POST', `/account/users/${shopper.userId}/address`, address, shopper.headers), /lname/);
  });

  it('a lone surrogate in a gift message', async () => {
    expect400(await json('PUT', '/api/cart/', { cartID: randomUUID(), mode: 'gift_buy', recipientName: 'Asha', giftMessage: 'With love \uDC00' }), /giftMessage/);
  });

  it('a one-line field refuses a line break the multiline ones accept', async () => {
    expect400(await json('PUT', '/api/cart/', { cartID: randomUUID(), mode: 'gift_buy', recipientName: 'Asha\nRao' }), /recipientName.*control characters/);
  });

  it('store credit of 1e308', async () => {
    expect400(await json('PUT', '/api/cart/', { cartID: randomUUID(), mode: 'apply_usercredit', amount: 1e308 }, shopper.headers), /amount/);
  });

  it.each([5e-324, 1e-7, 123.456])('store credit of %d: parts of a minor unit, refused in the shopper’s words (docs/requirements/service-contract.md#envelopes)', async (amount) => {
    const cart = await json('POST', '/api/cart/', { productID: 1, quantity: 1 }, shopper.headers);
    const cartID = (cart.json() as { data: { cartID: string } }).data.cartID;
    const response = await json('PUT', '/api/cart/', { cartID, mode: 'apply_usercredit', amount }, shopper.headers);
    expect(response.statusCode, response.body).toBe(422);
  });

  it.each([1e308, 1e-7])('an expected order total of %d', async (expectedTotal) => {
    const response = await json('POST', `/api/cart/postorders/${randomUUID()}/`, { paymentSettingsGroupKey: 'card', expectedTotal }, { ...shopper.headers, 'idempotency-key': `malformed-${expectedTotal}` });
    expect400(response, /expectedTotal/);
  });

  it.each(['1e308', '5e-324', '1e-7'])('a listing price filter of %s', async (amount) => {
    expect400(await t.app.inject({ method: 'GET', url: `/api/products/?minPrice=${amount}`, headers: site }), /minPrice/);
  });

  it.each([1e-7, 5e-324, 1e308])("staff's excess amount of %d", async (excessAmount) => {
    expect400(await json('POST', '/admin/orders/1/excess', { excessAmount, note: 'fuzz' }, staff.headers), /excessAmount/);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'productRating=5'],
    ['a truncated body', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="reviewTitle"\r\n\r\ncut sh'],
  ])('a review form as multipart with %s', async (_, contentType, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/products/1/reviews/', headers: { ...site, ...shopper.headers, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(INVALID_MULTIPART_MESSAGE);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'rmaImage'],
    ['a truncated body', 'multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="rmaImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG'],
  ])('a return photo upload with %s', async (_, contentType, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders/uploadRmaImage', headers: { ...site, ...shopper.headers, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
  });

  it('a body nested deeper than any contract', async () => {
    const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
    const response = await t.app.inject({ method: 'PUT', url: '/api/cart/', headers: { ...site, 'content-type': 'application/json' }, payload: deep });
    expect400(response, /nested too deeply/);
  });
});
