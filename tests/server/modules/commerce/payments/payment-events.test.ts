import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, payments, storeCreditEntries } from '@/server/db/schema';
import { paymentEvents, settlePayment } from '@/server/modules/commerce/payments';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { createPendingCardOrder, orderOf, stockOf } from './payment-fixture';

/**
 * Payments announce a settled payment and the orders module acts on it inside the settling
 * transaction (src/server/lib/domain-events.ts): a subscriber that fails must undo the whole
 * settlement, so the payment stays pending and the next result settles it as if nothing happened.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

async function paymentStatus(providerRef: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row?.status;
}

describe('settlement and its subscribers are one transaction', () => {
  it('a failing subscriber rolls back the payment and what the orders module did; a later result settles it', async () => {
    const order = await createPendingCardOrder(t.app, { quantity: 2, creditMinor: 5_000 });
    const unsubscribe = paymentEvents.on('paymentFailed', async () => {
      throw new Error('a subscriber broke');
    });
    try {
      const failing = settlePayment({ db: t.db, paymentId: order.paymentId, outcome: { status: 'failed', reason: 'Your card was declined' }, via: 'notification' });
      await expect(failing).rejects.toThrow('a subscriber broke');
    } finally {
      unsubscribe();
    }
    // The orders module's handler ran first (stock, credit, cart, order), and none of it stayed.
    expect(await paymentStatus(order.paymentId)).toBe('pending');
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'pending_payment', paymentStatus: 'pending' });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing);
    const credit = await t.db.select().from(storeCreditEntries).where(eq(storeCreditEntries.orderId, order.orderId));
    expect(credit.map((entry) => entry.reason)).toEqual(['checkout']);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, order.cartId))).toHaveLength(0);

    const { settled } = await settlePayment({ db: t.db, paymentId: order.paymentId, outcome: { status: 'failed', reason: 'Your card was declined' }, via: 'notification' });
    expect(settled).toBe(true);
    expect(await paymentStatus(order.paymentId)).toBe('failed');
    expect(await orderOf(t.db, order.orderId)).toMatchObject({ status: 'payment_failed', paymentStatus: 'failed' });
    expect(await stockOf(t.db, order)).toBe(order.stockAfterPlacing + 2);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, order.cartId))).toHaveLength(1);
  });
});
