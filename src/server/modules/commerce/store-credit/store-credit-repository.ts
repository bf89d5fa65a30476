import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { storeCreditEntries } from '../../../db/schema';

export interface CreditKey {
  userId: number;
  subsiteId: number;
}

/** Σ of the user's entries in the subsite (minor units of its currency). */
export async function sumCreditEntries(db: Executor, { userId, subsiteId }: CreditKey): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${storeCreditEntries.amountMinor}), 0)` })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.userId, userId), eq(storeCreditEntries.subsiteId, subsiteId)));
  return Number(row?.balance ?? 0);
}

export interface InsertCreditEntryOptions extends CreditKey {
  amountMinor: number;
  // 'excess_payment': store credit paying an excess amount (after-sales, issue 6).
  reason: 'checkout' | 'checkout_reversal' | 'refund' | 'excess_overpayment' | 'excess_payment' | 'goodwill' | 'adjustment';
  orderId?: number | null;
  note?: string;
  /** created_at; the column default when absent. */
  createdAt?: Date;
}

export async function insertCreditEntry(db: Executor, entry: InsertCreditEntryOptions): Promise<void> {
  await db.insert(storeCreditEntries).values({ ...entry, orderId: entry.orderId ?? null, note: entry.note ?? '' });
}

/**
 * Serialises balance checks of one user and subsite inside a transaction: two checkouts of the
 * same shopper at once must not both spend the same balance. A transaction-scoped advisory lock
 * works on PostgreSQL and PGlite alike and needs no row to lock.
 */
export async function lockCreditBalance(db: Executor, { userId, subsiteId }: CreditKey): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${727_100}, ${userId * 1000 + subsiteId})`);
}

/** The order's checkout debits (negative) and earlier reversals of them (positive), with whose they are. */
export async function listCheckoutEntriesOfOrder(db: Executor, orderId: number) {
  const rows = await db
    .select({ userId: storeCreditEntries.userId, subsiteId: storeCreditEntries.subsiteId, amountMinor: storeCreditEntries.amountMinor, reason: storeCreditEntries.reason })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.orderId, orderId));
  return rows.filter((row) => row.reason === 'checkout' || row.reason === 'checkout_reversal');
}

/** The order's entries of these reasons (excess paid with credit, overpayments moved to credit), oldest first. */
export async function listOrderCreditEntries(db: Executor, orderId: number, reasons: string[]) {
  return db
    .select()
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), inArray(storeCreditEntries.reason, reasons)))
    .orderBy(asc(storeCreditEntries.id));
}

/** A shopper's ledger in one subsite, newest first. */
export async function listCreditEntries(db: Executor, { userId, subsiteId }: CreditKey) {
  return db
    .select()
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.userId, userId), eq(storeCreditEntries.subsiteId, subsiteId)))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
}
