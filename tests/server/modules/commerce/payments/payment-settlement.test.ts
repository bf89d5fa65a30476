import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderEvents, payments, promotionRedemptions, storeCreditEntries } from '@/server/db/schema';
import { expireStalePayments, settlePayment, startPayment } from '@/server/modules/commerce/payments';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification, signSandboxRedirect } from '@/server/modules/commerce/payments/sandbox-provider';
import { paymentSigningSecret } from '@/server/modules/commerce/payments/signing';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../commerce-requests';
import { confirmationsFor, createPendingCardOrder, orderOf, type PendingOrder, stockOf } from './payment-fixture';

/**
 * Settling card payments (checkout design "Payments"): only a genuine result settles, exactly
 * once, whether the browser's return or the gateway's notification comes first, and a failure
 * gives back everything the placing transaction took.
 */
let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = paymentSigningSecret(t.env);
}, 120_000);
afterAll(async () => t?.close());

function redirectBody(order: PendingOrder, status: 'succeeded' | 'failed', reason?: string) {
  const fields = { orderID: order.orderId, paymentID: order.paymentId, status, ...(reason ? { reason } : {}) };
  return { ...fields, signature: signSandboxRedirect(secret, fields) };
}

function handlePayment(payload: unknown) {
  // No token and no site headers: a guest's browser relays the signed result as it is.
  return t.app.inject({ method: 'POST', url: '/api/cart/handlePaymnt/', payload: payload as object });
}

function notificationBody(order: PendingOrder, status: 'succeeded' | 'failed', amountMinor = order.amountDueMinor, currencyCode = order.subsiteId === 1 ? 'INR' : 'AED') {
  return JSON.stringify({ paymentID: order.paymentId, status, amountMinor, currencyCode });
}

function notifyRaw(rawBody: string, signature = signSandboxNotification(secret, rawBody)) {
  return t.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: rawBody });
}

async function eventsOf(orderId: number) {
  return t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

describe('startPayment', () => {
  it('writes a pending payment that ends with the order hold and points at the hosted page', async () => {
    const order = await createPendingCardOrder(t.app, { quantity: 1 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment).toMatchObject({ orderId: order.orderId, purpose: 'order', provider: 'sandbox', status: 'pending', amountMinor: order.amountDueMinor, currencyCode: 'INR' });
    const placed = await orderOf(t.db, order.orderId);
    expect(payment!.expiresAt.getTime()).toBe(placed.paymentExpiresAt!.getTime());
    expect(order.redirectUrl).toBe(`http://localhost:80/sandbox-pay/${order.paymentId}`);
    expect(order.paymentId).toMatch(/^pay_[A-Za-z0-9_-]{20,}$/);
  });
});

describe('POST /api/cart/handlePaymnt/ signature checks', () => {
  it('settles a genuine success: order placed and paid, one event, one confirmation e-mail', async () => {
    const order = await createPendingCardOrder(t.app);
    const data = expectSuccess<Record<string, unknown>>(await handlePayment(redirectBody(order, 'succeeded')), 'Payment received');
    expect(data).toMatchObject({ orderID: order.orderId, orderNumber: order.orderNumber, status: 'placed', paymentStatus: 'paid', failureCode: null, cartID: null });
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment).toMatchObject({ status: 'succeeded', settledBy: 'redirect' });
    expect((await eventsOf(order.orderId)).map((event) => event.status)).toEqual(['placed']);
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
    // Stock stays sold.
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing);
  });

  it('is not blocked by the cart guard or a stale token: a guest or a signed-out browser can relay it', async () => {
    const order = await createPendingCardOrder(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/handlePaymnt/',
      headers: { authorization: 'Bearer expired.or.garbage', websiteID: '1', subsiteID: '1', languageID: '1' },
      payload: redirectBody(order, 'succeeded'),
    });
    expect(expectSuccess(response)).toMatchObject({ orderID: order.orderId, paymentStatus: 'paid' });
  });

  it('refuses a forged signature and changes nothing', async () => {
    const order = await createPendingCardOrder(t.app);
    const body = { ...redirectBody(order, 'succeeded'), signature: 'A'.repeat(43) };
    expectFailure(await handlePayment(body), 400, 'Payment signature is not valid');
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment!.status).toBe('pending');
  });

  it('refuses a result whose status, reason or order was changed after signing', async () => {
    const order = await createPendingCardOrder(t.app);
    const other = await createPendingCardOrder(t.app);
    const failed = redirectBody(order, 'failed', 'Your card was declined');
    expectFailure(await handlePayment({ ...failed, status: 'succeeded' }), 400, 'Payment signature is not valid');
    expectFailure(await handlePayment({ ...failed, reason: 'Something else' }), 400, 'Payment signature is not valid');
    // Another order's genuine result cannot settle this order.
    const succeeded = redirectBody(other, 'succeeded');
    expectFailure(await handlePayment({ ...succeeded, orderID: order.orderId }), 400, 'Payment signature is not valid');
    // An unknown payment id is refused with the same words.
    expectFailure(await handlePayment({ ...succeeded, paymentID: 'pay_unknown' }), 400, 'Payment signature is not valid');
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment' });
    expect(await orderOf(t.db, other.orderId)).toMatchObject({ status: 'pending_payment' });
    expectFailure(await handlePayment({ ...succeeded, unexpected: 1 }), 400, /unexpected|Unrecognized/i);
  });

  it('answers a replay the same and changes nothing again', async () => {
    const order = await createPendingCardOrder(t.app);
    const body = redirectBody(order, 'succeeded');
    const first = expectSuccess(await handlePayment(body));
    const eventsAfterFirst = await eventsOf(order.orderId);
    const second = expectSuccess(await handlePayment(body));
    expect(second).toEqual(first);
    expect(await eventsOf(order.orderId)).toEqual(eventsAfterFirst);
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });
});

