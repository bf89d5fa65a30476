import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orders, payments, subsites } from '../../../db/schema';

/**
 * The payments table, and the few facts of a payment's order it shows (the hosted page, the
 * answer to a payment result). What settling a payment does to the order, its stock, credit,
 * promotions and cart is the orders module's (it handles the events of payment-events.ts).
 */
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

/** An order's latest payment (the card payment of a card order), or null. */
export async function findLatestPayment(db: Executor, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

/** The payments of an order's excess amount, oldest first. */
export async function listExcessPayments(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'excess')))
    .orderBy(asc(payments.id));
}
