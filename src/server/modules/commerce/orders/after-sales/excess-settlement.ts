import { formatMinor } from '@/shared/message-templates/message-text';
import { orderTexts } from '@/shared/message-templates/order-texts';
import type { Executor } from '../../../../db/client';
import type { Notify } from '../../../outbox';
import { insertCreditEntry } from '../../store-credit';
import { insertOrderEvent, type OrderRow } from '../order-repository';
import { mailShopper, orderMoney, orderMoneyStyle } from '../life/order-life';
import { storeNote } from '@/shared/message-templates/order-notes';
import { excessOf } from '../life/order-state';

/** The payment row as the payments module settled it (purpose `excess`). */
export interface SettledExcessPayment {
  providerRef: string;
  provider: string;
  amountMinor: number;
  status: string;
  failureReason: string | null;
}

export interface SettleExcessOptions {
  order: OrderRow;
  payment: SettledExcessPayment;
  via: string;
  notify?: Notify;
  now: Date;
}

/**
 * Called for a payment of purpose `excess` when the payments module announces it settled or failed
 * (orders/payment-handlers.ts), inside the settling transaction, once per payment. A success pays the excess due;
 * whatever was paid above what was due at that moment becomes store credit (`excess_overpayment`,
 * traced to the order and this payment), so two payments racing for one amount never lose money.
 * A failure only records the attempt: the excess stays due and the order is untouched.
 */
export async function settleExcessPayment(tx: Executor, { order, payment, via, notify, now }: SettleExcessOptions): Promise<{ creditedMinor: number }> {
  if (payment.status !== 'succeeded') {
    await insertOrderEvent(tx, { orderId: order.id, status: order.status, actorType: 'system', ...storeNote(order, { key: 'excess_failed', status: payment.status, reason: payment.failureReason ?? null }), createdAt: now });
    return { creditedMinor: 0 };
  }
  // excessOf already counts this payment (it is `succeeded` now): what was due before it is due + its amount.
  const excess = await excessOf(tx, order);
  const dueBefore = Math.max(0, order.excessMinor - (excess.paidMinor - payment.amountMinor));
  const over = Math.max(0, payment.amountMinor - dueBefore);
  // The shopper's e-mail, in the order's language.
  const texts = orderTexts(order.languageCode);
  const money = (minor: number) => formatMinor(orderMoneyStyle(order), minor);
  const mailLines = [texts.paymentReceived(money(payment.amountMinor))];
  if (over > 0 && order.userId !== null) {
    await insertCreditEntry(tx, {
      userId: order.userId,
      subsiteId: order.subsiteId,
      amountMinor: over,
      reason: 'excess_overpayment',
      orderId: order.id,
      note: `Order ${order.number}: paid ${orderMoney(order, over)} above the excess due (payment ${payment.providerRef})`,
    });
    mailLines.push(texts.overToCredit(money(over)));
  } else if (over > 0) {
    mailLines.push(texts.overToRefund(money(over)));
  }
  const overTo = over === 0 ? null : order.userId !== null ? 'credit' : 'refund';
  const received = storeNote(order, { key: 'excess_received', amountMinor: payment.amountMinor, provider: payment.provider, via, overMinor: over, overTo });
  await insertOrderEvent(tx, { orderId: order.id, status: order.status, actorType: 'system', ...received, createdAt: now });
  if (notify) await mailShopper({ db: tx, order, notify, subject: texts.paymentReceivedSubject(order.number), lines: mailLines });
  return { creditedMinor: order.userId !== null ? over : 0 };
}
