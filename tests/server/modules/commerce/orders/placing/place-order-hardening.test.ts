import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, productStock } from '@/server/db/schema';
import { modules } from '@/server/modules';
import { createOrdersModule, ordersModule, type PlaceOrderStep } from '@/server/modules/commerce/orders';
import type { Cart } from '@/shared/contracts/cart';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, checkoutFixture } from '../../checkout/checkout-fixture';
import { addItem, indiaAddress, postOrder, putCart } from '../../checkout/checkout-requests';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { listenOnLoopback } from '@/tests/server/helpers/ports';

/**
 * Placing orders hardened (issue 12): deadlocks retried, the amount to pay checked as well as the
 * total, an Idempotency-Key bound to its request body.
 *
 * Carts holding the same two options in opposite order, placed at the same moment over a real
 * HTTP listener. On PostgreSQL, taking stock line by line in cart order deadlocked (40P01 → 500);
 * stock is now taken in option-id order and a serialisation failure or deadlock retries the whole
 * placing. On PGlite the orders queue on the one connection: the same answers are expected.
 */
let t: TestApp;
let base: string;
/** The test hook: when set, called after each step of placing an order. */
let hook: ((step: PlaceOrderStep) => void) | null = null;

beforeAll(async () => {
  const faults = (step: PlaceOrderStep) => hook?.(step);
  t = await createTestApp({ seedData: checkoutFixture, modules: modules.map((module) => (module === ordersModule ? createOrdersModule({ faults }) : module)) });
  base = await listenOnLoopback(t);
}, 120_000);
afterAll(async () => t?.close());

type Line = { productID: number; productOptionID: number; quantity: number };
const A: Line = { productID: IDS.ring, productOptionID: IDS.ringSize13, quantity: 1 };
const B: Line = { productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 };

const stockOf = async (optionId: number) =>
  (await t.db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, 1))))[0]?.quantity;
const setStock = (optionId: number, quantity: number) =>
  t.db.update(productStock).set({ quantity }).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, 1)));

async function cartWith(first: Line, second: Line, index: number): Promise<string> {
  const { cartID } = await addItem(t.app, first);
  await addItem(t.app, { cartID, ...second });
  expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: `pair-${index}@example.com` })));
  return cartID;
}

function placeOverHttp(cartID: string, key = randomUUID()) {
  return fetch(`${base}/api/cart/postorders/${cartID}/`, {
    method: 'POST',
    headers: { ...siteHeaders('in-en'), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ paymentSettingsGroupKey: 'card' }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { meta: { message: string }; data: { orderID?: number } } }));
}

describe('two options ordered in opposite order at the same moment', () => {
  it('answers every one of 40 pairs with 200 or a clear 409, never 5xx; stock never below zero', async () => {
    const PAIRS = 40;
    const STOCK = 60;
    await setStock(IDS.ringSize13, STOCK);
    await setStock(IDS.pendantStd, STOCK);
    const cartIDs: string[] = [];
    for (let index = 0; index < PAIRS; index += 1) {
      cartIDs.push(await cartWith(A, B, index * 2));
      cartIDs.push(await cartWith(B, A, index * 2 + 1));
    }
    const results = await Promise.all(cartIDs.map((cartID) => placeOverHttp(cartID)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500), JSON.stringify(results.filter((result) => result.status >= 500).slice(0, 2))).toEqual([]);
    const placed = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    expect(placed.length + refused.length).toBe(PAIRS * 2);
    // Each order takes one of each: exactly the stock on hand is sold, the rest are told why.
    expect(placed).toHaveLength(STOCK);
    for (const result of refused) expect(result.body.meta.message).toMatch(/^Out of stock (in size 13 )?of (Temple ring|Leaf pendant)$/);
    expect(await stockOf(IDS.ringSize13)).toBe(0);
    expect(await stockOf(IDS.pendantStd)).toBe(0);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(Number(count?.n)).toBe(STOCK);
  }, 300_000);
});

describe('retrying a placing that lost a deadlock', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('places the order when a try fails with a deadlock or a serialisation failure, once, with the same key', async () => {
    await setStock(IDS.ringSize13, 5);
    await setStock(IDS.pendantStd, 5);
    const cartID = await cartWith(A, B, 900);
    const failures = [deadlock(), Object.assign(new Error('could not serialize access'), { code: '40001' })];
    hook = (step) => {
      if (step === 'stock_taken' && failures.length) throw failures.shift();
    };
    try {
      const key = randomUUID();
      const result = await placeOverHttp(cartID, key);
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(failures).toHaveLength(0);
      // The tries that failed were rolled back: one unit of each taken, one order.
      expect(await stockOf(IDS.ringSize13)).toBe(4);
      expect(await stockOf(IDS.pendantStd)).toBe(4);
      expect(await t.db.select().from(orders).where(eq(orders.cartId, cartID))).toHaveLength(1);
      const again = await placeOverHttp(cartID, key);
      expect(again.status).toBe(200);
      expect(again.body.data.orderID).toBe(result.body.data.orderID);
    } finally {
      hook = null;
    }
  });

  it('gives up after three tries with a 409 that asks the shopper to try again, writing nothing', async () => {
    const cartID = await cartWith(A, B, 901);
    let tries = 0;
    hook = (step) => {
      if (step === 'stock_taken') {
        tries += 1;
        throw deadlock();
      }
    };
    try {
      const result = await placeOverHttp(cartID);
      expect(result.status).toBe(409);
      expect(result.body.meta.message).toBe('Many shoppers are ordering these pieces right now. Please place your order again.');
      expect(tries).toBe(3);
      expect(await t.db.select().from(orders).where(eq(orders.cartId, cartID))).toHaveLength(0);
      expect(await stockOf(IDS.ringSize13)).toBe(4);
    } finally {
      hook = null;
    }
  });
});

