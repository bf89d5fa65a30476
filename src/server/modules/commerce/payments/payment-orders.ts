import type { Executor } from '../../../db/client';

/**
 * What payments must know of the order a payment is for: the hosted page's amount and language, the
 * return URL, the answer after a result. The orders module owns the orders table, and it imports
 * payments (to start a payment), so payments cannot import it back: orders provides this lookup
 * when it is registered (`provideOrderFacts`), as it subscribes to payments' events.
 */
export interface PaymentOrderFacts {
  id: number;
  number: string;
  status: string;
  paymentStatus: string;
  accessKey: string;
  cartId: string;
  languageCode: string;
  decimalPlaces: number;
  paymentExpiresAt: Date | null;
  subsiteCode: string;
  currencySymbol: string;
}

export type OrderFactsLookup = (db: Executor, orderId: number) => Promise<PaymentOrderFacts | null>;

let lookup: OrderFactsLookup | null = null;

export function provideOrderFacts(next: OrderFactsLookup): void {
  lookup = next;
}

/** The facts of a payment's order; an order that does not exist is a bug (payments are written with their order). */
export async function orderFactsOf(db: Executor, orderId: number): Promise<PaymentOrderFacts> {
  if (!lookup) throw new Error('No orders module has provided the order facts payments need');
  const facts = await lookup(db, orderId);
  if (!facts) throw new Error(`Order ${orderId} must be written before its payment is started or read`);
  return facts;
}
