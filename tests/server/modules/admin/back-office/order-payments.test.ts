import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetail } from '@/shared/contracts/admin-orders';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectSuccess } from '../../commerce/commerce-requests';
import { api, IDS, PRICES, placeOrderAs, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';
import { createBackOfficeApp } from './back-office-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;

beforeAll(async () => {
  t = await createBackOfficeApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
}, 120_000);
afterAll(async () => t?.close());

const detailOf = async (orderId: number) => AdminOrderDetail.parse(expectSuccess(await api(t.app, 'GET', `/admin/orders/${orderId}`, staff)));

describe("the order page's payments", () => {
  it('lists the card payment with its amount, status, reference and times; an order paid by store credit has none', async () => {
    const card = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }], pay: 'card' });
    const detail = await detailOf(card.orderID);
    expect(detail.payments).toHaveLength(1);
    const [payment] = detail.payments;
    expect(payment).toMatchObject({ purpose: 'order', method: 'card', provider: 'sandbox', amount: PRICES.in.pendant, status: 'succeeded', failureReason: null });
    expect(payment!.reference).toMatch(/.{8,}/);
    expect(Date.parse(payment!.settledAt!)).toBeGreaterThanOrEqual(Date.parse(payment!.createdAt));
    expect(detail.refunds).toEqual([]);

    const free = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], credit: PRICES.in.coin, pay: 'free' });
    expect((await detailOf(free.orderID)).payments).toEqual([]);
  });
});