describe('what the shopper pays, not only the total', () => {
  it('refuses with 409 and the repriced cart when store credit was spent by another order meanwhile', async () => {
    await setStock(IDS.ringSize13, 5);
    await setStock(IDS.ringSize14, 5);
    const shopper = await signInAs(t.app, 'shopper');
    const as = { auth: shopper.headers };
    const ready = async (option: number) => {
      const { cartID } = await addItem(t.app, { productID: IDS.ring, productOptionID: option, quantity: 1 });
      await t.db.update(carts).set({ userId: shopper.userId }).where(eq(carts.id, cartID));
      expectSuccess(await putCart(t.app, indiaAddress(cartID), as));
      return expectSuccess<Cart>(await putCart(t.app, { cartID, mode: 'apply_usercredit' }, as));
    };
    // Two carts, each showing the whole ₹25,000 of credit applied.
    const first = await ready(IDS.ringSize14);
    const second = await ready(IDS.ringSize13);
    expect(first.totals.credit).toBe(25_000);
    expect(second.totals).toMatchObject({ total: 49_110, credit: 25_000, amountDue: 24_110 });
    const seen = (cart: Cart) => ({ paymentSettingsGroupKey: 'card', expectedTotal: cart.totals.total, expectedAmountDue: cart.totals.amountDue });
    expectSuccess(await postOrder(t.app, first.cartID, seen(first), as));

    // The total is the same; the credit is gone, so the amount to pay rose: the shopper sees it first.
    const refused = expectFailure(await postOrder(t.app, second.cartID, seen(second), as), 409, 'The amount to pay changed from ₹24,110 to ₹49,110. Please review your order.');
    expect((refused.data as Cart).totals).toMatchObject({ total: 49_110, credit: 0, amountDue: 49_110 });
    expect(await t.db.select().from(orders).where(eq(orders.cartId, second.cartID))).toHaveLength(0);
    // Confirmed at the new figure, it goes through.
    const placed = expectSuccess<{ amountDue: number }>(await postOrder(t.app, second.cartID, seen(refused.data as Cart), as));
    expect(placed.amountDue).toBe(49_110);
  });
});

describe('an Idempotency-Key belongs to one request', () => {
  it('refuses the same key with another body (card instead of cash, another total) with 422; the same body gets the same order', async () => {
    await setStock(IDS.pendantStd, 5);
    const { cartID } = await addItem(t.app, B);
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: 'same-key@example.com' })));
    const key = randomUUID();
    const body = { paymentSettingsGroupKey: 'card', expectedTotal: 21_380 };
    const placed = expectSuccess<{ orderID: number }>(await postOrder(t.app, cartID, body, { key }));
    const message = 'This order request was already sent with different details. Please place your order again.';
    for (const other of [{ paymentSettingsGroupKey: 'cod', expectedTotal: 21_380 }, { paymentSettingsGroupKey: 'card' }, { paymentSettingsGroupKey: 'card', expectedTotal: 21_381 }]) {
      const refused = expectFailure(await postOrder(t.app, cartID, other, { key }), 422, message);
      expect(refused.data).toEqual({ reason: 'idempotency_key_reused' });
    }
    // Key order in the JSON does not matter: the body is compared in canonical form.
    const again = expectSuccess<{ orderID: number }>(await postOrder(t.app, cartID, { expectedTotal: 21_380, paymentSettingsGroupKey: 'card' }, { key }));
    expect(again.orderID).toBe(placed.orderID);
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cartID))).toHaveLength(1);
  });

  it('says so in the cart language', async () => {
    const { cartID } = await addItem(t.app, B, { locale: 'in-hi' });
    expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: 'same-key-hi@example.com' }), { locale: 'in-hi' }));
    const key = randomUUID();
    expectSuccess(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, { key, locale: 'in-hi' }));
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'cod' }, { key, locale: 'in-hi' }), 422, 'यह ऑर्डर अनुरोध पहले अलग विवरण के साथ भेजा जा चुका है। कृपया अपना ऑर्डर फिर से दें।');
  });
});
