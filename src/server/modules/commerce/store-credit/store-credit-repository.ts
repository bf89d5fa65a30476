import { and, eq, sql } from 'drizzle-orm';
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
  reason: 'checkout' | 'checkout_reversal' | 'refund' | 'excess_overpayment' | 'excess_payment' | 'goodwill';
  orderId?: number | null;
  note?: string;
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