describe('POST /api/payments/sandbox/notify', () => {
  it('settles on a signed notification and refuses forged or tampered ones', async () => {
    const order = await createPendingCardOrder(t.app);
    const genuine = notificationBody(order, 'succeeded');
    expectFailure(await notifyRaw(genuine, 'forged'), 400, 'Payment signature is not valid');
    // Amount changed after signing: the signature no longer matches.
    const tamperedAmount = notificationBody(order, 'succeeded', 1);
    expectFailure(await notifyRaw(tamperedAmount, signSandboxNotification(secret, genuine)), 400, 'Payment signature is not valid');
    // Signed, but for a different amount than the payment: still refused.
    expectFailure(await notifyRaw(tamperedAmount), 400, 'Payment signature is not valid');
    // Status flipped after signing.
    expectFailure(await notifyRaw(notificationBody(order, 'failed'), signSandboxNotification(secret, genuine)), 400, 'Payment signature is not valid');
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment' });

    expect(expectSuccess(await notifyRaw(genuine), 'Payment settled')).toEqual({ settled: true, status: 'succeeded' });
    expect(expectSuccess(await notifyRaw(genuine), 'Payment already settled')).toEqual({ settled: false, status: 'succeeded' });
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });
});

describe('exactly once', () => {
  it('notification first, then the redirect: settled once by the notification, the redirect gets the same order', async () => {
    const order = await createPendingCardOrder(t.app);
    expectSuccess(await notifyRaw(notificationBody(order, 'succeeded')));
    const data = expectSuccess(await handlePayment(redirectBody(order, 'succeeded')));
    expect(data).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment!.settledBy).toBe('notification');
    expect((await eventsOf(order.orderId)).filter((event) => event.status === 'placed')).toHaveLength(1);
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });

  it('redirect first, then the notification: settled once by the redirect', async () => {
    const order = await createPendingCardOrder(t.app);
    expectSuccess(await handlePayment(redirectBody(order, 'succeeded')));
    expect(expectSuccess(await notifyRaw(notificationBody(order, 'succeeded')))).toEqual({ settled: false, status: 'succeeded' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    expect(payment!.settledBy).toBe('redirect');
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });

  it('redirect and notification at the same time (and repeated): one settlement, one e-mail', async () => {
    const order = await createPendingCardOrder(t.app);
    const raw = notificationBody(order, 'succeeded');
    const responses = await Promise.all([
      handlePayment(redirectBody(order, 'succeeded')),
      notifyRaw(raw),
      handlePayment(redirectBody(order, 'succeeded')),
      notifyRaw(raw),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const settledByNotification = responses.filter((response) => response.json().data.settled === true).length;
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, order.paymentId));
    // Exactly one call won: a notification (settled: true) or a redirect.
    expect(settledByNotification).toBe(payment!.settledBy === 'notification' ? 1 : 0);
    expect((await eventsOf(order.orderId)).filter((event) => event.status === 'placed')).toHaveLength(1);
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });

  it('a success and a failure racing: whichever wins, the effects are of one outcome only', async () => {
    const order = await createPendingCardOrder(t.app, { quantity: 2, creditMinor: 5_000 });
    const results = await Promise.all([
      settlePayment({ db: t.db, paymentId: order.paymentId, outcome: { status: 'succeeded' }, via: 'redirect', notify: t.app.notify }),
      settlePayment({ db: t.db, paymentId: order.paymentId, outcome: { status: 'failed', reason: 'Your card was declined' }, via: 'notification', notify: t.app.notify }),
    ]);
    expect(results.filter((result) => result.settled)).toHaveLength(1);
    const placed = await orderOf(t.db, order.orderId);
    const reversals = await t.db.select().from(storeCreditEntries).where(and(eq(storeCreditEntries.orderId, order.orderId), eq(storeCreditEntries.reason, 'checkout_reversal')));
    if (placed.paymentStatus === 'paid') {
      expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing);
      expect(reversals).toHaveLength(0);
    } else {
      expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 2);
      expect(reversals).toHaveLength(1);
    }
  });
});

