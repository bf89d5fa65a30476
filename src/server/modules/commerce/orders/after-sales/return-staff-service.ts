import { orderTexts } from '@/shared/message-templates/order-texts';
import { formatMinor } from '@/shared/message-templates/message-text';
import { refundLine } from '@/shared/message-templates/order-templates';
import { type ReturnDetail } from '@/shared/contracts/returns';
import { type RefundMethod, canMoveReturn } from '@/shared/contracts/order-life';
import type { Database } from '../../../../db/client';
import { AppError, badRequest } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import { actorOf, recordAudit } from '../../../admin/audit';
import { insertReturnEvent, listReturnLines, listReturnsOfOrder, updateReturn, updateReturnLine } from './after-sales-repository';
import { listOrderLines, lockKnownOrder, updateOrder, updateOrderLine } from '../order-repository';
import { mailShopper, moveOrder, noteOrder, orderMoneyStyle, type Actor } from '../life/order-life';
import { storeNote } from '@/shared/message-templates/order-notes';
import { loadOrderState } from '../life/order-state';
import { issueRefund } from './refund-service';
import { activeQuantity, valueOfUnits } from '@/shared/commerce/revision';
import { getReturnDetail, getVisibleReturn, orderLineOf, rereadReturn } from './return-read-service';

export type StaffReturnAction =
  | { kind: 'approve'; note: string; lines?: { orderLineID: number; quantity: number }[] }
  | { kind: 'reject'; note: string }
  | { kind: 'need_more_info'; note: string }
  | { kind: 'receive'; note: string }
  | { kind: 'refund'; note: string; method: RefundMethod };

const TARGET: Record<StaffReturnAction['kind'], 'approved' | 'rejected' | 'need_more_info' | 'received' | 'refunded'> = {
  approve: 'approved',
  reject: 'rejected',
  need_more_info: 'need_more_info',
  receive: 'received',
  refund: 'refunded',
};

/**
 * Staff move a return along (RETURN_TRANSITIONS): approve (optionally fewer units per line),
 * reject, ask for more information, mark it received (the units count as returned and their share
 * of each line total is fixed), refund it (store credit or the original payment). One transaction
 * on the locked order; an illegal move is 409. The order follows: every kept unit received →
 * `returned`; refunded then → `refunded`.
 */
