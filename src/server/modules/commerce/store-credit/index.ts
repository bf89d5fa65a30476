import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { insertCreditEntry, listCheckoutEntriesOfOrder, lockCreditBalance, sumCreditEntries, type CreditKey } from './store-credit-repository';

export { insertCreditEntry, listCreditEntries, listOrderCreditEntries, lockCreditBalance } from './store-credit-repository';

/**
 * Store credit as a ledger (store_credit_entries): the balance is the sum of a user's entries in
 * one subsite's currency; entries are only ever added. A debit is written only inside the
 * transaction that re-checked the balance under a lock, so the balance never goes below zero.
 */
export async function creditBalance(db: Executor, key: CreditKey): Promise<number> {
  return sumCreditEntries(db, key);
}

/** What a cart may take: min(requested, balance, total); requested null means "as much as allowed". */
export function applicableCredit({ requestedMinor, balanceMinor, totalMinor }: { requestedMinor: number | null; balanceMinor: number; totalMinor: number }): number {
  const wanted = requestedMinor ?? Number.MAX_SAFE_INTEGER;
  return Math.max(0, Math.min(wanted, balanceMinor, totalMinor));
}

export interface DebitCreditOptions extends CreditKey {
  amountMinor: number;
  orderId: number;
}

/** Spends credit at checkout: 409 when the balance no longer covers it (spent elsewhere meanwhile). Call inside a transaction. */
export async function debitCredit(tx: Executor, { userId, subsiteId, amountMinor, orderId }: DebitCreditOptions): Promise<void> {
  if (amountMinor <= 0) return;
  await lockCreditBalance(tx, { userId, subsiteId });
  const balance = await sumCreditEntries(tx, { userId, subsiteId });
  if (balance < amountMinor) throw new AppError('CONFLICT', 'Your store credit balance changed. Please review your order.', { balance });
  await insertCreditEntry(tx, { userId, subsiteId, amountMinor: -amountMinor, reason: 'checkout', orderId, note: 'Spent at checkout' });
}

export interface ReverseCheckoutCreditOptions {
  orderId: number;
  note: string;
  now: Date;
}

/**
 * Gives back what the order's checkout still holds of the shopper's credit (Σ of its debits and
 * earlier reversals), as one `checkout_reversal` entry; nothing when nothing is held. Call inside
 * the transaction that undoes the order.
 */
export async function reverseCheckoutCredit(tx: Executor, { orderId, note, now }: ReverseCheckoutCreditOptions): Promise<void> {
  const entries = await listCheckoutEntriesOfOrder(tx, orderId);
  if (entries.length === 0) return;
  const heldMinor = -entries.reduce((sum, entry) => sum + entry.amountMinor, 0);
  if (heldMinor <= 0) return;
  const { userId, subsiteId } = entries[0]!;
  await insertCreditEntry(tx, { userId, subsiteId, amountMinor: heldMinor, reason: 'checkout_reversal', orderId, note, createdAt: now });
}
