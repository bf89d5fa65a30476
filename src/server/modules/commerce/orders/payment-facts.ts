import type { Executor } from '../../../db/client';
import { findSubsiteStyle } from '../../../lib/site';
import type { PaymentOrderFacts } from '../payments';
import { findOrderRow } from './order-repository';

/** What the payments module may know of an order (provided to it at registration: it cannot import orders). */
export async function paymentFactsOf(db: Executor, orderId: number): Promise<PaymentOrderFacts | null> {
  const order = await findOrderRow(db, orderId);
  if (!order) return null;
  const subsite = await findSubsiteStyle(db, order.subsiteId);
  if (!subsite) throw new Error(`Order ${order.number} names subsite ${order.subsiteId}, which does not exist`);
  const { id, number, status, paymentStatus, accessKey, cartId, languageCode, decimalPlaces, paymentExpiresAt } = order;
  return { id, number, status, paymentStatus, accessKey, cartId, languageCode, decimalPlaces, paymentExpiresAt, subsiteCode: subsite.code, currencySymbol: subsite.currencySymbol };
}
