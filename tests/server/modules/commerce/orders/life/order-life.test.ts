import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS, canTransition } from '@/shared/contracts/order-life';
import { type OrderDetail, type OrderList } from '@/shared/contracts/orders';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { ROHAN } from '../../checkout/checkout-fixture';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { api, createAfterSalesApp, IDS, moveAs, placeOrderAs, type Auth } from '../after-sales/after-sales-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;
let rohan: Auth;

beforeAll(async () => {
  t = await createAfterSalesApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  rohan = (await signInAs(t.app, ROHAN)).headers;
}, 120_000);
afterAll(async () => t?.close());

describe('the order life (ORDER_TRANSITIONS)', () => {
  it('lets staff move an order placed → confirmed → packed → shipped → delivered, each with an event and an e-mail', async () => {
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
    await moveAs(t.app, staff, placed.orderID, ['confirmed', 'packed', 'shipped', 'delivered']);
    const detail = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${placed.orderID}/`, shopper));
    expect(detail.status).toBe('delivered');
    expect(detail.timeline.map((entry) => [entry.status, entry.actor])).toEqual([
      ['pending_payment', 'customer'],
      ['placed', 'system'],
      ['confirmed', 'staff'],
      ['packed', 'staff'],
      ['shipped', 'staff'],
      ['delivered', 'staff'],
    ]);
    const mail = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=priya@example.com` });
    const subjects = (mail.json() as { messages: { subject: string }[] }).messages.map((message) => message.subject);
    for (const words of ['is confirmed', 'is packed', 'has been shipped', 'has been delivered']) expect(subjects.some((subject) => subject.includes(placed.orderNumber) && subject.includes(words))).toBe(true);
    expect(detail.actions.canReturn).toBe(true);
    expect(detail.actions.nextStatuses).toEqual([]);
  });

  it('refuses an illegal move with 409 naming both statuses, and changes nothing', async () => {
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
    expectFailure(await api(t.app, 'POST', `/admin/orders/${placed.orderID}/status`, staff, { status: 'shipped' }), 409, `Order ${placed.orderNumber} cannot go from placed to shipped`);
    expectFailure(await api(t.app, 'POST', `/admin/orders/${placed.orderID}/status`, staff, { status: 'refunded' }), 409, /cannot go from placed to refunded/);
    const detail = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/admin/orders/${placed.orderID}`, staff));
    expect(detail.status).toBe('placed');
    expect(detail.timeline).toHaveLength(2);
    expect(detail.actions.nextStatuses).toEqual(['confirmed', 'cancelled']);
  });

  it('keeps staff routes to staff: a shopper gets 403, no token 401', async () => {
    expectFailure(await api(t.app, 'POST', '/admin/orders/1/status', shopper, { status: 'confirmed' }), 403, /staff/i);
    expectFailure(await api(t.app, 'GET', '/admin/orders', null), 401, 'Invalid User');
  });

  it('holds the table the services use: no one leaves a final status, and the system alone returns or refunds', () => {
    for (const status of ['cancelled', 'refunded', 'payment_failed'] as const) expect(ORDER_TRANSITIONS[status]).toEqual([]);
    expect(canTransition('delivered', 'returned', 'staff')).toBe(false);
    expect(canTransition('delivered', 'returned', 'system')).toBe(true);
    expect(canTransition('shipped', 'cancelled', 'customer')).toBe(false);
    expect(canTransition('packed', 'cancelled', 'customer')).toBe(true);
  });
});

describe('GET /api/orders/index/status/{status}/ and detail', () => {
  it("lists only the shopper's orders, by status, with search and pages", async () => {
    const all = expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/all/?limitFrom=0&limitTo=50', shopper));
    expect(all.total).toBe(2);
    const delivered = expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/delivered/', shopper));
    expect(delivered.items.map((item) => item.status)).toEqual(['delivered']);
    // The dashboard's tabs: "processing" is every order not yet on its way; "returned" includes refunded.
    const processing = expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/processing/', shopper));
    const notYetShipped = all.items.filter((item) => ['placed', 'confirmed', 'packed'].includes(item.status));
    expect(processing.items.map((item) => item.orderID)).toEqual(notYetShipped.map((item) => item.orderID));
    expect(processing.total).toBe(all.total - delivered.total);
    const first = all.items[1]!;
    const byNumber = expectSuccess<OrderList>(await api(t.app, 'GET', `/api/orders/index/status/all/?searchKey=${first.orderNumber.toLowerCase()}`, shopper));
    expect(byNumber.items.map((item) => item.orderID)).toEqual([first.orderID]);
    const byName = expectSuccess<OrderList>(await api(t.app, 'GET', `/api/orders/index/status/all/?searchKey=${encodeURIComponent('%')}`, shopper));
    expect(byName.total).toBe(0);
    const page = expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/all/?limitFrom=1&limitTo=2', shopper));
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
    expect(expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/all/', rohan)).total).toBe(0);
    expectFailure(await api(t.app, 'GET', '/api/orders/index/status/lost/', shopper), 400, /status/);
    expectFailure(await api(t.app, 'GET', '/api/orders/index/status/all/?limitFrom=0&limitTo=500', shopper), 400, /limitTo/);
    expectFailure(await api(t.app, 'GET', '/api/orders/index/status/all/', null), 401, 'Invalid User');
  });

  it("answers another shopper's order with 404 (detail, cancelItems, revised), and staff with 200", async () => {
    const all = expectSuccess<OrderList>(await api(t.app, 'GET', '/api/orders/index/status/all/', shopper));
    const id = all.items[0]!.orderID;
    for (const url of [`/api/orders/detail/id/${id}/`, `/api/orders/cancelItems/id/${id}`, `/api/orders/revised/id/${id}/`, `/api/orders/returnItems/id/${id}`]) {
      expectFailure(await api(t.app, 'GET', url, rohan), 404, `Order ${id} not found`);
      expectSuccess(await api(t.app, 'GET', url, staff));
    }
    expectFailure(await api(t.app, 'GET', '/api/orders/detail/id/999999/', shopper), 404, 'Order 999999 not found');
  });
});

describe("the timeline's notes in the shopper's language", () => {
  it('writes the store\'s own notes in the language of the page asking, English in a shopper\'s words; staff read theirs as always', async () => {
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }], pay: 'card' });
    const cancelled = expectSuccess<OrderDetail>(await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: placed.orderID, reasonID: 'changed_mind', refundMethod: 'store_credit' }, 'ae-ar'), 'Order cancelled');
    const total = placed.total.toLocaleString('en-IN');
    const notes = async (locale: string, auth = shopper, url = `/api/orders/detail/id/${placed.orderID}/`) =>
      expectSuccess<OrderDetail>(await api(t.app, 'GET', url, auth, undefined, locale)).timeline.map((entry) => entry.note);
    const cancelledLine = expect.stringMatching(new RegExp(`^Cancelled 1 × .+ \\(I changed my mind\\)\\. Refund: ₹${total} to store credit\\.$`));
    // The shopper is not told which provider took the card, nor how it told the store.
    expect(await notes('in-en')).toEqual(['Order placed; waiting for the card payment', 'Paid by card', cancelledLine]);
    // An Indian order read on the UAE's Arabic pages: its notes in Arabic, its money still in rupees.
    expect(cancelled.timeline.map((entry) => entry.note)).toEqual([
      'تم تقديم الطلب؛ بانتظار الدفع بالبطاقة',
      'تم الدفع بالبطاقة',
      // The pieces and the rupees keep their own direction in the Arabic line (docs/shopper-grade.md, "Mixed directions in one line").
      expect.stringMatching(/^تم الإلغاء: \u20681 × .+\u2069 \(غيرت رأيي\)\. المبلغ المسترد: \u2066₹[\d,]+\u2069 إلى رصيد المتجر\.$/),
    ]);
    expect(await notes('in-hi')).toEqual(['ऑर्डर दिया गया; कार्ड भुगतान की प्रतीक्षा है', 'कार्ड से भुगतान हो गया', expect.stringMatching(/^रद्द किया गया: 1 × .+ \(मैंने अपना मन बदल लिया\)। धनवापसी: ₹[\d,]+ स्टोर क्रेडिट में।$/)]);
    expect(await notes('ae-ar', staff, `/admin/orders/${placed.orderID}`)).toEqual(['Order placed; waiting for the card payment', 'Paid by card (sandbox, confirmed by notification)', cancelledLine]);
  });
});

describe('PATCH /api/orders/cancel/ (the whole order)', () => {
  it('cancels every unit, puts them all back on sale, refunds the card payment for the provider, and ends the order', async () => {
    const { stockOf } = await import('../../payments/payment-fixture');
    const before = await stockOf(t.db, { optionId: IDS.ringSize14, subsiteId: 1 });
    const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 }], pay: 'card' });
    expect(await stockOf(t.db, { optionId: IDS.ringSize14, subsiteId: 1 })).toBe(before - 1);
    expectFailure(await api(t.app, 'PATCH', '/api/orders/cancel/', rohan, { orderID: placed.orderID, reasonID: 'other' }), 404, `Order ${placed.orderID} not found`);
    expectFailure(await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: placed.orderID, reasonID: 'bored' }), 400, /reasonID/);
    const detail = expectSuccess<OrderDetail>(
      await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: placed.orderID, reasonID: 'ordered_by_mistake', refundMethod: 'original_payment' }),
      'Order cancelled',
    );
    expect(detail).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: placed.total, method: 'original_payment', status: 'pending', source: 'cancellation' })]);
    expect(detail.revisedTotals).toMatchObject({ subtotal: 0, total: 0, amountDue: 0 });
    expect(detail.items[0]).toMatchObject({ cancelledQuantity: 1, activeQuantity: 0, status: 'cancelled' });
    expect(detail.timeline.at(-1)).toMatchObject({ status: 'cancelled', actor: 'customer' });
    expect(await stockOf(t.db, { optionId: IDS.ringSize14, subsiteId: 1 })).toBe(before);
    // Cancelled is final: a second cancel and any staff move are refused.
    expectFailure(await api(t.app, 'PATCH', '/api/orders/cancel/', shopper, { orderID: placed.orderID, reasonID: 'other' }), 409, /is cancelled: it can no longer be cancelled/);
    expectFailure(await api(t.app, 'POST', `/admin/orders/${placed.orderID}/status`, staff, { status: 'confirmed' }), 409, /cannot go from cancelled to confirmed/);
  });
});
