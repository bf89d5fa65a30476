import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectSuccess } from '../commerce-requests';
import { confirmationsFor, createPendingCardOrder, orderOf, type PendingOrder, stockOf } from './payment-fixture';

/**
 * The sandbox gateway's hosted pages over HTTP, as a browser uses them: card page, card
 * submit, 3-D Secure, the signed 303 back to the storefront, then the storefront relaying
 * the result to handlePaymnt.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { STOREFRONT_URL: 'http://shop.test:3000' } });
}, 120_000);
afterAll(async () => t?.close());

const pathOf = (order: PendingOrder) => new URL(order.redirectUrl).pathname;

function submit(url: string, fields: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

const card = (cardNumber: string, extra: Record<string, string> = {}) => ({ cardNumber, expiry: '12/39', cvc: '123', action: 'pay', ...extra });

/** The 303's signed query, relayed to handlePaymnt the way /payment-return does. */
async function relay(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(303);
  const location = new URL(String(response.headers.location));
  const query = Object.fromEntries(location.searchParams);
  const payload = { orderID: Number(query.orderID), paymentID: query.paymentID, status: query.status, ...(query.reason ? { reason: query.reason } : {}), signature: query.signature };
  const answer = await t.app.inject({ method: 'POST', url: '/api/cart/handlePaymnt/', payload });
  return { location, data: expectSuccess<Record<string, unknown>>(answer) };
}

describe('the hosted card page', () => {
  it('shows the order number, the amount and the test cards, with no script and a strict CSP', async () => {
    const order = await createPendingCardOrder(t.app);
    const response = await t.app.inject({ method: 'GET', url: pathOf(order) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain('form-action \'self\' http://shop.test:3000');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain(order.orderNumber);
    expect(response.body).toContain('₹48,269');
    expect(response.body).toContain('Pay ₹48,269');
    expect(response.body).toContain('4242 4242 4242 4242');
    expect(response.body).toContain('4000 0000 0000 0002');
    expect(response.body).toContain('4000 0000 0000 3220');
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!shop\.test)/i);
  });

  it('is right to left in Arabic, with the UAE amount in fils', async () => {
    const order = await createPendingCardOrder(t.app, { subsiteId: 2, languageCode: 'ar' });
    const response = await t.app.inject({ method: 'GET', url: pathOf(order) });
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('دفع آمن');
    expect(response.body).toMatch(/AED\s?12,345\.50/);
  });

  it('refuses a bad card number, a past expiry and a bad CVC with a clear message, escaping what was typed', async () => {
    const order = await createPendingCardOrder(t.app);
    const badNumber = await submit(pathOf(order), card('4242 4242 4242 4241', { cardName: '<script>alert("x")</script>' }));
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.body).toContain('This card number is not valid: check the digits.');
    expect(badNumber.body).toMatch(/id="cardNumber"[^>]*value="4242 4242 4242 4241"[^>]*aria-invalid="true"/);
    expect(badNumber.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(badNumber.body).not.toContain('<script>');

    const past = await submit(pathOf(order), card('4242424242424242', { expiry: '01/20' }));
    expect(past.statusCode).toBe(422);
    expect(past.body).toContain('This card has expired');
    const badExpiry = await submit(pathOf(order), card('4242424242424242', { expiry: '13/30' }));
    expect(badExpiry.body).toContain('Enter the expiry date as MM/YY');
    const badCvc = await submit(pathOf(order), card('4242424242424242', { cvc: '12a' }));
    expect(badCvc.statusCode).toBe(422);
    expect(badCvc.body).toContain('Enter the 3-digit CVC');
    const empty = await submit(pathOf(order), card(''));
    expect(empty.body).toContain('Enter your card number.');
    // A real (Luhn-valid) card that is not a test card.
    const other = await submit(pathOf(order), card('5555 5555 5555 4444'));
    expect(other.statusCode).toBe(422);
    expect(other.body).toContain('The sandbox accepts only the test cards listed below.');

    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment' });
  });

  it('answers 404 with a page for an unknown payment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sandbox-pay/pay_nothing_here' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment not found');
  });
});

