import type { Executor } from '../../../db/client';
import { lockCartRow, restoreOrderToCart } from '../cart';
import { releaseStock } from '../catalogue';
import { paymentEvents, type PaymentEvents, type PaymentRow, type PaymentSettlement } from '../payments';
import { deleteRedemptionsOfOrder } from '../promotions';
import { reverseCheckoutCredit } from '../store-credit';
import { settleExcessPayment } from './after-sales/excess-settlement';
import { type OrderNote, storeNote } from '@/shared/message-templates/order-notes';
import { insertOrderEvent, listOrderLines, lockOrder, updateOrder, type OrderRow } from './order-repository';
import { sendOrderConfirmation } from './placing/order-confirmation';

/**
 * What the orders module does when the payments module announces a settled payment. Every
 * handler runs inside the settling transaction (the event carries it), so the order's change
 * commits with the payment's new status or not at all, and only the call that settled the
 * payment gets here (exactly once per payment).
 */

interface OrderPayment {
  order: OrderRow;
  payment: PaymentRow;
  now: Date;
}

/** Locks the payment's order: settlement and any other change of the order (staff, a second payment) go one at a time. */
async function lockOrderOf(tx: Executor, payment: PaymentRow): Promise<OrderRow> {
  const order = await lockOrder(tx, payment.orderId);
  if (!order) throw new Error(`Payment ${payment.providerRef} has no order ${payment.orderId}`);
  return order;
}

async function recordOrderEvent(tx: Executor, { orderId, status, note, noteData, now }: { orderId: number; status: string; note: string; noteData?: OrderNote; now: Date }): Promise<void> {
  await insertOrderEvent(tx, { orderId, status, actorType: 'system', note, noteData, createdAt: now });
}

async function markOrderPaid(tx: Executor, { order, payment, now }: OrderPayment): Promise<void> {
  if (order.status !== 'pending_payment') {
    // The money arrived after the order was closed some other way (staff cancelled it):
    // record it for a refund rather than resurrect the order.
    await updateOrder(tx, order.id, { status: order.status, paymentStatus: 'paid', updatedAt: now });
    await recordOrderEvent(tx, { orderId: order.id, status: order.status, note: `Card payment received while the order was ${order.status}: refund it`, now });
    return;
  }
  await updateOrder(tx, order.id, { status: 'placed', paymentStatus: 'paid', updatedAt: now });
  await recordOrderEvent(tx, { orderId: order.id, status: 'placed', ...storeNote(order, { key: 'paid_card', provider: payment.provider, settledBy: String(payment.settledBy) }), now });
}

/**
 * Undoes what placing the order took, so nothing is lost and the shopper can try again:
 * stock back on the shelf, the store-credit debit reversed, the promotions usable again and
 * the pieces back in the order's own cart.
 */
async function failOrder(tx: Executor, { order, payment, now }: OrderPayment): Promise<void> {
  if (order.status !== 'pending_payment') {
    await recordOrderEvent(tx, { orderId: order.id, status: order.status, note: `Payment ${payment.status} after the order was ${order.status}`, now });
    return;
  }
  // The cart before the stock: placing an order locks them in that order, so the two never deadlock.
  const cart = await lockCartRow(tx, order.cartId);
  const lines = await listOrderLines(tx, order.id);
  for (const line of lines) {
    const quantity = line.quantity - line.cancelledQuantity;
    if (quantity > 0) await releaseStock(tx, { optionId: line.optionId, subsiteId: order.subsiteId, orderLineId: line.id, quantity });
  }
  await reverseCheckoutCredit(tx, { orderId: order.id, note: `Order ${order.number}: payment ${payment.status}`, now });
  await deleteRedemptionsOfOrder(tx, order.id);
  await restoreOrderToCart(tx, { order, cart, lines, now });
  await updateOrder(tx, order.id, { status: 'payment_failed', paymentStatus: 'failed', updatedAt: now });
  await recordOrderEvent(tx, { orderId: order.id, status: 'payment_failed', ...storeNote(order, { key: 'payment_failed', status: payment.status, reason: payment.failureReason ?? null }), now });
}

async function onPaymentSettled({ tx, payment, via, notify, now }: PaymentSettlement): Promise<void> {
  const order = await lockOrderOf(tx, payment);
  // An excess payment never changes the order's status: after-sales records it, moves anything
  // paid above the amount due to store credit (`excess_overpayment`) and mails the shopper.
  if (payment.purpose === 'excess') await settleExcessPayment(tx, { order, payment, via, notify, now });
  else await markOrderPaid(tx, { order, payment, now });
}

async function onPaymentFailed({ tx, payment, via, notify, now }: PaymentSettlement): Promise<void> {
  const order = await lockOrderOf(tx, payment);
  if (payment.purpose === 'excess') await settleExcessPayment(tx, { order, payment, via, notify, now });
  else await failOrder(tx, { order, payment, now });
}

/** The confirmation e-mail of a card order, once its payment has committed. */
async function onOrderPaymentCommitted({ db, payment, notify }: PaymentEvents['orderPaymentCommitted']): Promise<void> {
  await sendOrderConfirmation({ notify, db, orderId: payment.orderId });
}

/**
 * Subscribes the orders module to the payments module's events. Idempotent (the hub keeps each
 * function once), so every app a process builds may call it.
 */
export function subscribeToPayments(): void {
  paymentEvents.on('paymentSettled', onPaymentSettled);
  paymentEvents.on('paymentFailed', onPaymentFailed);
  paymentEvents.on('orderPaymentCommitted', onOrderPaymentCommitted);
}
