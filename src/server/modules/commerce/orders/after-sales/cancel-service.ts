import type { CancelBody, CancelItems } from '@/shared/contracts/orders';
import type { RefundMethod } from '@/shared/contracts/order-life';
import { orderTexts } from '@/shared/message-templates/order-texts';
import { refundLine } from '@/shared/message-templates/order-templates';
import { unitsOfLine } from '@/shared/order-view';
import type { Database } from '../../../../db/client';
import { AppError, badRequest } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import { actorOf, recordAudit } from '../../../admin/audit';
import { lockOrder, updateOrder, updateOrderLine, type OrderRow } from '../order-repository';
import { releaseStock } from '../../catalogue';
import { moveOrder, noteOrder, orderMoneyStyle, type Actor } from '../life/order-life';
import { storeNote } from '@/shared/message-templates/order-notes';
import { cancellableLines, getVisibleOrder, loadOrderState } from '../life/order-state';
import { moneyOf, offeredLineOnWire } from './order-read-service';
import { cancelReasonLabel } from '@/shared/commerce/reasons';
import { issueRefund } from './refund-service';
import { activeQuantity, valueOfUnits } from '@/shared/commerce/revision';

/** `GET /api/orders/cancelItems/id/{id}`: what can still be cancelled (before dispatch) and what each takes off. */
export async function getCancelItems({ db, orderId, user }: { db: Database; orderId: number; user: AuthUser }): Promise<CancelItems> {
  const order = await getVisibleOrder(db, orderId, user);
  const { lines } = await loadOrderState(db, order);
  const money = moneyOf(order);
  return {
    orderID: order.id,
    orderNumber: order.number,
    items: cancellableLines(order, lines).map(({ line, quantity }) => ({
      ...offeredLineOnWire(line, quantity, money),
      amount: money(valueOfUnits(line.lineTotalMinor, { taken: line.cancelledQuantity + line.returnedQuantity, units: quantity, quantity: line.quantity })),
    })),
    refundMethods: order.userId === null ? ['original_payment'] : ['store_credit', 'original_payment'],
  };
}

export interface CancelOrderOptions {
  db: Database;
  user: AuthUser;
  /** The shopper (`customer`) or staff (`/admin/orders/{id}/cancel`). */
  actor: Actor;
  body: Omit<CancelBody, 'refundMethod'> & { refundMethod: RefundMethod };
  notify: Notify;
  now?: Date;
}

/**
 * `PATCH /api/orders/cancel/`: cancels some units of some lines, or every unit still cancellable,
 * in one transaction on the locked order: the units go back on sale, each line's figures are
 * revised to the minor unit (see revision.ts), and what was paid beyond the revised total is
 * refunded (store credit: a ledger credit; original payment: a refund the provider executes).
 * When nothing is left the order moves to `cancelled` through the order life.
 */
export async function cancelOrder({ db, user, actor, body, notify, now = new Date() }: CancelOrderOptions): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await getVisibleOrder(tx, body.orderID, user);
    const order = (await lockOrder(tx, body.orderID))!;
    const state = await loadOrderState(tx, order);
    const open = cancellableLines(order, state.lines);
    if (open.length === 0) {
      throw new AppError('CONFLICT', order.status === 'pending_payment' ? `Order ${order.number} is waiting for its payment: it can be cancelled once paid` : `Order ${order.number} is ${order.status}: it can no longer be cancelled`);
    }
    const wanted = body.lines ?? open.map(({ line, quantity }) => ({ orderLineID: line.id, quantity }));
    const seen = new Set<number>();
    const taken: string[] = [];
    for (const [index, request] of wanted.entries()) {
      const line = state.lines.find((candidate) => candidate.id === request.orderLineID);
      if (!line || seen.has(line.id)) throw badRequest(`lines[${index}].orderLineID ${!line ? 'is not a line of this order' : 'appears twice'}`);
      seen.add(line.id);
      const left = activeQuantity(line);
      if (request.quantity > left) throw new AppError('CONFLICT', `Only ${left} of ${line.name} can be cancelled`, { orderLineID: line.id, available: left });
      const cancelledQuantity = line.cancelledQuantity + request.quantity;
      line.cancelledQuantity = cancelledQuantity;
      await updateOrderLine(tx, line.id, { cancelledQuantity, status: cancelledQuantity === line.quantity ? 'cancelled' : line.status });
      await releaseStock(tx, { optionId: line.optionId, subsiteId: order.subsiteId, orderLineId: line.id, quantity: request.quantity });
      taken.push(unitsOfLine(request.quantity, line));
    }

    const after = await loadOrderState(tx, order);
    const method: RefundMethod = order.userId === null ? 'original_payment' : body.refundMethod;
    const rows = await issueRefund({ db: tx, order, amountMinor: after.refundDueMinor, method, refunded: after.refunded, source: 'cancellation', actor, note: cancelReasonLabel(body.reasonID), now });
    const refunds = rows.map((row) => ({ method: row.method, amountMinor: row.amountMinor }));
    const note = storeNote(order, { key: 'cancelled', units: taken.join(', '), reasonID: body.reasonID, comment: body.comment ?? '', paymentMethod: order.paymentMethod, refunds });
    // The shopper's e-mail says the same in the order's language (the shopper's comment as written).
    const texts = orderTexts(order.languageCode);
    const mailReason = `${cancelReasonLabel(body.reasonID, order.languageCode)}${body.comment ? `: ${body.comment}` : ''}`;
    const mailLines = [texts.cancelled(taken.join(', '), mailReason), refundLine(order.languageCode, { style: orderMoneyStyle(order), paymentMethod: order.paymentMethod, rows })];
    const nothingLeft = after.lines.every((line) => activeQuantity(line) === 0);
    if (actor.type === 'staff') {
      await recordAudit(tx, actorOf(user), { action: 'order.cancel', entityType: 'order', entityId: order.id, before: { status: order.status }, after: { lines: wanted, reasonID: body.reasonID, comment: body.comment ?? null, refunds, whole: nothingLeft } });
    }
    if (!nothingLeft) {
      await noteOrder({ db: tx, order, actor, ...note, notify, mail: { subject: texts.partlyCancelledSubject(order.number), lines: mailLines }, now });
      return (await lockOrder(tx, order.id))!;
    }
    // Nothing left to deliver: the cash due on delivery is no longer due; a paid order is refunded.
    const refundedTotal = after.refunded.toCreditMinor + after.refunded.toPaymentMinor + rows.reduce((sum, row) => sum + row.amountMinor, 0);
    const paymentStatus = order.paymentStatus === 'cod_due' || order.paymentStatus === 'pending' ? 'not_required' : refundedTotal > 0 ? 'refunded' : order.paymentStatus;
    const moved = await moveOrder({ db: tx, order, to: 'cancelled', actor, ...note, notify, now, mailLines });
    return updateOrder(tx, moved.id, { paymentStatus, updatedAt: now });
  });
}
