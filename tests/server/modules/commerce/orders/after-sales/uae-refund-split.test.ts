import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcessProcessResult } from '@/shared/contracts/excess-payment';
import type { OrderDetail, Reasons } from '@/shared/contracts/orders';
import type { StoreCredit } from '@/shared/contracts/store-credit';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { api, createAfterSalesApp, IDS, moveAs, payLatest, placeOrderAs, PRICES, type Auth } from './after-sales-fixture';

/**
 * The UAE in fils (2 decimal places), worked by hand. Aisha holds AED 1,000.00 of store credit.
 * 3 coins × AED 45.15 = AED 135.45; AED 100.00 of credit applied; AED 35.45 paid by card.
 * Cancelling one coin takes AED 45.15 off (13,545 × 1/3 = 4,515 fils). Refunded to the original
 * payment: card first, up to the AED 35.45 it paid (pending, for the provider), the other AED 9.70
 * back to store credit. Balance 1,000.00 − 100.00 + 9.70 = AED 909.70.
 * Staff set an excess of AED 12.34; Aisha pays AED 12.50 by card: AED 0.16 goes to store credit → AED 909.86.
 */
let t: TestApp;
let aisha: Auth;
let staff: Auth;

beforeAll(async () => {
  t = await createAfterSalesApp();
  aisha = (await signInAs(t.app, 'aisha')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
}, 120_000);
afterAll(async () => t?.close());

const credit = async () => expectSuccess<StoreCredit>(await api(t.app, 'GET', '/api/users/storeCredit', aisha, undefined, 'ae-ar'));

describe('refunds and excess in fils (ae-ar)', () => {
  it('splits a refund to the original payment card first, the rest back to store credit, to the fil', async () => {
    expect(PRICES.ae.coin).toBe(4_515);
    const placed = await placeOrderAs(t.app, aisha, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 3 }], credit: 100, pay: 'card', locale: 'ae-ar' });
    expect(placed).toMatchObject({ total: 135.45, amountDue: 35.45 });
    const reasons = expectSuccess<Reasons>(await api(t.app, 'GET', '/api/orders/cancelReasons/', aisha, undefined, 'ae-ar'));
    expect(reasons.find((reason) => reason.reasonID === 'changed_mind')?.label).toBe('غيرت رأيي');
    const detail = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${placed.orderID}/`, aisha, undefined, 'ae-ar'));
    const cancelled = expectSuccess<OrderDetail>(
      await api(t.app, 'PATCH', '/api/orders/cancel/', aisha, { orderID: placed.orderID, reasonID: 'changed_mind', refundMethod: 'original_payment', lines: [{ orderLineID: detail.items[0]!.orderLineID, quantity: 1 }] }, 'ae-ar'),
    );
    expect(cancelled.revisedTotals).toMatchObject({ subtotal: 90.3, total: 90.3 });
    expect(cancelled.refunds.map((refund) => [refund.method, refund.amount, refund.status])).toEqual([
      ['store_credit', 9.7, 'completed'],
      ['original_payment', 35.45, 'pending'],
    ]);
    expect((await credit()).balance).toBe(909.7);

    await moveAs(t.app, staff, placed.orderID, ['confirmed']);
    expectFailure(await api(t.app, 'POST', `/admin/orders/${placed.orderID}/excess`, staff, { excessAmount: 12.345, note: 'x' }), 400, 'body.excessAmount: must have at most 2 decimal places');
    expectSuccess(await api(t.app, 'POST', `/admin/orders/${placed.orderID}/excess`, staff, { excessAmount: 12.34, note: 'Heavier coins' }));
    const started = expectSuccess<ExcessProcessResult>(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${placed.orderID}/`, aisha, { paymentSettingsGroupKey: 'card', excessAmount: 12.5 }, 'ae-ar'));
    expect(started.amount).toBe(12.5);
    expectFailure(await api(t.app, 'POST', `/api/orders/excessPaymentProcess/id/${placed.orderID}/`, aisha, { paymentSettingsGroupKey: 'card', excessAmount: 12.501 }, 'ae-ar'), 400, /at most 2 decimal places/);
    await payLatest(t.app, placed.orderID, 'succeeded');
    const ledger = await credit();
    expect(ledger.balance).toBe(909.86);
    expect(ledger.entries[0]).toMatchObject({ amount: 0.16, reason: 'excess_overpayment', orderNumber: placed.orderNumber });
  });
});
