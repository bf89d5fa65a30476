import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, promotions, storeCreditEntries } from '@/server/db/schema';
import type { Cart } from '@/shared/contracts/cart';
import type { Order } from '@/shared/contracts/order-placement';
import { signInAs, type SignedIn } from '@/tests/server/helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, PRICES, ROHAN, checkoutFixture } from '../../checkout/checkout-fixture';
import { addItem, indiaAddress, placeOk, postOrder, putCart, uaeAddress } from '../../checkout/checkout-requests';
import { expectFailure, expectSuccess } from '../../commerce-requests';

/**
 * Order totals against figures worked out by hand (design "Money rules"), in rupees (0 dp, GST 3 %)
 * and in fils (2 dp, VAT 5 %): subtotal, each line's share of each discount (largest remainder),
 * tax included per line, total, store credit and amount due; the order's lines add up to its totals.
 */
let t: TestApp;
let shopper: SignedIn;
let aisha: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ seedData: checkoutFixture });
  shopper = await signInAs(t.app, 'shopper');
  aisha = await signInAs(t.app, 'aisha');
}, 120_000);
afterAll(async () => t?.close());

async function ownedCart(who: SignedIn, locale: string, items: { productID: number; productOptionID: number; quantity: number }[]): Promise<string> {
  let cartID: string | undefined;
  for (const item of items) cartID = (await addItem(t.app, { ...item, ...(cartID ? { cartID } : {}) }, { locale })).cartID;
  const mapped = await t.app.inject({ method: 'GET', url: `/api/cart/mapUserCart/${cartID}/`, headers: { ...siteHeaders(locale), ...who.headers } });
  expectSuccess(mapped);
  return cartID!;
}

