import type { HandlePaymentBody } from '@/shared/contracts/order-placement';

type Query = Record<string, string | string[] | undefined>;
const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The signed result in the return URL's query (`orderID, paymentID, status, reason?, signature`),
 * as `handlePaymnt/` takes it; null when a part is missing or malformed (nothing is sent then).
 */
export function readPaymentReturn(query: Query): HandlePaymentBody | null {
  const orderID = Number(single(query.orderID));
  const paymentID = single(query.paymentID);
  const status = single(query.status);
  const signature = single(query.signature);
  const reason = single(query.reason);
  if (!Number.isInteger(orderID) || orderID <= 0 || !paymentID || !signature) return null;
  if (status !== 'succeeded' && status !== 'failed') return null;
  return { orderID, paymentID, status, signature, ...(reason ? { reason } : {}) };
}