describe('a failed payment gives everything back', () => {
  it('declined: stock, store credit, promotion and cart restored, in one settlement', async () => {
    const order = await createPendingCardOrder(t.app, { quantity: 2, creditMinor: 7_000, withPromotion: true });
    const data = expectSuccess<Record<string, unknown>>(await handlePayment(redirectBody(order, 'failed', 'Your card was declined')), 'Payment failed');
    expect(data).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed', failureCode: 'declined', cartID: order.cartId });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 2);
    const entries = await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, order.orderId));
    expect(entries.map((entry) => [entry.reason, entry.amountMinor]).sort()).toEqual([
      ['checkout', -7_000],
      ['checkout_reversal', 7_000],
    ]);
    expect(await t.db.select().from(promotionRedemptions).where(eq(promotionRedemptions.orderId, order.orderId))).toHaveLength(0);
    const items = await t.db.select().from(cartItems).where(eq(cartItems.cartId, order.cartId));
    expect(items.map((item) => ({ optionId: item.optionId, quantity: item.quantity }))).toEqual([{ optionId: order.optionId, quantity: 2 }]);
    const events = await eventsOf(order.orderId);
    expect(events.map((event) => [event.status, event.note])).toEqual([['payment_failed', 'Your card was declined']]);
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(0);

    // A replay of the failure (or a late success) gives nothing back twice and pays nothing.
    expectSuccess(await handlePayment(redirectBody(order, 'failed', 'Your card was declined')));
    expectSuccess(await notifyRaw(notificationBody(order, 'succeeded')));
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 2);
    expect(await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, order.orderId))).toHaveLength(2);
    expect((await t.db.select().from(cartItems).where(eq(cartItems.cartId, order.cartId)))[0]!.quantity).toBe(2);
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
  });
});

