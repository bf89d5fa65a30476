import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';

/**
 * The payments table, and only it: the facts of a payment's order come from the orders module
 * (payment-orders.ts), and what settling a payment does to the order, its stock, credit,
 * promotions and cart is the orders module's too (it handles the events of payment-events.ts).
 */
export type PaymentRow = typeof payments.$inferSelect;

export interface InsertPaymentValues {
  orderId: number;
  purpose: 'order' | 'excess';
  provider: string;
  providerRef: string;
  amountMinor: number;
  currencyCode: string;
  expiresAt: Date;
  /** The storefront locale the shopper returns to (`ae-ar`). */
  returnLocale: string;
}

export async function insertPayment(db: Executor, values: InsertPaymentValues): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

export async function findPaymentByRef(db: Executor, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
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

/** Every payment of an order (its checkout payment and any excess payments), oldest first: the back office's payments list. */
export async function listOrderPayments(db: Executor, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}
