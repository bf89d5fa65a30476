import { describe, expect, it } from 'vitest';
import { signIn } from './lib/account-session';
import { accounts } from './state/account-store';
import { checkoutState, type MockOrder } from './state/checkout-store';
import { todayOf } from './handlers/back-office-today';
import { useMockServer } from './use-mock-server';
import { storeNote } from '@/shared/message-templates/order-notes';

/**
 * The after-sales mocks walked end to end in Node, with hand-computed figures: they must follow the
 * services' rules (revision.ts shares, refunds to store credit, the transition tables, ownership).
 */
useMockServer();
const BASE = 'http://localhost:4000';
const IN = { websiteID: '1', subsiteID: '1', languageID: '1' };

function tokenOf(email: string): string {
  const user = accounts().users.find((candidate) => candidate.email === email)!;
  return signIn(user).tokens.accessToken;
}

async function call<T = unknown>(method: string, path: string, token: string, body?: unknown, site: Record<string, string> = IN) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...site, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { meta: { message: string }; data: T } };
}

/** A paid card order of the demo shopper: 2 × ₹30,001 ring (₹1,000 promotion on the line) and a ₹5,000 chain. */
function placeOrder(): MockOrder {
  const line = (orderLineID: number, name: string, quantity: number, unit: number, discount: number) => ({
    orderLineID, productID: orderLineID, productOptionID: orderLineID, name, optionLabel: 'One size', sku: `SKU-${orderLineID}`, image: '', metal: 'Gold', purity: '22K',
    quantity, unitPriceMinor: unit, lineSubtotalMinor: unit * quantity, discountMinor: discount, taxMinor: 0, lineTotalMinor: unit * quantity - discount,
  });
  const address = { firstName: 'Priya', lastName: 'Sharma', address1: '1 Road', address2: '', city: 'Mumbai', zip: '400001', state: '', country: 'India', phone: '+919876543210' };
  const order: MockOrder = {
    orderID: 1, orderNumber: 'SLV-IN-100001', cartID: 'c1', idempotencyKey: 'k1', accessKey: 'a1', subsiteId: 1, userID: 1, status: 'placed', paymentMethod: 'card', paymentStatus: 'paid',
    currencyCode: 'INR', decimalPlaces: 0, placedAt: '2026-11-20T10:00:00.000Z', email: 'shopper@example.com', phone: '+919876543210',
    lines: [line(11, 'Lotus Ring', 2, 30001, 1000), line(12, 'Silver Chain', 1, 5000, 0)],
    totals: { subtotal: 65002, discount: 1000, shipping: 0, tax: 0, total: 64002, credit: 0, amountDue: 64002 },
    billingAddress: address, shippingAddress: address, gift: null, promotions: [], events: [{ status: 'placed', note: 'Order placed', at: '2026-11-20T10:00:00.000Z' }],
  };
  checkoutState().orders.push(order);
  return order;
}

describe('back-office mocks', () => {
  it('Today counts the orders per step from their lives, and takings since midnight UTC; shoppers are refused', async () => {
    placeOrder();
    const staff = tokenOf('staff@example.com');
    const today = await call<{ orders: object; returns: object; rates: { subsiteCode: string }[]; lowStockThreshold: number }>('GET', '/admin/today', staff);
    expect(today.status).toBe(200);
    expect(today.body.data.orders).toEqual({ toConfirm: 1, toPack: 0, toShip: 0 });
    expect(today.body.data.returns).toEqual({ requested: 0, approved: 0, received: 0 });
    expect(today.body.data.rates.some((rate) => rate.subsiteCode === 'in')).toBe(true);
    expect((await call('POST', '/admin/orders/1/status', staff, { status: 'confirmed' })).status).toBe(200);
    expect((await call<{ orders: object }>('GET', '/admin/today', staff)).body.data.orders).toEqual({ toConfirm: 0, toPack: 1, toShip: 0 });
    // Placed on 20 November: that day's takings hold it, today's (any later day) do not.
    expect(todayOf(new Date('2026-11-20T18:00:00Z')).takings).toEqual([{ subsiteCode: 'in', currencyCode: 'INR', paymentMethod: 'card', orders: 1, total: 64002, storeCredit: 0 }]);
    expect(todayOf(new Date('2026-11-21T00:00:00Z')).takings).toEqual([]);
    expect((await call('GET', '/admin/today', tokenOf('shopper@example.com'))).status).toBe(403);
  });

  it("lists the order's card payments on the staff detail", async () => {
    placeOrder();
    checkoutState().payments.push({ paymentID: 'pay_mock_1_abc', orderID: 1, status: 'succeeded', failureReason: null, expiresAt: Date.parse('2026-11-20T10:15:00Z') });
    const detail = await call<{ payments: object[] }>('GET', '/admin/orders/1', tokenOf('staff@example.com'));
    expect(detail.body.data.payments).toEqual([{ paymentID: 1, purpose: 'order', method: 'card', provider: 'sandbox', reference: 'pay_mock_1_abc', amount: 64002, status: 'succeeded', failureReason: null, createdAt: '2026-11-20T10:00:00.000Z', settledAt: null }]);
  });
});

