import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelItems, OrderDetail, RevisedOrder } from '@/shared/contracts/orders';
import type { ExcessPaymentResult, ExcessProcessResult } from '@/shared/contracts/excess-payment';
import type { ReturnDetail } from '@/shared/contracts/returns';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import { paymentSigningSecret } from '@/server/modules/commerce/payments';
import { redirectSigningText, sign } from '@/server/modules/commerce/payments/signing';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { stockOf } from '../../payments/payment-fixture';
import { api, createAfterSalesApp, IDS, moveAs, payLatest, placeOrderAs, PRICES, type Auth } from './after-sales-fixture';

/**
 * One order followed through cancellation, return and an excess amount, with every figure worked
 * out by hand (India, whole rupees; prices from the commerce fixture):
 *
 *   2 × pendant ₹21,380 = ₹42,760 and 1 × coin ₹1,082 → total ₹43,842. The shopper's ₹25,000 of
 *   store credit is applied: ₹18,842 paid by card. Ledger: +25,000 (seed) − 25,000 (checkout) = 0.
 *   1. Cancel one pendant (before dispatch): it takes ½ of ₹42,760 = ₹21,380 off; revised total
 *      ₹22,462; paid ₹43,842 → ₹21,380 back to store credit. Balance 21,380. Pendant stock +1.
 *   2. Delivered; the coin is returned, received (worth ₹1,082) and refunded to store credit.
 *      Revised total ₹21,380. Balance 22,462.
 *   3. Staff set an excess of ₹500; the shopper pays ₹800 by card: ₹300 above the amount due goes
 *      to store credit (excess_overpayment). Balance 22,762; excess paid 500, due 0.
 *   4. Staff raise the excess to ₹700: ₹200 due, paid with store credit (excess_payment −200).
 *      Balance 22,562.
 *   5. Raised to ₹1,000: a card attempt fails (nothing changes), then ₹350 is paid through the signed
 *      result: ₹300 due, ₹50 to store credit. Balance 22,612.
 */
let t: TestApp;
let shopper: Auth;
let staff: Auth;
let orderId: number;
let orderNumber: string;

