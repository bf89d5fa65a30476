import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '@/shared/contracts/admin-audit';
import { AdminPromotion, AdminPromotionList } from '@/shared/contracts/admin-promotions';
import { MetalRatePreview } from '@/shared/contracts/admin-rates';
import { AdminToday } from '@/shared/contracts/admin-today';
import type { Cart } from '@/shared/contracts/cart';
import type { OrderList } from '@/shared/contracts/orders';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { ADMIN, createBackOfficeApp } from './back-office-fixture';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { addItem, indiaAddress, putCart } from '../../commerce/checkout/checkout-requests';
import { api, IDS, moveAs, placeOrderAs, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;
let admin: Auth;

beforeAll(async () => {
  t = await createBackOfficeApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  admin = (await signInAs(t.app, ADMIN)).headers;
}, 120_000);
afterAll(async () => t?.close());

const auditOf = async (query: string) => AuditPage.parse(expectSuccess(await api(t.app, 'GET', `/admin/audit?${query}`, admin))).items;

describe('Today and the orders list', () => {
  it('counts orders waiting per step, returns, low stock, rates and takings by payment method', async () => {
    const first = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
    const second = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }], pay: 'card' });
    await moveAs(t.app, staff, second.orderID, ['confirmed']);
    const today = AdminToday.parse(expectSuccess(await api(t.app, 'GET', '/admin/today', staff)));
    expect(today.orders).toEqual({ toConfirm: 1, toPack: 1, toShip: 0 });
    expect(today.returns).toEqual({ requested: 0, approved: 0, received: 0 });
    // Coins: 2 in India, one sold: 1 left; the UAE's studs and the Indian band and studs are at 0.
    expect(today.lowStock.find((row) => row.sku === 'T-COIN-999' && row.subsiteCode === 'in')?.quantity).toBe(1);
    expect(today.rates.some((rate) => rate.subsiteCode === 'in' && rate.metal === 'gold' && rate.purity === '22K' && rate.ratePerGram === 7250)).toBe(true);
    expect(today.takings).toEqual([{ subsiteCode: 'in', currencyCode: 'INR', paymentMethod: 'card', orders: 2, total: 1082 + 21380, storeCredit: 0 }]);
    expect(first.orderID).toBeLessThan(second.orderID);
    expectFailure(await api(t.app, 'GET', '/admin/today', shopper), 403, /Staff only/);
  });

  it('filters orders by status, payment, subsite, day and finds them by phone, e-mail or name; bad filters name the field', async () => {
    const list = async (query: string) => expectSuccess<OrderList>(await api(t.app, 'GET', `/admin/orders?${query}`, staff));
    const day = new Date().toISOString().slice(0, 10);
    expect((await list('status=confirmed')).items.map((item) => item.productNames)).toHaveLength(1);
    expect((await list('paymentMethod=card&subsiteID=1')).total).toBe(2);
    expect((await list('subsiteID=2')).total).toBe(0);
    expect((await list(`placedFrom=${day}&placedTo=${day}`)).total).toBe(2);
    expect((await list('placedTo=2000-01-01')).total).toBe(0);
    const byPhone = await list('searchKey=9876543210');
    expect(byPhone.total).toBe(2);
    expect(byPhone.items[0]).toMatchObject({ email: 'priya@example.com', phone: '+919876543210', subsiteID: 1 });
    expect((await list('searchKey=PRIYA%20sharma')).total).toBe(2);
    expect((await list('searchKey=nobody@example.com')).total).toBe(0);
    expectFailure(await api(t.app, 'GET', '/admin/orders?placedFrom=yesterday', staff), 400, /placedFrom/);
    expectFailure(await api(t.app, 'GET', `/admin/orders?placedFrom=${day}&placedTo=2000-01-01`, staff), 400, /placedTo/);
    expectFailure(await api(t.app, 'GET', '/admin/orders?paymentMethod=cheque', staff), 400, /paymentMethod/);
  });

  it('audits every staff move of an order with the statuses before and after', async () => {
    const moves = await auditOf('action=order.move');
    expect(moves[0]).toMatchObject({ actorEmail: 'staff@example.com', actorRole: 'staff', entityType: 'order', before: { status: 'placed' }, after: { status: 'confirmed' } });
  });
});