describe('an excess payment', () => {
  it('records the outcome on the order without failing or paying it again', async () => {
    const order = await createPendingCardOrder(t.app);
    expectSuccess(await handlePayment(redirectBody(order, 'succeeded')));
    const now = new Date();
    const excess = await t.db.transaction((tx) =>
      startPayment({ db: tx, order: { id: order.orderId, number: order.orderNumber, amountMinor: 1_500, currencyCode: 'INR', decimalPlaces: 0 }, purpose: 'excess', returnTo: { storefrontUrl: 'http://x', subsiteCode: 'in', languageCode: 'en' }, publicBaseUrl: 'http://x', now }),
    );
    const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, excess.paymentId));
    expect(row).toMatchObject({ purpose: 'excess', amountMinor: 1_500, status: 'pending' });
    // Its own timeout from now, not the checkout hold.
    expect(row!.expiresAt.getTime()).toBe(now.getTime() + 15 * 60_000);
    const stock = await stockOf(t.db, order);
    const { settled } = await settlePayment({ db: t.db, paymentId: excess.paymentId, outcome: { status: 'failed', reason: 'Your card was declined' }, via: 'redirect', notify: t.app.notify });
    expect(settled).toBe(true);
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await stockOf(t.db, order)).toBe(stock);
    expect((await eventsOf(order.orderId)).map((event) => event.note)).toContain('Excess payment failed: Your card was declined');
    expect(await confirmationsFor(t.db, order.orderNumber)).toHaveLength(1);
  });

  it('refuses to start a payment of nothing', async () => {
    const order = await createPendingCardOrder(t.app);
    await expect(
      t.db.transaction((tx) =>
        startPayment({ db: tx, order: { id: order.orderId, number: order.orderNumber, amountMinor: 0, currencyCode: 'INR', decimalPlaces: 0 }, purpose: 'order', returnTo: { storefrontUrl: 'http://x', subsiteCode: 'in', languageCode: 'en' }, publicBaseUrl: 'http://x' }),
      ),
    ).rejects.toThrow('A card payment needs an amount above zero');
  });
});

describe('expireStalePayments', () => {
  it('expires only payments past their time, releases their stock exactly once', async () => {
    const now = new Date();
    const stale = await createPendingCardOrder(t.app, { quantity: 1, creditMinor: 2_000, expiresInMinutes: -1, now });
    const fresh = await createPendingCardOrder(t.app, { quantity: 1, expiresInMinutes: 10, now });
    const stockStale = await stockOf(t.db, stale);
    const first = await Promise.all([expireStalePayments({ db: t.db, now }), expireStalePayments({ db: t.db, now })]);
    expect(first[0] + first[1]).toBe(1);
    expect(await expireStalePayments({ db: t.db, now })).toBe(0);
    expect(await orderOf(t.db, stale.orderId)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await orderOf(t.db, fresh.orderId)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerRef, stale.paymentId));
    expect(payment).toMatchObject({ status: 'expired', settledBy: 'sweeper', failureReason: 'The payment was not completed in time' });
    // Both orders share the option with the most stock, so measure the stale order's release alone.
    expect(await stockOf(t.db, stale)).toBe(stockStale + 1);
    expect(await t.db.select().from(storeCreditEntries).where(and(eq(storeCreditEntries.orderId, stale.orderId), eq(storeCreditEntries.reason, 'checkout_reversal')))).toHaveLength(1);
    // A late success for an expired payment changes nothing.
    const late = redirectBody(stale, 'succeeded');
    const data = expectSuccess<Record<string, unknown>>(await handlePayment(late));
    expect(data).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed', failureCode: 'expired' });
    expect(await stockOf(t.db, stale)).toBe(stockStale + 1);
    // Later, the fresh one expires too.
    expect(await expireStalePayments({ db: t.db, now: new Date(now.getTime() + 11 * 60_000) })).toBe(1);
  });
});