const credit = async () => expectSuccess<StoreCredit>(await api(t.app, 'GET', '/api/users/storeCredit', shopper));
const detail = async () => expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${orderId}/`, shopper));

beforeAll(async () => {
  t = await createAfterSalesApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  const placed = await placeOrderAs(t.app, shopper, {
    items: [
      { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 2 },
      { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 },
    ],
    credit: 25_000,
    pay: 'card',
  });
  orderId = placed.orderID;
  orderNumber = placed.orderNumber;
}, 120_000);
afterAll(async () => t?.close());

describe('the store-credit ledger across a cancellation, a return and an excess payment', () => {
  it('starts from the order as placed', async () => {
    const order = await detail();
    expect(order.totals).toMatchObject({ subtotal: 43_842, total: 43_842, credit: 25_000, amountDue: 18_842 });
    expect(order.paymentStatus).toBe('paid');
    expect((await credit()).balance).toBe(0);
  });

  it('cancels one pendant: ₹21,380 back to store credit, stock released, totals revised to the rupee', async () => {
    const stockBefore = await stockOf(t.db, { optionId: IDS.pendantStd, subsiteId: 1 });
    const items = expectSuccess<CancelItems>(await api(t.app, 'GET', `/api/orders/cancelItems/id/${orderId}`, shopper));
    const pendantLine = items.items.find((item) => item.sku === 'T-PEND-18K')!;
    expect(pendantLine).toMatchObject({ quantity: 2, amount: 2 * PRICES.in.pendant });
    expectFailure(
      await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: orderId, reasonID: 'changed_mind', lines: [{ orderLineID: pendantLine.orderLineID, quantity: 3 }] }),
      409,
      /Only 2 of/,
    );
    const response = await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: orderId, reasonID: 'changed_mind', refundMethod: 'store_credit', lines: [{ orderLineID: pendantLine.orderLineID, quantity: 1 }] });
    const order = expectSuccess<OrderDetail>(response, 'Items cancelled');
    expect(order.status).toBe('placed');
    expect(order.revisedTotals).toMatchObject({ subtotal: 22_462, discount: 0, total: 22_462, amountDue: 0 });
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 21_380, method: 'store_credit', status: 'completed', source: 'cancellation' })]);
    expect(await stockOf(t.db, { optionId: IDS.pendantStd, subsiteId: 1 })).toBe(stockBefore + 1);
    const ledger = await credit();
    expect(ledger.balance).toBe(21_380);
    expect(ledger.entries[0]).toMatchObject({ amount: 21_380, reason: 'refund', orderID: orderId, orderNumber });
    const revised = expectSuccess<RevisedOrder>(await api(t.app, 'GET', `/api/orders/revised/id/${orderId}/`, shopper));
    expect(revised.original.total).toBe(43_842);
    expect(revised.revised.total).toBe(22_462);
    expect(revised.refundedToCredit).toBe(21_380);
    // Revised tax is the lines' tax less the cancelled unit's share, never recomputed from scratch.
    const originalTax = revised.original.tax;
    expect(revised.revised.tax).toBeLessThan(originalTax);
    expect(revised.revised.tax).toBeGreaterThan(0);
  });

  it('refunds a returned coin to store credit once received', async () => {
    await moveAs(t.app, staff, orderId, ['confirmed', 'packed', 'shipped']);
    // Dispatched: nothing can be cancelled any more.
    expectFailure(await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: orderId, reasonID: 'other' }), 409, `Order ${orderNumber} is shipped: it can no longer be cancelled`);
    await moveAs(t.app, staff, orderId, ['delivered']);
    const order = await detail();
    const coin = order.items.find((item) => item.sku.includes('COIN'))!;
    const requested = expectSuccess<ReturnDetail>(
      await api(t.app, 'PATCH', '/api/orders/return/', shopper, { orderID: orderId, reasonID: 'quality', comment: 'Scratched', lines: [{ orderLineID: coin.orderLineID, quantity: 1 }] }),
      'Return requested',
    );
    expect(requested).toMatchObject({ status: 'requested', rmaNumber: `RMA-${orderNumber}-1` });
    // The coin is held by the open return: it cannot be asked for twice.
    expectFailure(await api(t.app, 'PATCH', '/api/orders/return/', shopper, { orderID: orderId, reasonID: 'quality', lines: [{ orderLineID: coin.orderLineID, quantity: 1 }] }), 409, /Only 0 of/);
    // Refunding before receiving is not a legal move.
    expectFailure(await api(t.app, 'POST', `/admin/returns/${requested.returnID}/refund`, staff, { method: 'store_credit' }), 409, /cannot go from requested to refunded/);
    expectSuccess(await api(t.app, 'POST', `/admin/returns/${requested.returnID}/approve`, staff, {}));
    const received = expectSuccess<ReturnDetail>(await api(t.app, 'POST', `/admin/returns/${requested.returnID}/receive`, staff, {}));
    expect(received.lines[0]).toMatchObject({ approvedQuantity: 1, refundAmount: PRICES.in.coin });
    const refunded = expectSuccess<ReturnDetail>(await api(t.app, 'POST', `/admin/returns/${requested.returnID}/refund`, staff, { method: 'store_credit' }));
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund).toMatchObject({ amount: 1_082, method: 'store_credit', source: 'return' });
    expect((await credit()).balance).toBe(22_462);
    const after = await detail();
    expect(after.status).toBe('delivered');
    expect(after.revisedTotals.total).toBe(21_380);
  });

  it('moves an overpaid excess amount to store credit and lets credit pay the rest', async () => {
    expectFailure(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 500 }), 409, `Nothing is due on order ${orderNumber}`);
    expectSuccess(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 500, note: 'The pendant weighed 0.1 g more' }), 'Excess amount set');
    // The shopper reads staff's own words on the order; the timeline says what changed, in a shopper's words.
    const set = await detail();
    expect(set.excess).toEqual({ amount: 500, paid: 0, due: 500, note: 'The pendant weighed 0.1 g more' });
    expect(set.timeline.at(-1)?.note).toBe('An extra amount of ₹500 is due: The pendant weighed 0.1 g more');
    expectFailure(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 499 }), 400, /at least the amount due, ₹500/);
    const started = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 800 }));
    expect(started).toMatchObject({ next: 'payment', amount: 800 });
    expect(started.redirectUrl).toContain('/sandbox-pay/');
    // While it is pending, staff cannot change the amount under it.
    expectFailure(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 900, note: 'again' }), 409, /in progress/);
    await payLatest(t.app, orderId, 'succeeded');
    const order = await detail();
    expect(order.excess).toMatchObject({ amount: 500, paid: 500, due: 0 });
    expect(order.status).toBe('delivered');
    const ledger = await credit();
    expect(ledger.balance).toBe(22_762);
    expect(ledger.entries[0]).toMatchObject({ amount: 300, reason: 'excess_overpayment', orderNumber });

    expectSuccess(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 700, note: 'Re-weighed' }));
    expectFailure(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 400, note: 'less' }), 409, /already paid/);
    expectFailure(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'free', excessAmount: 150 }), 400, /must be the amount due, ₹200/);
    const paid = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'free', excessAmount: 200 }));
    expect(paid).toMatchObject({ next: 'paid', paymentID: null, excess: { amount: 700, paid: 700, due: 0 } });
    const final = await credit();
    expect(final.balance).toBe(22_562);
    // Every entry traced to the order and the sum is the balance.
    expect(final.entries.map((entry) => [entry.reason, entry.amount])).toEqual([
      ['excess_payment', -200],
      ['excess_overpayment', 300],
      ['refund', 1_082],
      ['refund', 21_380],
      ['checkout', -25_000],
      ['goodwill', 25_000],
    ]);
    expect(final.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(22_562);
    expect(final.entries.filter((entry) => entry.reason !== 'goodwill' && entry.orderID !== null).every((entry) => entry.orderNumber === orderNumber)).toBe(true);
  });

  it('answers the signed excess result once, refuses a forged one, and hides it from other shoppers', async () => {
    expectSuccess(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 1_000, note: 'Final weight' }));
    const started = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 300 }));
    const forged = { orderID: orderId, paymentID: started.paymentID, status: 'succeeded', signature: 'forged-signature' };
    expectFailure(await api(t.app, 'POST', '/api/orders/excessPayment/', shopper, forged), 400, 'Payment signature is not valid');
    const rohan = (await signInAs(t.app, { username: 'rohan@example.com', password: 'Shopper#2026' })).headers;
    expectFailure(await api(t.app, 'POST', '/api/orders/excessPayment/', rohan, forged), 404, /not found/);
    expect((await detail()).excess.due).toBe(300);
    await payLatest(t.app, orderId, 'failed');
    const order = await detail();
    expect(order.excess).toMatchObject({ amount: 1_000, paid: 700, due: 300 });
    // Not the provider's words (staff read those, in the payment's record and their timeline).
    expect(order.timeline.at(-1)!.note).toBe('The payment of the extra amount did not go through');

    // A genuine signed result (what the storefront's excess-payment-return page posts) settles the next attempt.
    const again = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 350 }));
    const fields = { orderID: orderId, paymentID: again.paymentID!, status: 'succeeded' as const };
    const signed = { ...fields, signature: sign(paymentSigningSecret(t.env), redirectSigningText(fields)) };
    const result = expectSuccess<ExcessPaymentResult>(await api(t.app, 'POST', '/api/orders/excessPayment/', shopper, signed), 'Payment received');
    expect(result).toMatchObject({ paymentStatus: 'succeeded', creditedToStoreCredit: 50, excess: { amount: 1_000, paid: 1_000, due: 0 } });
    // A replay changes nothing and gets the same answer.
    expect(expectSuccess<ExcessPaymentResult>(await api(t.app, 'POST', '/api/orders/excessPayment/', shopper, signed))).toEqual(result);
    expect((await credit()).balance).toBe(22_612);
  });

  it("pays an Indian order's extra amount from the UAE's Arabic pages and comes back to them, in Arabic, the amount in rupees", async () => {
    expectSuccess(await api(t.app, 'POST', `/admin/orders/${orderId}/excess`, staff, { excessAmount: 1_500, note: 'Final weight' }));
    const started = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${orderId}/`, shopper, { paymentSettingsGroupKey: 'card', excessAmount: 500 }, 'ae-ar'));
    const page = new URL(started.redirectUrl!).pathname;
    const card = await t.app.inject({ method: 'GET', url: page });
    expect(card.body).toContain('<html lang="ar" dir="rtl">');
    expect(card.body).toContain('₹500');
    const paid = await t.app.inject({ method: 'POST', url: page, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', action: 'pay' }).toString() });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/ae-ar/excess-payment-return');
    const query = Object.fromEntries(back.searchParams);
    const settled = expectSuccess<ExcessPaymentResult>(await api(t.app, 'POST', '/api/orders/excessPayment/', shopper, { orderID: Number(query.orderID), paymentID: query.paymentID!, status: query.status!, signature: query.signature! }, 'ae-ar'));
    expect(settled).toMatchObject({ paymentStatus: 'succeeded', excess: { amount: 1_500, paid: 1_500, due: 0 } });
  });
});
