import type { RefundMethod } from '@/shared/contracts/order-life';
import type { Executor } from '../../../../db/client';
import { insertCreditEntry } from '../../store-credit';
import { insertRefund } from './after-sales-repository';
import { type OrderRow } from '../order-repository';
import type { Actor } from '../life/order-life';
import { splitRefund, type RefundTotals } from '@/shared/commerce/revision';

export interface IssueRefundOptions {
  db: Executor;
  order: OrderRow;
  amountMinor: number;
  method: RefundMethod;
  /** What the order already refunded (to split `original_payment` correctly). */
  refunded: RefundTotals;
  source: 'cancellation' | 'return';
  returnId?: number | null;
  actor: Actor;
  note: string;
  now?: Date;
}

/**
 * Gives money back on an order, inside the caller's transaction. The store-credit part is a ledger
 * credit (reason `refund`, traced to the order) written with its `completed` refund row; the part
 * going back through the original payment is a `pending` refund row that the payment provider
 * executes (card: the provider's refund call; cash on delivery: staff pay it back), so nothing is
 * claimed as refunded before the money moves. A guest order has no ledger: all of it goes back
 * through the payment. Returns the rows written (none for 0).
 */
export async function issueRefund({ db, order, amountMinor, method, refunded, source, returnId = null, actor, note, now = new Date() }: IssueRefundOptions) {
  if (amountMinor <= 0) return [];
  const split = order.userId === null ? { toCreditMinor: 0, toPaymentMinor: amountMinor } : splitRefund({ amountMinor, method, order, refunded });
  const rows = [];
  if (split.toCreditMinor > 0 && order.userId !== null) {
    await insertCreditEntry(db, {
      userId: order.userId,
      subsiteId: order.subsiteId,
      amountMinor: split.toCreditMinor,
      reason: 'refund',
      orderId: order.id,
      note: `Order ${order.number}: ${source === 'return' ? 'return' : 'cancellation'} refund${note ? ` (${note})` : ''}`,
    });
    rows.push(
      await insertRefund(db, { orderId: order.id, returnId, source, method: 'store_credit', amountMinor: split.toCreditMinor, status: 'completed', actorType: actor.type, actorId: actor.id, note, createdAt: now }),
    );
  }
  if (split.toPaymentMinor > 0) {
    rows.push(
      await insertRefund(db, { orderId: order.id, returnId, source, method: 'original_payment', amountMinor: split.toPaymentMinor, status: 'pending', actorType: actor.type, actorId: actor.id, note, createdAt: now }),
    );
  }
  return rows;
}
