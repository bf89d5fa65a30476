import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orderEvents, orderLines, orders, payments, productStock, promotionRedemptions, storeCreditEntries } from '@/server/db/schema';
import { modules } from '@/server/modules';
import { PLACE_ORDER_STEPS, createOrdersModule, ordersModule, type PlaceOrderStep } from '@/server/modules/commerce/orders';
import { signInAs, type SignedIn } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { IDS, checkoutFixture } from '../../checkout/checkout-fixture';
import { addItem, indiaAddress, postOrder, putCart } from '../../checkout/checkout-requests';
import { expectSuccess } from '../../commerce-requests';

/**
 * A failure between any two steps of placing an order leaves nothing behind: no order, no lines,
 * no events, no payment, no redemption, stock and store credit as they were, the cart as it was.
 * The failure comes through the orders module's test hook (`faults`), called after every step.
 */
let t: TestApp;
let shopper: SignedIn;
let failAt: PlaceOrderStep | null = null;

beforeAll(async () => {
  const faults = (step: PlaceOrderStep) => {
    if (step === failAt) throw new Error(`Injected failure after ${step}`);
  };
  t = await createTestApp({ seedData: checkoutFixture, modules: modules.map((module) => (module === ordersModule ? createOrdersModule({ faults }) : module)) });
  shopper = await signInAs(t.app, 'shopper');
}, 120_000);
afterAll(async () => t?.close());

async function snapshot(cartID: string) {
  const count = async (table: typeof orders | typeof orderLines | typeof orderEvents | typeof payments | typeof promotionRedemptions) =>
    Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n);
  return {
    orders: await count(orders),
    lines: await count(orderLines),
    events: await count(orderEvents),
    payments: await count(payments),
    redemptions: await count(promotionRedemptions),
    stock: await t.db.select().from(productStock).orderBy(productStock.optionId, productStock.subsiteId),
    credit: await t.db.select().from(storeCreditEntries).orderBy(storeCreditEntries.id),
    items: await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartID)).orderBy(cartItems.id),
    cart: (await t.db.select({ extra: carts.extra, promoId: carts.promoId }).from(carts).where(eq(carts.id, cartID)))[0],
  };
}

describe('failure injection', () => {
  it('rolls back everything whichever step fails, then places the order once the fault is gone', async () => {
    // Ring size 14 + pendant, RINGS5, part of the store credit, by card: every step writes something.
    const { cartID } = await addItem(t.app, { productID: IDS.ring, productOptionID: IDS.ringSize14, quantity: 1 });
    await addItem(t.app, { cartID, productID: IDS.pendant, productOptionID: IDS.pendantStd, quantity: 2 });
    await t.db.update(carts).set({ userId: shopper.userId }).where(eq(carts.id, cartID));
    const as = { auth: shopper.headers };
    expectSuccess(await putCart(t.app, indiaAddress(cartID), as));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_promotion', couponCode: 'RINGS5' }, as));
    expectSuccess(await putCart(t.app, { cartID, mode: 'apply_usercredit', amount: 10000 }, as));
    const before = await snapshot(cartID);
    expect(before.items).toHaveLength(2);

    expect(PLACE_ORDER_STEPS).toHaveLength(11);
    for (const step of PLACE_ORDER_STEPS) {
      failAt = step;
      const response = await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, { ...as, key: randomUUID() });
      expect(response.statusCode, `${step}: ${response.body}`).toBe(500);
      expect(await snapshot(cartID), `after a failure at ${step}`).toEqual(before);
    }

    failAt = null;
    const placed = expectSuccess<{ orderID: number }>(await postOrder(t.app, cartID, { paymentSettingsGroupKey: 'card' }, { ...as, key: randomUUID() }));
    const after = await snapshot(cartID);
    expect(after).toMatchObject({ orders: before.orders + 1, lines: before.lines + 2, events: before.events + 1, payments: before.payments + 1, redemptions: before.redemptions + 1, items: [] });
    expect(after.credit.at(-1)).toMatchObject({ amountMinor: -10000, reason: 'checkout', orderId: placed.orderID });
    const stockOf = (rows: typeof before.stock, optionId: number) => rows.find((row) => row.optionId === optionId && row.subsiteId === 1)?.quantity;
    expect(stockOf(after.stock, IDS.ringSize14)).toBe((stockOf(before.stock, IDS.ringSize14) ?? 0) - 1);
    expect(stockOf(after.stock, IDS.pendantStd)).toBe((stockOf(before.stock, IDS.pendantStd) ?? 0) - 2);
  }, 60_000);
});
