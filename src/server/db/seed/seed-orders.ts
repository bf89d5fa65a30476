import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { carts, productOptions, productStock, users } from '../schema';
import { AppError } from '../../lib/app-error';
import { resolveSite } from '../../lib/site';
import { insertCartItem, updateCartCheckout, withCheckoutState, readCheckoutState } from '../../modules/commerce/cart';
import { lockOrder, moveOrder, placeOrder } from '../../modules/commerce/orders';
import type { Notify } from '../../modules/outbox';

const DAY_MS = 86_400_000;
/** Seeding sends no mail: the shopper never placed these orders. */
const silent: Notify = async () => undefined;

export interface SeedDemoOrdersOptions {
  tx: Executor;
  now: Date;
}

/** What each demo order becomes: placed `daysAgo`, then moved through `statuses` a day apart. */
const DEMO_ORDERS = [
  { daysAgo: 9, statuses: ['confirmed', 'packed', 'shipped', 'delivered'], units: 1 },
  { daysAgo: 4, statuses: ['confirmed', 'packed', 'shipped'], units: 1 },
  { daysAgo: 1, statuses: [], units: 2 },
] as const;

/**
 * Demo orders for shopper@example.com (India) so the dashboard and journeys have data: one
 * delivered inside the return window, one shipped, one just placed (cash on delivery). They go
 * through the real services (a cart priced by the pricing engine, `placeOrder`, `moveOrder`), so
 * every total is the store's own; only the shopper's checkout steps (address, the COD code) are
 * written straight into the cart's checkout state. Skipped when the shopper is not in the data.
 */
export async function seedDemoOrders({ tx, now }: SeedDemoOrdersOptions): Promise<number> {
  const [shopper] = await tx.select().from(users).where(eq(users.email, 'shopper@example.com')).limit(1);
  if (!shopper?.phone) return 0;
  const site = await resolveSite(tx as Database, { websiteid: '1', subsiteid: '1', languageid: '1' });
  // Pieces with stock to spare, so the demo orders never sell out what shoppers can buy.
  const stocked = await tx
    .select({ optionId: productStock.optionId, productId: productOptions.productId })
    .from(productStock)
    .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
    .where(and(eq(productStock.subsiteId, site.subsiteId), gte(productStock.quantity, 5)))
    .orderBy(asc(productStock.optionId))
    .limit(DEMO_ORDERS.length * 3);
  if (stocked.length < DEMO_ORDERS.length) return 0;
  const address = { firstName: shopper.firstName, lastName: shopper.lastName, address1: '1 Marine Drive', address2: '', city: 'Mumbai', zip: '400001', state: 'Maharashtra', country: 'India', phone: shopper.phone };

  let placed = 0;
  for (const [index, plan] of DEMO_ORDERS.entries()) {
    const placedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const cartId = randomUUID();
    await tx.insert(carts).values({ id: cartId, subsiteId: site.subsiteId, userId: shopper.id, expiresAt: new Date(now.getTime() + 30 * DAY_MS), createdAt: placedAt, updatedAt: placedAt });
    const piece = stocked[index * 3] ?? stocked[index]!;
    await insertCartItem(tx, { cartId, productId: piece.productId, optionId: piece.optionId, quantity: plan.units, addedUnitPriceMinor: 0 });
    const state = {
      ...readCheckoutState({}),
      billingAddress: address,
      shippingAddress: address,
      billingEmail: shopper.email,
      cod: { sentTo: shopper.phone, verifiedAt: placedAt.toISOString(), verifiedPhone: shopper.phone },
    };
    await updateCartCheckout(tx, { cartId, extra: withCheckoutState({}, state), promoId: null });
    // A demo piece that cannot go cash on delivery (above the limit) is skipped, never a failed seed:
    // placeOrder runs in a savepoint, so its refusal leaves the seeding transaction usable.
    const order = await placeOrder({
      db: tx as Database,
      site,
      cartId,
      paymentKey: 'cod',
      idempotencyKey: `demo-order-${index + 1}`,
      user: { id: shopper.id, role: 'customer', sessionId: 'seed', email: shopper.email, phone: shopper.phone },
      notify: silent,
      storefrontUrl: 'http://localhost:3000',
      publicBaseUrl: 'http://localhost:4000',
      paymentTimeoutMinutes: 15,
      now: placedAt,
    }).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!order) continue;
    // Moved as staff move a real order, without a note: the shopper's timeline reads like any order's.
    for (const [step, status] of plan.statuses.entries()) {
      const row = (await lockOrder(tx, order.orderID))!;
      await moveOrder({ db: tx, order: row, to: status, actor: { type: 'staff', id: null }, note: '', notify: silent, now: new Date(placedAt.getTime() + (step + 1) * DAY_MS) });
    }
    placed += 1;
  }
  return placed;
}