describe('metal rate preview', () => {
  it('shows how many products change and by how much, saving nothing', async () => {
    // 22K gold in India, ₹7,250 → ₹7,300/g. Ring size 12 (4.25 g): metal 31025, wastage 8 % 2482, making 1913 − offer 478,
    // stones 12000, other 150 → 47092 + GST 1413 = 48505 (was 48269: +236). Studs (2 g, making ₹400/g): 14600 + 800 = 15400
    // + GST 462 = 15862 (was 15759: +103).
    const preview = MetalRatePreview.parse(
      expectSuccess(await api(t.app, 'POST', '/admin/metal-rates/preview', staff, { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7300 })),
    );
    expect(preview).toMatchObject({ currentRatePerGram: 7250, ratePerGram: 7300, productsPriced: 2, productsChanged: 2, totalChange: 339, largestChange: 236 });
    expect(preview.products.map((product) => [product.sku, product.currentPrice, product.newPrice, product.change])).toEqual([
      ['T-RING-22K', 48269, 48505, 236],
      ['T-STUD-22K', 15759, 15862, 103],
    ]);
    const same = MetalRatePreview.parse(expectSuccess(await api(t.app, 'POST', '/admin/metal-rates/preview', staff, { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7250 })));
    expect(same.productsChanged).toBe(0);
    expectFailure(await api(t.app, 'POST', '/admin/metal-rates/preview', staff, { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7300.5 }), 400, /ratePerGram/);
    expectFailure(await api(t.app, 'POST', '/admin/metal-rates/preview', staff, { subsiteID: 1, metal: 'silver', purity: '22K', ratePerGram: 90 }), 400, /purity/);
    expect((await auditOf('action=metal-rate.set')).length).toBe(0);
  });
});

describe('promotions', () => {
  const body = { couponCode: 'diwali-24', subsiteID: 1, name: 'Diwali', kind: 'fixed', value: 500, minSubtotal: 1000, maxDiscount: null, startsAt: '2020-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z', oncePerCustomer: true };
  let created: AdminPromotion;

  it('creates a coupon a shopper can use once, and audits it', async () => {
    created = AdminPromotion.parse(expectSuccess(await api(t.app, 'POST', '/admin/promotions', staff, body), 'Coupon created'));
    expect(created).toMatchObject({ couponCode: 'DIWALI-24', value: 500, minSubtotal: 1000, active: true, oncePerCustomer: true, redemptions: 0, currencyCode: 'INR' });
    const who = { auth: shopper, locale: 'in-en' };
    const cartID = (await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 }, who)).cartID;
    expectSuccess(await putCart(t.app, indiaAddress(cartID), who));
    const cart = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'diwali-24' }, who, 'PATCH'));
    expect(cart.totals.discount).toBe(500);
    const [entry] = await auditOf('action=promotion.create');
    expect(entry).toMatchObject({ actorEmail: 'staff@example.com', entityID: String(created.promoID) });
  });

  it('refuses bad input naming the field, a taken code, and saves nothing', async () => {
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'x' }), 400, /couponCode/);
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'NEW1', endsAt: '2019-01-01T00:00:00Z' }), 400, /endsAt/);
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'NEW1', kind: 'percent', value: 95 }), 400, /value/);
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'NEW1', value: 10.5 }), 400, /value must have at most 0 decimal places/);
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'welcome10' }), 409, /couponCode: WELCOME10 is already a coupon/);
    expectFailure(await api(t.app, 'POST', '/admin/promotions', staff, { ...body, couponCode: 'NEW1', subsiteID: 99 }), 400, /subsiteID/);
    const all = AdminPromotionList.parse(expectSuccess(await api(t.app, 'GET', '/admin/promotions?searchKey=NEW1', staff)));
    expect(all).toEqual([]);
  });

  it('edits and deactivates a coupon; the shopper can no longer apply it', async () => {
    const edited = AdminPromotion.parse(expectSuccess(await api(t.app, 'PUT', `/admin/promotions/${created.promoID}`, staff, { ...body, value: 750 })));
    expect(edited.value).toBe(750);
    const ended = AdminPromotion.parse(expectSuccess(await api(t.app, 'POST', `/admin/promotions/${created.promoID}/deactivate`, staff)));
    expect(ended.active).toBe(false);
    expectFailure(await api(t.app, 'POST', `/admin/promotions/${created.promoID}/deactivate`, staff), 409, /already ended/);
    const who = { auth: shopper, locale: 'in-en' };
    const cartID = (await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 }, who)).cartID;
    const refused = await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'DIWALI-24' }, who, 'PATCH');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await auditOf('entityType=promotion')).map((entry) => entry.action)).toEqual(['promotion.deactivate', 'promotion.edit', 'promotion.create']);
  });
});