describe("the timeline's notes in the shopper's language", () => {
  it('writes the store\'s own notes in the page\'s language, as the services do, and staff\'s words as written', async () => {
    const order = placeOrder();
    order.events = [{ status: 'placed', ...storeNote(order, { key: 'placed', payment: 'card' }), at: order.placedAt }];
    const shopper = tokenOf('shopper@example.com');
    const arabic = { websiteID: '1', subsiteID: '2', languageID: '3' };
    const cancelled = await call<{ timeline: { note: string }[] }>('PATCH', '/api/orders/cancel', shopper, { orderID: 1, reasonID: 'changed_mind', refundMethod: 'store_credit', lines: [{ orderLineID: 12, quantity: 1 }] }, arabic);
    expect(cancelled.body.data.timeline.map((entry) => entry.note)).toEqual(['تم تقديم الطلب؛ بانتظار الدفع بالبطاقة', 'تم الإلغاء: \u20681 × Silver Chain (One size)\u2069 (غيرت رأيي). المبلغ المسترد: \u2066₹5,000\u2069 إلى رصيد المتجر.']);
    const english = await call<{ timeline: { note: string }[] }>('GET', '/api/orders/detail/id/1', shopper);
    expect(english.body.data.timeline.map((entry) => entry.note)).toEqual(['Order placed; waiting for the card payment', 'Cancelled 1 × Silver Chain (One size) (I changed my mind). Refund: ₹5,000 to store credit.']);
    const staff = await call<{ timeline: { note: string }[] }>('GET', '/admin/orders/1', tokenOf('staff@example.com'), undefined, arabic);
    expect(staff.body.data.timeline.map((entry) => entry.note)).toEqual(english.body.data.timeline.map((entry) => entry.note));
  });
});

