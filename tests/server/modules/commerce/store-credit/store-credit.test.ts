import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, storeCreditEntries } from '@/server/db/schema';
import { applicableCredit, creditBalance, debitCredit } from '@/server/modules/commerce/store-credit';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { checkoutFixture } from '../checkout/checkout-fixture';

/** The store credit ledger: balance = Σ entries; debits only inside a transaction that re-checked the balance. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedData: checkoutFixture });
}, 120_000);
afterAll(async () => t?.close());

describe('store credit', () => {
  it('starts from the seeded goodwill in each subsite', async () => {
    expect(await creditBalance(t.db, { userId: 1, subsiteId: 1 })).toBe(25_000);
    expect(await creditBalance(t.db, { userId: 2, subsiteId: 2 })).toBe(100_000);
    expect(await creditBalance(t.db, { userId: 1, subsiteId: 2 })).toBe(0);
  });

  it('applies min(requested, balance, total)', () => {
    expect(applicableCredit({ requestedMinor: null, balanceMinor: 25_000, totalMinor: 67_318 })).toBe(25_000);
    expect(applicableCredit({ requestedMinor: null, balanceMinor: 25_000, totalMinor: 21_380 })).toBe(21_380);
    expect(applicableCredit({ requestedMinor: 1_000, balanceMinor: 25_000, totalMinor: 21_380 })).toBe(1_000);
    expect(applicableCredit({ requestedMinor: 1_000, balanceMinor: 0, totalMinor: 21_380 })).toBe(0);
  });

  it('never debits below zero, even for two debits at once', async () => {
    // The debit refers to an order: a minimal one is written directly for this ledger test.
    const [order] = await t.db
      .insert(orders)
      .values({
        number: 'T-1',
        subsiteId: 1,
        userId: 1,
        cartId: randomUUID(),
        idempotencyKey: 'ledger-test',
        accessKey: 'k',
        status: 'placed',
        paymentMethod: 'free',
        paymentStatus: 'not_required',
        currencyCode: 'INR',
        decimalPlaces: 0,
        languageCode: 'en',
        subtotalMinor: 0,
        discountMinor: 0,
        shippingMinor: 0,
        taxMinor: 0,
        totalMinor: 0,
        creditMinor: 0,
        amountDueMinor: 0,
        email: 'a@b.c',
        phone: '+91',
        billingAddress: {},
        shippingAddress: {},
      })
      .returning({ id: orders.id });
    const orderId = Number(order!.id);
    const attempt = () => t.db.transaction((tx) => debitCredit(tx, { userId: 1, subsiteId: 1, amountMinor: 20_000, orderId }));
    const results = await Promise.allSettled([attempt(), attempt()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(String(rejected.reason.message)).toBe('Your store credit balance changed. Please review your order.');
    expect(await creditBalance(t.db, { userId: 1, subsiteId: 1 })).toBe(5_000);
    expect((await t.db.select().from(storeCreditEntries)).filter((entry) => entry.amountMinor < 0)).toHaveLength(1);
  });
});
