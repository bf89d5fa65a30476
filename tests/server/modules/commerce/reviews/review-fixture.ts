import { randomUUID } from 'node:crypto';
import type { SeedData } from '@/server/db/seed/seed-data';
import type { Database } from '@/server/db/client';
import { orderLines, orders } from '@/server/db/schema';
import { commerceFixture, IDS } from '../commerce-fixture';

/** The commerce fixture's store with three shoppers and a member of staff. */
export const reviewFixture: SeedData = {
  ...commerceFixture,
  users: [
    { firstName: 'Priya', lastName: 'sharma', email: 'shopper@example.com', phone: '+919876543210', password: 'Shopper#2026', role: 'customer', subsite: 'in' },
    { firstName: 'Aisha', lastName: 'Al Mansoori', email: 'aisha@example.com', phone: '+971501234567', password: 'Shopper#2026', role: 'customer', subsite: 'ae' },
    { firstName: 'Rohan', lastName: 'Mehta', email: 'rohan@example.com', phone: '+919811111111', password: 'Shopper#2026', role: 'customer', subsite: 'in' },
    { firstName: 'Ravi', lastName: 'Iyer', email: 'staff@example.com', phone: '+919812345678', password: 'Staff#2026!', role: 'staff', subsite: 'in' },
  ],
};
export const ROHAN = { username: 'rohan@example.com', password: 'Shopper#2026' } as const;

/** Each fixture product's first option. */
const OPTION_OF: Record<number, number> = { [IDS.ring]: IDS.ringSize12, [IDS.pendant]: IDS.pendantStd, [IDS.band]: IDS.bandStd, [IDS.coin]: IDS.coinStd, [IDS.studs]: IDS.studsStd };

let counter = 0;

export interface InsertOrderOptions {
  userId: number;
  productId: number;
  /** Order status (default `delivered`). */
  status?: string;
  lineStatus?: string;
}

/**
 * Writes an order of one line straight into the tables, as checkout would have left it: the
 * review rules read only the order's owner and status and the line's product and status.
 */
export async function insertOrder(db: Database, { userId, productId, status = 'delivered', lineStatus = 'active' }: InsertOrderOptions): Promise<number> {
  counter += 1;
  const [order] = await db
    .insert(orders)
    .values({
      number: `SLV-IN-T${Date.now() % 1_000_000}${counter}`,
      subsiteId: 1,
      userId,
      cartId: randomUUID(),
      idempotencyKey: `review-test-${counter}`,
      accessKey: `key-${counter}`,
      status,
      paymentMethod: 'cod',
      paymentStatus: 'cod_due',
      currencyCode: 'INR',
      decimalPlaces: 0,
      languageCode: 'en',
      subtotalMinor: 1000,
      discountMinor: 0,
      shippingMinor: 0,
      taxMinor: 29,
      totalMinor: 1000,
      creditMinor: 0,
      amountDueMinor: 1000,
      email: 'buyer@example.com',
      phone: '+919876543210',
      billingAddress: {},
      shippingAddress: {},
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId,
    optionId: OPTION_OF[productId] ?? IDS.ringSize12,
    sku: 'T-SKU',
    name: 'Piece',
    optionLabel: 'One size',
    image: '',
    metal: 'gold',
    purity: '22K',
    quantity: 1,
    unitPriceMinor: 1000,
    lineSubtotalMinor: 1000,
    discountMinor: 0,
    taxMinor: 29,
    lineTotalMinor: 1000,
    breakup: [],
    status: lineStatus,
  });
  return order!.id;
}