describe('after-sales mocks', () => {
  it('cancels one unit to store credit with the services’ share rule, and the ledger balances', async () => {
    placeOrder();
    const shopper = tokenOf('shopper@example.com');
    const before = await call<{ balance: number }>('GET', '/api/users/storeCredit', shopper);
    const list = await call<{ total: number; items: { status: string }[] }>('GET', '/api/orders/index/status/all/?limitFrom=0&limitTo=10', shopper);
    expect(list.body.data.total).toBe(1);

    const cancelled = await call<{ revisedTotals: { total: number }; refunds: { amount: number; method: string }[] }>('PATCH', '/api/orders/cancel/', shopper, { orderID: 1, reasonID: 'changed_mind', lines: [{ orderLineID: 11, quantity: 1 }] });
    expect(cancelled.status).toBe(200);
    // One of two units of a ₹59,002 line: round half up(59002 × 1 / 2) = ₹29,501 off; 64,002 − 29,501 = 34,501.
    expect(cancelled.body.data.revisedTotals.total).toBe(34501);
    expect(cancelled.body.data.refunds).toEqual([expect.objectContaining({ amount: 29501, method: 'store_credit' })]);
    const after = await call<{ balance: number; entries: { amount: number; orderNumber: string | null; reason: string }[] }>('GET', '/api/users/storeCredit', shopper);
    expect(after.body.data.balance - before.body.data.balance).toBe(29501);
    expect(after.body.data.entries[0]).toMatchObject({ amount: 29501, orderNumber: 'SLV-IN-100001', reason: 'refund' });
    expect(after.body.data.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(after.body.data.balance);

    // One ring is left: cancelling two is refused.
    expect((await call('PATCH', '/api/orders/cancel/', shopper, { orderID: 1, reasonID: 'other', lines: [{ orderLineID: 11, quantity: 2 }] })).status).toBe(409);
    // Still placed: the "In progress" tab lists it; the "Returned" one does not.
    expect((await call<{ total: number }>('GET', '/api/orders/index/status/processing/?limitFrom=0&limitTo=10', shopper)).body.data.total).toBe(1);
    expect((await call<{ total: number }>('GET', '/api/orders/index/status/returned/?limitFrom=0&limitTo=10', shopper)).body.data.total).toBe(0);
  });

  it('hides another shopper’s order and photos behind a 404, and refuses staff routes to shoppers', async () => {
    placeOrder();
    const aisha = tokenOf('aisha@example.com');
    expect((await call('GET', '/api/orders/detail/id/1/', aisha)).status).toBe(404);
    expect((await call('GET', '/api/orders/cancelItems/id/1', aisha)).status).toBe(404);
    expect((await call('POST', '/admin/orders/1/status', tokenOf('shopper@example.com'), { status: 'confirmed' })).status).toBe(403);
    expect((await call('GET', '/admin/orders/1', tokenOf('shopper@example.com'))).status).toBe(403);
  });

  it('lets staff cancel a unit for the shopper, refunded to store credit', async () => {
    placeOrder();
    const staff = tokenOf('staff@example.com');
    const cancelled = await call<{ status: string; timeline: { note: string; actor: string }[] }>('POST', '/admin/orders/1/cancel', staff, { reasonID: 'other', comment: 'Out of stock at the workshop', refundMethod: 'store_credit', lines: [{ orderLineID: 12, quantity: 1 }] });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.meta.message).toBe('Items cancelled');
    expect(cancelled.body.data.timeline.at(-1)).toMatchObject({ actor: 'staff', note: 'Cancelled 1 × Silver Chain (One size) (Another reason: Out of stock at the workshop). Refund: ₹5,000 to store credit.' });
  });

  it('walks a return with a photo through more information to a refund in store credit', async () => {
    placeOrder();
    const shopper = tokenOf('shopper@example.com');
    const staff = tokenOf('staff@example.com');
    for (const status of ['confirmed', 'packed', 'shipped', 'delivered']) expect((await call('POST', '/admin/orders/1/status', staff, { status })).status).toBe(200);
    expect((await call('POST', '/admin/orders/1/status', staff, { status: 'packed' })).status).toBe(409);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('rmaImage', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), name);
      const response = await fetch(`${BASE}/api/orders/uploadRmaImage`, { method: 'POST', headers: { ...IN, authorization: `Bearer ${shopper}` }, body: form });
      return { status: response.status, body: (await response.json()) as { meta: { message: string }; data: { imageID: string } } };
    };
    const refused = await upload(new TextEncoder().encode('<svg/>'), 'photo.png');
    // As the services: 400, the type is read from the bytes and must be the one claimed.
    expect(refused).toMatchObject({ status: 400, body: { meta: { message: 'rmaImage must be a JPEG, PNG or WebP image' } } });
    const photo = await upload(png, 'clasp.png');
    expect(photo.status).toBe(200);

    const created = await call<{ returnID: number; rmaNumber: string }>('PATCH', '/api/orders/return/', shopper, { orderID: 1, reasonID: 'damaged', comment: 'Stone loose', imageIDs: [photo.body.data.imageID], lines: [{ orderLineID: 12, quantity: 1 }] });
    expect(created.body.data.rmaNumber).toBe('RMA-SLV-IN-100001-1');
    const returnID = created.body.data.returnID;
    expect((await call('POST', `/admin/returns/${returnID}/need-more-info`, staff, { note: 'A close-up, please' })).body.data).toMatchObject({ status: 'need_more_info', staffNote: 'A close-up, please' });
    const second = await upload(png, 'close-up.png');
    const answered = await call<{ status: string; imageIDs: string[] }>('POST', '/api/orders/needmoreinfoImages/', shopper, { returnID, comment: 'Here it is', imageIDs: [second.body.data.imageID] });
    expect(answered.body.data.status).toBe('requested');
    expect(answered.body.data.imageIDs).toHaveLength(2);
    // Staff read what the shopper sent: the return, the list of returns, and the order.
    expect((await call<{ status: string; imageIDs: string[] }>('GET', `/admin/returns/${returnID}`, staff)).body.data).toMatchObject({ status: 'requested', imageIDs: answered.body.data.imageIDs });
    const listed = await call<{ total: number; items: { returnID: number }[] }>('GET', '/admin/returns?status=requested&limitFrom=0&limitTo=10', staff);
    expect(listed.body.data).toMatchObject({ total: 1, items: [{ returnID }] });
    expect((await call('GET', `/admin/returns/${returnID}`, shopper)).status).toBe(403);
    expect((await call<{ status: string }>('GET', '/admin/orders/1', staff)).body.data.status).toBe('delivered');
    expect((await call<{ total: number }>('GET', '/admin/orders?status=delivered&searchKey=100001&limitFrom=0&limitTo=10', staff)).body.data.total).toBe(1);

    const before = (await call<{ balance: number }>('GET', '/api/users/storeCredit', shopper)).body.data.balance;
    await call('POST', `/admin/returns/${returnID}/approve`, staff, {});
    await call('POST', `/admin/returns/${returnID}/receive`, staff, {});
    const refunded = await call<{ status: string; refund: { amount: number; method: string } }>('POST', `/admin/returns/${returnID}/refund`, staff, { method: 'store_credit' });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund: { amount: 5000, method: 'store_credit' } });
    expect((await call<{ balance: number }>('GET', '/api/users/storeCredit', shopper)).body.data.balance - before).toBe(5000);
    // Staff's moves on the order's timeline, as the services write them: English for staff, the page's language for the shopper.
    const moves = async (path: string, token: string, site?: Record<string, string>) =>
      (await call<{ timeline: { note: string; actor: string }[] }>('GET', path, token, undefined, site)).body.data.timeline.filter((entry) => entry.actor === 'staff' && entry.note.includes('RMA-SLV-IN-100001-1')).map((entry) => entry.note);
    const arabic = { websiteID: '1', subsiteID: '2', languageID: '3' };
    expect(await moves('/admin/orders/1', staff, arabic)).toEqual([
      'Return RMA-SLV-IN-100001-1 need more info. A close-up, please',
      'Return RMA-SLV-IN-100001-1 approved.',
      'Return RMA-SLV-IN-100001-1 received. Worth ₹5,000.',
      'Return RMA-SLV-IN-100001-1 refunded. Refund: ₹5,000 to store credit.',
    ]);
    expect(await moves('/api/orders/detail/id/1', shopper, arabic)).toEqual([
      'نحتاج إلى مزيد من المعلومات عن الإرجاع RMA-SLV-IN-100001-1. ملاحظة من فريقنا: \u2068A close-up, please\u2069.',
      'تمت الموافقة على الإرجاع RMA-SLV-IN-100001-1: يرجى إرسال القطعة إلينا.',
      expect.stringMatching(/RMA-SLV-IN-100001-1.*: \u2066₹5,000\u2069\.$/),
      expect.stringMatching(/RMA-SLV-IN-100001-1.*₹5,000\u2069 إلى رصيد المتجر\.$/),
    ]);
    // The return's reason in the page's language, in its list as on its page.
    expect((await call<{ items: { reason: string }[] }>('GET', '/api/orders/returnRequest/status/all/?limitFrom=0&limitTo=10', shopper, undefined, arabic)).body.data.items[0]!.reason).toBe('وصل تالفاً');
    expect((await call<{ reason: string }>('GET', `/api/orders/rmaDetails/id/${returnID}`, shopper, undefined, arabic)).body.data.reason).toBe('وصل تالفاً');
    const image = await fetch(`${BASE}/api/orders/rmaImage/${photo.body.data.imageID}`, { headers: { ...IN, authorization: `Bearer ${tokenOf('aisha@example.com')}` } });
    expect(image.status).toBe(404);
  });

  it('takes an excess amount from store credit, and refuses less than due by card', async () => {
    placeOrder();
    const shopper = tokenOf('shopper@example.com');
    const staff = tokenOf('staff@example.com');
    expect((await call('POST', '/admin/orders/1/excess', staff, { excessAmount: 1250, note: 'The ring weighed 0.2 g more' })).status).toBe(200);
    const detail = await call<{ excess: { due: number }; actions: { canPayExcess: boolean } }>('GET', '/api/orders/detail/id/1/', shopper);
    expect(detail.body.data).toMatchObject({ excess: { due: 1250 }, actions: { canPayExcess: true } });
    expect((await call('POST', '/api/orders/excessPaymentProcess/id/1/', shopper, { paymentSettingsGroupKey: 'card', excessAmount: 1000 })).status).toBe(400);
    const card = await call<{ next: string; redirectUrl: string }>('POST', '/api/orders/excessPaymentProcess/id/1/', shopper, { paymentSettingsGroupKey: 'card', excessAmount: 1500 });
    expect(card.body.data.next).toBe('payment');
    expect(card.body.data.redirectUrl).toContain('/sandbox-pay/');
    const before = (await call<{ balance: number }>('GET', '/api/users/storeCredit', shopper)).body.data.balance;
    const paid = await call<{ next: string; excess: { due: number; paid: number } }>('POST', '/api/orders/excessPaymentProcess/id/1/', shopper, { paymentSettingsGroupKey: 'free', excessAmount: 1250 });
    expect(paid.body.data).toMatchObject({ next: 'paid', excess: { due: 0, paid: 1250 } });
    expect((await call<{ balance: number }>('GET', '/api/users/storeCredit', shopper)).body.data.balance).toBe(before - 1250);
    const hindi = { websiteID: '1', subsiteID: '1', languageID: '2' };
    const notes = (await call<{ timeline: { note: string }[] }>('GET', '/api/orders/detail/id/1/', shopper, undefined, hindi)).body.data.timeline.map((entry) => entry.note);
    expect(notes).toContain('अतिरिक्त राशि ₹1,250 तय की गई: The ring weighed 0.2 g more');
  });
});