describe('India: rupees, GST 3 %, two stacked promotions and store credit', () => {
  /*
   * Cart: ring size 12 × 1 = 48269; pendant × 1 = 21380; coin × 2 = 2 × 1082 = 2164.
   * Subtotal 48269 + 21380 + 2164 = 71813.
   * RINGS5 (5 % of rings, applied first): base 48269 → 2413.45 → 2413, all on the ring.
   * ALL3 (3 % of the whole cart, stacked): base = what lines still cost = 45856 + 21380 + 2164 = 69400
   *   → 2082 exactly. Shares 2082 × (45856, 21380, 2164) / 69400 = 1375.68, 641.40, 64.92: floors
   *   1375 + 641 + 64 = 2080; the 2 units left go to the largest remainders (.92 coin, .68 ring)
   *   → ring 1376, pendant 641, coin 65 (Σ 2082).
   * Line discounts: ring 2413 + 1376 = 3789; pendant 641; coin 65; Σ 4495.
   * Line totals: 48269 − 3789 = 44480; 21380 − 641 = 20739; 2164 − 65 = 2099; Σ 67318.
   * Tax included: 44480 × 100/103 = 43184.47 → 43184, tax 1296; 20739 → 20134.95 → 20135, tax 604;
   *   2099 → 2037.86 → 2038, tax 61; Σ tax 1961.
   * Total 71813 − 4495 + 0 = 67318. Store credit (balance 25000, as much as allowed) 25000.
   * Amount due 67318 − 25000 = 42318 (card).
   */
  let cartID: string;
  let cart: Cart;

  beforeAll(async () => {
    cartID = await ownedCart(shopper, 'in-en', [
      { productID: IDS.ring, productOptionID: IDS.ringSize12, quantity: 1 },
      { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 },
      { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 2 },
    ]);
    const as = { auth: shopper.headers };
    expectSuccess(await putCart(t.app, indiaAddress(cartID), as));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'rings5' }, as, 'PATCH'), 'Promotion RINGS5 applied');
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'ALL3' }, as));
    cart = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit' }, as), 'Store credit applied');
  });

  it('shows the hand-computed totals and per-line discounts on the cart', () => {
    expect(PRICES.in.ringSize12 + PRICES.in.pendant + 2 * PRICES.in.coin).toBe(71813);
    expect(cart.totals).toEqual({ subtotal: 71813, discount: 4495, shipping: 0, tax: 1961, total: 67318, credit: 25000, amountDue: 42318 });
    expect(cart.items.map((item) => [item.productOptionID, item.orderPromoDiscountAmount, item.orderPromoCode])).toEqual([
      [IDS.ringSize12, 3789, 'RINGS5, ALL3'],
      [IDS.pendantStd, 641, 'ALL3'],
      [IDS.coinStd, 65, 'ALL3'],
    ]);
    expect(Object.values(cart.extra.applied_promotions)).toEqual([
      { couponCode: 'RINGS5', currencyCode: 'INR', name: 'RINGS5', discount: 2413 },
      { couponCode: 'ALL3', currencyCode: 'INR', name: 'ALL3', discount: 2082 },
    ]);
    expect(cart.checkout.storeCredit).toEqual({ balance: 25000, applied: 25000 });
    expect(cart.extra.userShippingAddress).toMatchObject({ zip: '400001', city: 'Mumbai' });
  });

  it('places the order with the same figures; its lines add up to its totals to the rupee; credit is debited once', async () => {
    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card', expectedTotal: 67318 }, { auth: shopper.headers });
    expect(placed).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending', next: 'payment', total: 67318, amountDue: 42318 });
    expect(placed.orderNumber).toBe(`SLV-IN-${100000 + placed.orderID}`);
    expect(placed.redirectUrl).toMatch(/\/sandbox-pay\//);

    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderID));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderID));
    expect(order).toMatchObject({ subtotalMinor: 71813, discountMinor: 4495, taxMinor: 1961, totalMinor: 67318, creditMinor: 25000, amountDueMinor: 42318 });
    expect(lines.map((line) => [line.lineSubtotalMinor, line.discountMinor, line.taxMinor, line.lineTotalMinor])).toEqual([
      [48269, 3789, 1296, 44480],
      [21380, 641, 604, 20739],
      [2164, 65, 61, 2099],
    ]);
    const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
    expect(sum((line) => line.lineSubtotalMinor)).toBe(order!.subtotalMinor);
    expect(sum((line) => line.discountMinor)).toBe(order!.discountMinor);
    expect(sum((line) => line.taxMinor)).toBe(order!.taxMinor);
    expect(sum((line) => line.lineTotalMinor) + order!.shippingMinor).toBe(order!.totalMinor);
    expect(order!.promotions).toEqual([
      { promoID: 2, couponCode: 'RINGS5', discountMinor: 2413 },
      { promoID: 3, couponCode: 'ALL3', discountMinor: 2082 },
    ]);
    const entries = await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.userId, shopper.userId));
    expect(entries.map((entry) => [entry.amountMinor, entry.reason, entry.orderId])).toEqual([
      [25000, 'goodwill', null],
      [-25000, 'checkout', placed.orderID],
    ]);

    const read = expectSuccess<Order>(await t.app.inject({ method: 'GET', url: `/api/cart/orders/${placed.orderID}/`, headers: { ...siteHeaders('in-en'), ...shopper.headers } }));
    expect(read.totals).toEqual({ subtotal: 71813, discount: 4495, shipping: 0, tax: 1961, total: 67318, credit: 25000, amountDue: 42318, excess: 0 });
    expect(read.items.map((item) => item.lineTotal)).toEqual([44480, 20739, 2099]);
    expect(read.events.map((event) => event.status)).toEqual(['pending_payment']);
    expect(read.payment).toMatchObject({ status: 'pending' });
  });

  it('emptied the cart, kept the billing e-mail, and the credit balance is now 0', async () => {
    const after = expectSuccess<Cart>(await t.app.inject({ method: 'GET', url: `/api/cart/${cartID}/cart_summary`, headers: { ...siteHeaders('in-en'), ...shopper.headers } }));
    expect(after.items).toEqual([]);
    expect(after.totals.total).toBe(0);
    expect(after.checkout).toMatchObject({ billingEmail: 'priya@example.com', billingAddress: null, gift: null, storeCredit: { balance: 0, applied: 0 } });
  });
});

describe('UAE: fils, VAT 5 %, a fixed discount over two lines, credit in dirhams', () => {
  /*
   * Cart: ring size 13 × 1 = 206938 fils (AED 2,069.38); coin × 3 = 3 × 4515 = 13545. Subtotal 220483.
   * UAE50: AED 50.00 = 5000 fils (minimum AED 1,000.00 met). Shares 5000 × (206938, 13545) / 220483
   *   = 4692.83, 307.17: floors 4692 + 307 = 4999; the last fil goes to the ring (.83 > .17)
   *   → ring 4693, coins 307.
   * Line totals 206938 − 4693 = 202245; 13545 − 307 = 13238; total 215483 (AED 2,154.83).
   * VAT included: 202245 × 100/105 = 192614.29 → 192614, VAT 9631; 13238 × 100/105 = 12607.62 → 12608,
   *   VAT 630; Σ 10261 (AED 102.61).
   * Credit AED 1,000.00 = 100000 fils (balance) → amount due 115483 = AED 1,154.83.
   */
  it('computes and records the hand-worked figures in dirhams', async () => {
    const cartID = await ownedCart(aisha, 'ae-en', [
      { productID: IDS.ring, productOptionID: IDS.ringSize13, quantity: 1 },
      { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 3 },
    ]);
    const as = { locale: 'ae-en', auth: aisha.headers };
    expectSuccess(await putCart(t.app, uaeAddress(cartID), as));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'UAE50' }, as));
    const cart = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 1000 }, as));
    expect(cart.totals).toEqual({ subtotal: 2204.83, discount: 50, shipping: 0, tax: 102.61, total: 2154.83, credit: 1000, amountDue: 1154.83 });
    expect(cart.items.map((item) => item.orderPromoDiscountAmount)).toEqual([46.93, 3.07]);

    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card', expectedTotal: 2154.83 }, as);
    expect(placed).toMatchObject({ orderNumber: `SLV-AE-${100000 + placed.orderID}`, total: 2154.83, amountDue: 1154.83 });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderID));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderID));
    expect(order).toMatchObject({ currencyCode: 'AED', decimalPlaces: 2, subtotalMinor: 220483, discountMinor: 5000, taxMinor: 10261, totalMinor: 215483, creditMinor: 100000, amountDueMinor: 115483 });
    expect(lines.map((line) => [line.unitPriceMinor, line.quantity, line.discountMinor, line.taxMinor, line.lineTotalMinor])).toEqual([
      [206938, 1, 4693, 9631, 202245],
      [4515, 3, 307, 630, 13238],
    ]);
  });
});