export async function actOnReturn({ db, staff, returnId, action, notify, now = new Date() }: { db: Database; staff: AuthUser; returnId: number; action: StaffReturnAction; notify: Notify; now?: Date }): Promise<ReturnDetail> {
  const actor: Actor = { type: 'staff', id: staff.id };
  await db.transaction(async (tx) => {
    const found = await getVisibleReturn(tx, returnId, staff);
    let order = await lockKnownOrder(tx, found.orderId);
    const row = await rereadReturn(tx, returnId);
    const to = TARGET[action.kind];
    if (!canMoveReturn(row.status, to, 'staff')) throw new AppError('CONFLICT', `Return ${row.number} cannot go from ${row.status} to ${to}`, { status: row.status, to });
    const lines = await listReturnLines(tx, [row.id]);
    const orderLines = await listOrderLines(tx, order.id);
    let worthMinor: number | null = null;
    let refunds: { method: string; amountMinor: number }[] | null = null;
    // The e-mail's own lines, in the order's language.
    const texts = orderTexts(order.languageCode);
    const style = orderMoneyStyle(order);
    const mailLines: string[] = [];

    if (action.kind === 'approve') {
      for (const [index, request] of (action.lines ?? []).entries()) {
        const line = lines.find((candidate) => candidate.orderLineId === request.orderLineID);
        if (!line) throw badRequest(`lines[${index}].orderLineID is not a line of this return`);
        if (request.quantity > line.quantity) throw badRequest(`lines[${index}].quantity must be at most ${line.quantity}, the units asked for`);
      }
      for (const line of lines) {
        const approved = action.lines?.find((request) => request.orderLineID === line.orderLineId)?.quantity ?? line.quantity;
        await updateReturnLine(tx, line.id, { approvedQuantity: approved });
      }
    }

    if (action.kind === 'receive') {
      let worth = 0;
      for (const line of lines) {
        const orderLine = orderLineOf(orderLines, line.orderLineId);
        const units = Math.min(line.approvedQuantity ?? line.quantity, activeQuantity(orderLine));
        const refundMinor = valueOfUnits(orderLine.lineTotalMinor, { taken: orderLine.cancelledQuantity + orderLine.returnedQuantity, units, quantity: orderLine.quantity });
        orderLine.returnedQuantity += units;
        worth += refundMinor;
        await updateReturnLine(tx, line.id, { refundMinor });
        // Returned pieces go to inspection, not straight back on sale: stock is not released here.
        await updateOrderLine(tx, orderLine.id, { returnedQuantity: orderLine.returnedQuantity, status: activeQuantity(orderLine) === 0 && orderLine.returnedQuantity > 0 ? 'returned' : orderLine.status });
      }
      worthMinor = worth;
      mailLines.push(texts.returnWorth(formatMinor(style, worth)));
    }

    if (action.kind === 'refund') {
      const worth = lines.reduce((sum, line) => sum + (line.refundMinor ?? 0), 0);
      const state = await loadOrderState(tx, order);
      // Never more than was paid and not yet refunded beyond the revised order.
      const amountMinor = Math.min(worth, state.refundDueMinor);
      const rows = await issueRefund({ db: tx, order, amountMinor, method: action.method, refunded: state.refunded, source: 'return', returnId: row.id, actor, note: action.note, now });
      refunds = rows.map(({ method, amountMinor }) => ({ method, amountMinor }));
      mailLines.push(refundLine(order.languageCode, { style, paymentMethod: order.paymentMethod, rows }));
    }

    await updateReturn(tx, row.id, { status: to, updatedAt: now, ...(action.kind === 'need_more_info' ? { staffNote: action.note } : {}) });
    await recordAudit(tx, actorOf(staff), { action: `return.${action.kind.replace(/_/g, '-')}`, entityType: 'return', entityId: row.id, before: { status: row.status }, after: { ...action, status: to } });
    await insertReturnEvent(tx, { returnId: row.id, status: to, actorType: 'staff', actorId: staff.id, note: action.note, imageIds: [], createdAt: now });
    await noteOrder({ db: tx, order, actor, ...storeNote(order, { key: 'return_moved', returnNumber: row.number, to, worthMinor, paymentMethod: order.paymentMethod, refunds, staffNote: action.note }), notify, now });
    if (action.note.trim()) mailLines.push(texts.fromOurTeam(action.note.trim()));
    await mailShopper({ db: tx, order, notify, subject: texts.returnSubjects[action.kind](row.number), lines: mailLines });

    const after = await listOrderLines(tx, order.id);
    const nothingKept = after.every((line) => activeQuantity(line) === 0) && after.some((line) => line.returnedQuantity > 0);
    if (action.kind === 'receive' && nothingKept && order.status === 'delivered') {
      order = await moveOrder({ db: tx, order, to: 'returned', actor: { type: 'system', id: null }, ...storeNote(order, { key: 'all_returned' }), notify, now });
    }
    if (action.kind === 'refund' && order.status === 'returned') {
      // Another return received but not yet refunded keeps the order `returned` until it is.
      const stillOpen = (await listReturnsOfOrder(tx, order.id)).some((other) => other.id !== row.id && other.status === 'received');
      if (!stillOpen) {
        const moved = await moveOrder({ db: tx, order, to: 'refunded', actor: { type: 'system', id: null }, ...storeNote(order, { key: 'returned_refunded' }), notify, now });
        await updateOrder(tx, moved.id, { paymentStatus: 'refunded', updatedAt: now });
      }
    }
  });
  return getReturnDetail({ db, returnId, user: staff, languageCode: 'en' });
}

