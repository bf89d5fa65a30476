import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productStock, promotionRedemptions } from '@/server/db/schema';
import type { Cart } from '@/shared/contracts/cart';
import { createTestApp, siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, checkoutFixture } from '../../checkout/checkout-fixture';
import { addItem, indiaAddress, postOrder, putCart } from '../../checkout/checkout-requests';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { listenOnLoopback } from '@/tests/server/helpers/ports';

/**
 * Placing orders on the running services (a real HTTP listener, requests in flight together): on
 * PostgreSQL the pool runs them in parallel and the conditional stock UPDATE's row lock decides;
 * on PGlite they queue on the one connection. Either way exactly the stock on hand is sold.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seedData: checkoutFixture });
  base = await listenOnLoopback(t);
}, 120_000);
afterAll(async () => t?.close());

const stockOf = async (optionId: number) =>
  (await t.db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, 1))))[0]?.quantity;

async function readyCart(item: { productID: number; productOptionID: number; quantity: number }): Promise<string> {
  const { cartID } = await addItem(t.app, item);
  expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: `racer-${cartID.slice(0, 8)}@example.com` })));
  return cartID;
}

function placeOverHttp(cartID: string, key: string, body: Record<string, unknown> = { paymentSettingsGroupKey: 'card' }) {
  return fetch(`${base}/api/cart/postorders/${cartID}/`, {
    method: 'POST',
    headers: { ...siteHeaders('in-en'), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { meta: { message: string }; data: { orderID?: number } } }));
}

describe('N shoppers race for the last K units', () => {
  it('places exactly K orders; the rest are refused with 409; stock ends at 0, never below', async () => {
    const SHOPPERS = 12;
    const K = 3;
    expect(await stockOf(IDS.ringSize12)).toBe(K);
    const cartIDs = [];
    for (let index = 0; index < SHOPPERS; index += 1) cartIDs.push(await readyCart({ productID: IDS.ring, productOptionID: IDS.ringSize12, quantity: 1 }));

    const results = await Promise.all(cartIDs.map((cartID) => placeOverHttp(cartID, randomUUID())));
    const placed = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 409);
    expect(placed).toHaveLength(K);
    expect(refused).toHaveLength(SHOPPERS - K);
    for (const result of refused) expect(result.body.meta.message).toBe('Out of stock in size 12 of Temple ring');
    expect(new Set(placed.map((result) => result.body.data.orderID)).size).toBe(K);
    expect(await stockOf(IDS.ringSize12)).toBe(0);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(Number(count?.n)).toBe(K);
  }, 60_000);
});

describe('once per customer under concurrency', () => {
  it('lets only one of two simultaneous orders by the same customer use a once-per-customer coupon', async () => {
    const email = 'twice@example.com';
    const cartIDs = [];
    for (let index = 0; index < 2; index += 1) {
      const { cartID } = await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 });
      expectSuccess(await putCart(t.app, indiaAddress(cartID, { billingEmail: email })));
      expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'WELCOME10' }));
      cartIDs.push(cartID);
    }
    const results = await Promise.all(cartIDs.map((cartID) => placeOverHttp(cartID, randomUUID())));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    // PostgreSQL: both priced it in parallel; the redemption lock makes the second see the first's
    // redemption. PGlite runs them one after the other: the second's pricing already drops it.
    expect(results.find((result) => result.status === 409)?.body.meta.message).toMatch(/^(Coupon WELCOME10 was removed from your cart: )?You have already used coupon WELCOME10$/);
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(promotionRedemptions).where(eq(promotionRedemptions.email, email));
    expect(Number(count?.n)).toBe(1);
  }, 60_000);
});

describe('idempotency', () => {
  it('returns the same order for the same key, sequentially and concurrently; another key finds the cart empty', async () => {
    const cartID = await readyCart({ productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 });
    const before = await stockOf(IDS.ringSize14);
    const key = randomUUID();
    const concurrent = await Promise.all(Array.from({ length: 6 }, () => placeOverHttp(cartID, key)));
    expect(concurrent.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(concurrent.map((result) => result.body.data.orderID));
    expect(ids.size).toBe(1);
    const sequential = await placeOverHttp(cartID, key);
    expect(sequential.status).toBe(200);
    expect(sequential.body.data.orderID).toBe([...ids][0]);
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cartID))).toHaveLength(1);
    expect(await stockOf(IDS.ringSize14)).toBe((before ?? 0) - 1);

    const other = await placeOverHttp(cartID, randomUUID());
    expect(other.status).toBe(409);
    expect(other.body.meta.message).toBe('Your cart is empty');
  }, 60_000);

  it('needs an Idempotency-Key of 8 to 100 characters', async () => {
    const cartID = await readyCart({ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 });
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, { key: null }), 400, /idempotency-key/i);
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, { key: 'short' }), 400, /idempotency-key/i);
    expectFailure(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'wire' }), 400, /paymentSettingsGroupKey/);
  });

  it('refuses a total that moved with 409 and the new cart, writing nothing', async () => {
    const cartID = await readyCart({ productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 1 });
    const stock = await stockOf(IDS.pendantStd);
    const response = await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card', expectedTotal: 21000 });
    const body = expectFailure(response, 409, 'The total changed from ₹21,000 to ₹21,380. Please review your order.');
    expect((body.data as Cart).totals.total).toBe(21380);
    expect(await stockOf(IDS.pendantStd)).toBe(stock);
    expect(await t.db.select().from(orders).where(eq(orders.cartId, cartID))).toHaveLength(0);
  });
});