describe('store credit covering the whole order, and the order read', () => {
  /*
   * Pendant in India ₹21,380; GST included: 21380 × 100/103 = 20757.28 → 20757, tax 623.
   * Rohan has ₹25,000 of goodwill credit: it covers the whole ₹21,380, amount due 0.
   */
  it('places a free order (credit covers it) that goes to the thank-you page, with a confirmation e-mail', async () => {
    const rohan = await signInAs(t.app, ROHAN);
    await t.db.insert(storeCreditEntries).values({ userId: rohan.userId, subsiteId: 1, amountMinor: 25_000, reason: 'goodwill' });
    const cartID = await ownedCart(rohan, 'in-en', [{ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 }]);
    const as = { auth: rohan.headers };
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: 'rohan@example.com' }), as));
    const cart = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit' }, as));
    expect(cart.totals).toEqual({ subtotal: 21380, discount: 0, shipping: 0, tax: 623, total: 21380, credit: 21380, amountDue: 0 });
    expect(cart.checkout.storeCredit).toEqual({ balance: 25000, applied: 21380 });
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, as), 409, /Nothing to pay by card/);

    const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'free' }, as);
    expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'not_required', next: 'thankyou', redirectUrl: null, total: 21380, amountDue: 0 });
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=rohan@example.com' });
    const mail = (outbox.json() as { messages: { subject: string; body: string }[] }).messages[0];
    expect(mail?.subject).toBe(`Your SLV Jewellers order ${placed.orderNumber}`);
    expect(mail?.body).toContain('Store credit: −₹21,380\nPaid in full with store credit');
    expect(mail?.body).not.toContain('Amount due');

    // Someone else's token: 404; a guest without the key: 404; with the key: the order.
    const url = `/api/cart/orders/${placed.orderID}/`;
    expectFailure(await t.app.inject({ method: 'GET', url, headers: { ...siteHeaders('in-en'), ...shopper.headers } }), 404, /not found/);
    expectFailure(await t.app.inject({ method: 'GET', url, headers: siteHeaders('in-en') }), 404, /not found/);
    expectFailure(await t.app.inject({ method: 'GET', url: `${url}?key=wrong`, headers: siteHeaders('in-en') }), 404, /not found/);
    const byKey = expectSuccess<Order>(await t.app.inject({ method: 'GET', url: `${url}?key=${placed.accessKey}`, headers: siteHeaders('in-en') }));
    expect(byKey).toMatchObject({ orderNumber: placed.orderNumber, paymentMethod: 'free', status: 'placed' });
    const staff = await signInAs(t.app, 'staff');
    expectSuccess(await t.app.inject({ method: 'GET', url, headers: { ...siteHeaders('in-en'), ...staff.headers } }));
  });
});

describe('a coupon that stops applying between the cart and the order', () => {
  it('refuses the order once with the new cart (coupon dropped), then places it at the new total', async () => {
    const { cartID } = await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 });
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: 'late@example.com' })));
    // ALL3: 3 % of ₹49,951 = 1498.53 → 1499; total 48452.
    const cart = expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'ALL3' }));
    expect(cart.totals).toMatchObject({ subtotal: 49951, discount: 1499, total: 48452 });
    await t.db.update(promotions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(promotions.code, 'ALL3'));
    try {
      const refused = expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }), 409, 'Coupon ALL3 was removed from your cart: Coupon ALL3 has expired');
      expect((refused.data as Cart).totals).toMatchObject({ discount: 0, total: 49951 });
      expect((refused.data as Cart).extra.applied_promotions).toEqual({});
      const placed = await placeOk(t.app, cartID, { paymentSettingsGroupKey: 'card', expectedTotal: 49951 });
      expect(placed.total).toBe(49951);
    } finally {
      await t.db.update(promotions).set({ endsAt: new Date(Date.now() + 30 * 86_400_000) }).where(eq(promotions.code, 'ALL3'));
    }
  });
});