describe('paying on the hosted page', () => {
  it('4242…: notified, redirected (303) with a signed result, handlePaymnt answers paid; one e-mail', async () => {
    const order = await createPendingCardOrder(t.app);
    const { location, data } = await relay(await submit(pathOf(order), card('4242 4242 4242 4242')));
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test:3000/in-en/payment-return');
    expect(location.searchParams.get('status')).toBe('succeeded');
    expect(data).toMatchObject({ orderID: order.orderId, status: 'placed', paymentStatus: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment!.settledBy).toBe('notification');
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
    // Back on the page afterwards: it says the payment is finished and offers the way back.
    const again = await t.app.inject({ method: 'GET', url: pathOf(order) });
    expect(again.body).toContain('This payment was already received');
    expect(again.body).toContain('http://shop.test:3000/in-en/payment-return?orderID=');
  });

  it('declined card: failed, stock and cart restored', async () => {
    const order = await createPendingCardOrder(t.app, { quantity: 2 });
    const { location, data } = await relay(await submit(pathOf(order), card('4000000000000002')));
    expect(location.searchParams.get('reason')).toBe('Your card was declined');
    expect(data).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed', failureCode: 'declined', cartID: order.cartId });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 2);
  });

  it('cancel: failed with the reason', async () => {
    const order = await createPendingCardOrder(t.app);
    const { data } = await relay(await submit(pathOf(order), { action: 'cancel' }));
    expect(data).toMatchObject({ paymentStatus: 'failed', failureCode: 'cancelled' });
  });

  it('3-D Secure: the right code pays', async () => {
    const order = await createPendingCardOrder(t.app);
    const toChallenge = await submit(pathOf(order), card('4000 0000 0000 3220'));
    expect(toChallenge.statusCode).toBe(303);
    const challengeUrl = String(toChallenge.headers.location);
    expect(challengeUrl).toMatch(new RegExp(`^${pathOf(order)}/challenge\\?t=`));
    const page = await t.app.inject({ method: 'GET', url: challengeUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3-D Secure check');
    const token = new URL(challengeUrl, 'http://x').searchParams.get('t')!;
    const { data } = await relay(await submit(`${pathOf(order)}/challenge`, { t: token, code: '123456', action: 'verify' }));
    expect(data).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  });

  it('3-D Secure: a wrong code fails and gives the stock back; a forged challenge link is refused', async () => {
    const order = await createPendingCardOrder(t.app);
    const forged = await t.app.inject({ method: 'GET', url: `${pathOf(order)}/challenge?t=forged` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This 3-D Secure check is not valid');
    const forgedPost = await submit(`${pathOf(order)}/challenge`, { t: 'forged', code: '123456', action: 'verify' });
    expect(forgedPost.statusCode).toBe(400);
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment' });

    const challengeUrl = String((await submit(pathOf(order), card('4000000000003220'))).headers.location);
    const token = new URL(challengeUrl, 'http://x').searchParams.get('t')!;
    const { data } = await relay(await submit(`${pathOf(order)}/challenge`, { t: token, code: '000000', action: 'verify' }));
    expect(data).toMatchObject({ status: 'payment_failed', failureCode: 'authentication_failed', cartID: order.cartId });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 1);
  });

  it('a payment whose time ran out is expired on the spot and sent back as failed', async () => {
    const order = await createPendingCardOrder(t.app, { expiresInMinutes: -1 });
    const { data } = await relay(await t.app.inject({ method: 'GET', url: pathOf(order) }));
    expect(data).toMatchObject({ status: 'payment_failed', failureCode: 'expired' });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 1);
  });
});

describe('malformed requests', () => {
  it('answer 4xx, never 500, and change nothing', async () => {
    const order = await createPendingCardOrder(t.app);
    const send = (url: string, payload: string, contentType: string) => t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
    const cases: Array<[string, string, string, number]> = [
      ['/api/payments/sandbox/notify', '{"paymentID": ', 'application/json', 400],
      ['/api/payments/sandbox/notify', 'paymentID=x', 'application/x-www-form-urlencoded', 415],
      ['/api/payments/sandbox/notify', '[1,2]', 'application/json', 400],
      ['/api/cart/handlePaymnt/', '{"orderID": ', 'application/json', 400],
      ['/api/cart/handlePaymnt/', 'null', 'application/json', 400],
      [pathOf(order), '<xml/>', 'text/xml', 415],
      [pathOf(order), `cardNumber=${'4'.repeat(20_000)}`, 'application/x-www-form-urlencoded', 413],
      [pathOf(order), 'action=steal', 'application/x-www-form-urlencoded', 400],
    ];
    for (const [url, payload, type, status] of cases) {
      const response = await send(url, payload, type);
      expect(response.statusCode, `${url} ${payload.slice(0, 30)} → ${response.body.slice(0, 200)}`).toBe(status);
    }
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment' });
  });
});
