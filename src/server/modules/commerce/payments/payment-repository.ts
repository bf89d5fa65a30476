import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartItems, carts, orderEvents, orderLines, orders, payments, productPieces, productStock, promotionRedemptions, storeCreditEntries, subsites, websites } from '../../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export interface InsertPaymentValues {
  orderId: number;
  purpose: 'order' | 'excess';
  provider: string;
  providerRef: string;
  amountMinor: number;
  currencyCode: string;
  expiresAt: Date;
}

export async function insertPayment(db: Executor, values: InsertPaymentValues): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

/** The order a payment is started for, with what the payment needs to know about its subsite. */
export async function findOrderForPayment(db: Executor, orderId: number) {
  const [row] = await db
    .select({ subsiteCode: subsites.code, paymentExpiresAt: orders.paymentExpiresAt, languageCode: orders.languageCode })
    .from(orders)
    .innerJoin(subsites, eq(subsites.id, orders.subsiteId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function findPaymentByRef(db: Executor, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
  return row ?? null;
}

/** A payment with its order and the subsite's display facts (the hosted page, the return URL). */
export async function findPaymentWithOrder(db: Executor, providerRef: string) {
  const [row] = await db
    .select({
      payment: payments,
      order: orders,
      subsiteCode: subsites.code,
      currencySymbol: subsites.currencySymbol,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(subsites, eq(subsites.id, orders.subsiteId))
    .where(eq(payments.providerRef, providerRef))
    .limit(1);
  return row ?? null;
}

export interface ClaimOptions {
  providerRef: string;
  status: 'succeeded' | 'failed' | 'expired';
  failureReason: string | null;
  settledBy: 'redirect' | 'notification' | 'sweeper';
  now: Date;
}

/**
 * The one statement that decides who settles a payment: only a row still `pending` changes,
 * so of a redirect and a notification arriving together exactly one gets the row back (on
 * PostgreSQL the second waits on the row lock, then sees the new status and matches nothing).
 */
export async function claimPendingPayment(db: Executor, { providerRef, status, failureReason, settledBy, now }: ClaimOptions): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ status, failureReason, settledBy, settledAt: now })
    .where(and(eq(payments.providerRef, providerRef), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Pending payments whose time ran out, oldest first. */
export async function listExpiredPendingPayments(db: Executor, { now, limit }: { now: Date; limit: number }): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export async function findOrder(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** Days a cart is kept in the subsite's website (a restored cart gets a full lifetime). */
export async function findPersistLifetimeDays(db: Executor, subsiteId: number): Promise<number | null> {
  const [row] = await db
    .select({ days: websites.persistLifetimeDays })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(eq(subsites.id, subsiteId))
    .limit(1);
  return row?.days ?? null;
}

/** Locks the order row: settlement and any other change of the order (staff, a second payment) go one at a time. */
export async function lockOrder(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function updateOrderStatus(db: Executor, { orderId, status, paymentStatus, now }: { orderId: number; status: string; paymentStatus: string; now: Date }) {
  await db.update(orders).set({ status, paymentStatus, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function insertOrderEvent(db: Executor, values: { orderId: number; status: string; note: string; now: Date }): Promise<void> {
  await db.insert(orderEvents).values({ orderId: values.orderId, status: values.status, actorType: 'system', note: values.note, createdAt: values.now });
}

export async function listOrderLines(db: Executor, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export interface ReleaseStockOptions {
  optionId: number;
  subsiteId: number;
  /** The line giving the units back: its pieces return to stock with them. */
  orderLineId: number;
  quantity: number;
}

/** Gives units back to the shelf with their pieces and HUIDs (the placing transaction took them with a conditional decrement). */
export async function releaseStock(db: Executor, { optionId, subsiteId, orderLineId, quantity }: ReleaseStockOptions): Promise<void> {
  await db
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${quantity}` })
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  // The line's most recently taken pieces go back, each keeping its HUID.
  const held = db.select({ id: productPieces.id }).from(productPieces).where(eq(productPieces.orderLineId, orderLineId)).orderBy(desc(productPieces.id)).limit(quantity);
  await db.update(productPieces).set({ orderLineId: null }).where(inArray(productPieces.id, held));
}

/** Σ of the order's checkout debits (negative) and earlier reversals (positive): what is still owed back. */
export async function creditHeldByOrder(db: Executor, orderId: number): Promise<{ userId: number; subsiteId: number; heldMinor: number } | null> {
  const rows = await db
    .select({ userId: storeCreditEntries.userId, subsiteId: storeCreditEntries.subsiteId, amountMinor: storeCreditEntries.amountMinor, reason: storeCreditEntries.reason })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.orderId, orderId));
  const relevant = rows.filter((row) => row.reason === 'checkout' || row.reason === 'checkout_reversal');
  if (relevant.length === 0) return null;
  const net = relevant.reduce((sum, row) => sum + row.amountMinor, 0);
  return { userId: relevant[0]!.userId, subsiteId: relevant[0]!.subsiteId, heldMinor: -net };
}

export async function insertCreditEntry(db: Executor, values: { userId: number; subsiteId: number; amountMinor: number; orderId: number; note: string; now: Date }) {
  await db.insert(storeCreditEntries).values({ ...values, reason: 'checkout_reversal', createdAt: values.now });
}

export async function deleteRedemptions(db: Executor, orderId: number): Promise<number> {
  const rows = await db.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)).returning({ id: promotionRedemptions.id });
  return rows.length;
}

/** The cart row, locked (the restore adds lines to it). */
export async function findCart(db: Executor, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update').limit(1);
  return row ?? null;
}

export async function listCartItems(db: Executor, cartId: string) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
}

export async function addCartItem(db: Executor, values: { cartId: string; productId: number; optionId: number; quantity: number; addedUnitPriceMinor: number; now: Date }) {
  await db.insert(cartItems).values({ ...values, createdAt: values.now });
}

export async function setCartItemQuantity(db: Executor, { id, quantity }: { id: number; quantity: number }) {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));
}

export async function touchCart(db: Executor, { cartId, expiresAt, now }: { cartId: string; expiresAt: Date; now: Date }) {
  await db.update(carts).set({ updatedAt: now, expiresAt }).where(eq(carts.id, cartId));
}

export async function insertCart(db: Executor, values: { id: string; subsiteId: number; userId: number | null; expiresAt: Date; now: Date }) {
  await db.insert(carts).values({ id: values.id, subsiteId: values.subsiteId, userId: values.userId, expiresAt: values.expiresAt, createdAt: values.now, updatedAt: values.now });
}
