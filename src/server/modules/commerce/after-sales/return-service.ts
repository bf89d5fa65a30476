import { orderTexts, formatMinor, refundLine } from '@/shared/message-templates';
import { type ReturnBody, type ReturnDetail, type ReturnItems, type ReturnList, type PageQuery, type RefundMethod, canMoveReturn } from '@/shared/contracts/orders';
import type { Database, Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { AuthUser } from '../../../plugins/auth';
import type { Notify } from '../../outbox';
import {
  attachUploads,
  countReturnsOfOrder,
  findOrder,
  findReturn,
  insertReturn,
  insertReturnEvent,
  insertReturnLines,
  listFreeUploads,
  listOrderLines,
  listRefunds,
  listReturnEvents,
  listReturnLines,
  listReturns,
  listReturnsOfOrder,
  listUploadsOfReturn,
  lockOrder,
  type OrderRow,
  type ReturnRow,
  updateOrder,
  updateOrderLine,
  updateReturn,
  updateReturnLine,
} from './after-sales-repository';
import { mailShopper, moveOrder, noteOrder, orderMoney, orderMoneyStyle, type Actor } from './order-life';
import { moneyOf, refundOnWire } from './order-read-service';
import { getVisibleOrder, loadOrderState, returnableLines, returnWindowOf } from './order-state';
import { returnReasonLabel } from '../../../../shared/commerce/reasons';
import { describeRefund, issueRefund } from './refund-service';
import { activeQuantity, valueOfUnits } from '../../../../shared/commerce/revision';

export interface ReturnsConfig {
  returnWindowDays: number;
  notify: Notify;
  now?: Date;
}

/** `GET /api/orders/returnItems/id/{id}`: delivered units that can still be returned, in the window. */
export async function getReturnItems({ db, orderId, user, returnWindowDays, now = new Date() }: { db: Executor; orderId: number; user: AuthUser; returnWindowDays: number; now?: Date }): Promise<ReturnItems> {
  const order = await getVisibleOrder(db, orderId, user);
  const lines = await listOrderLines(db, order.id);
  const window = await returnWindowOf(db, order, { days: returnWindowDays, now });
  const money = moneyOf(order);
  return {
    orderID: order.id,
    orderNumber: order.number,
    returnWindowEndsAt: window.endsAt?.toISOString() ?? null,
    items: (await returnableLines(db, order, lines, window)).map(({ line, quantity }) => ({
      orderLineID: line.id,
      name: line.name,
      optionLabel: line.optionLabel,
      sku: line.sku,
      image: line.image,
      quantity,
      unitPrice: money(line.unitPriceMinor),
    })),
  };
}

/** A return of `returnId` if `user` may see it (owner or staff); 404 otherwise. */
async function getVisibleReturn(db: Executor, returnId: number, user: AuthUser): Promise<ReturnRow> {
  const row = await findReturn(db, returnId);
  if (!row || (user.role !== 'staff' && row.userId !== user.id)) throw notFound(`Return ${returnId}`);
  return row;
}

/** Checks image ids: each an upload of this user not yet attached to a return (400 naming the first that is not). */
async function claimImages(db: Executor, { user, ids, field }: { user: AuthUser; ids: string[]; field: string }): Promise<string[]> {
  const unique = [...new Set(ids)];
  const free = await listFreeUploads(db, { userId: user.id, ids: unique });
  const index = unique.findIndex((id) => !free.some((upload) => upload.id === id));
  if (index >= 0) throw badRequest(`${field}[${index}] is not an image you uploaded (or it is already attached)`);
  return unique;
}

/**
 * `PATCH /api/orders/return/`: a return request for units of a delivered order inside the return
 * window. Units already in an open return, cancelled or returned cannot be asked for again.
 */
export async function requestReturn({ db, user, body, returnWindowDays, notify, now = new Date() }: { db: Database; user: AuthUser; body: ReturnBody } & ReturnsConfig): Promise<ReturnDetail> {
  const returnId = await db.transaction(async (tx) => {
    const visible = await getVisibleOrder(tx, body.orderID, user);
    if (visible.userId !== user.id) throw notFound(`Order ${body.orderID}`);
    const order = (await lockOrder(tx, visible.id))!;
    // Photos first: a bad image id is bad input (400) whatever the order's state.
    const images = await claimImages(tx, { user, ids: body.imageIDs, field: 'imageIDs' });
    const lines = await listOrderLines(tx, order.id);
    const window = await returnWindowOf(tx, order, { days: returnWindowDays, now });
    if (!window.open) {
      throw new AppError('CONFLICT', window.endsAt ? `The return window of ${order.number} closed on ${window.endsAt.toISOString().slice(0, 10)}` : `Order ${order.number} is ${order.status}: only delivered orders can be returned`);
    }
    const returnable = await returnableLines(tx, order, lines, window);
    const seen = new Set<number>();
    for (const [index, request] of body.lines.entries()) {
      const line = lines.find((candidate) => candidate.id === request.orderLineID);
      if (!line || seen.has(line.id)) throw badRequest(`lines[${index}].orderLineID ${!line ? 'is not a line of this order' : 'appears twice'}`);
      seen.add(line.id);
      const left = returnable.find((entry) => entry.line.id === line.id)?.quantity ?? 0;
      if (request.quantity > left) throw new AppError('CONFLICT', `Only ${left} of ${line.name} can be returned`, { orderLineID: line.id, available: left });
    }
    const count = await countReturnsOfOrder(tx, order.id);
    const created = await insertReturn(tx, {
      number: `RMA-${order.number}-${count + 1}`,
      orderId: order.id,
      userId: user.id,
      status: 'requested',
      reasonCode: body.reasonID,
      comment: body.comment,
      createdAt: now,
      updatedAt: now,
    });
    await insertReturnLines(tx, body.lines.map((request) => ({ returnId: created.id, orderLineId: request.orderLineID, quantity: request.quantity })));
    await attachUploads(tx, { ids: images, returnId: created.id });
    await insertReturnEvent(tx, { returnId: created.id, status: 'requested', actorType: 'customer', actorId: user.id, note: body.comment, imageIds: images, createdAt: now });
    const texts = orderTexts(order.languageCode);
    const mail = { subject: texts.returnRequestedSubject(created.number), lines: [texts.returnReason(returnReasonLabel(body.reasonID, order.languageCode))] };
    await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, note: `Return ${created.number} requested (${returnReasonLabel(body.reasonID)})`, notify, mail, now });
    return created.id;
  });
  return getReturnDetail({ db, returnId, user });
}

/** `POST /api/orders/needmoreinfoImages/`: the shopper answers staff's question; the return goes back to `requested`. */
export async function answerReturn({ db, user, returnId, comment, imageIDs, notify, now = new Date() }: { db: Database; user: AuthUser; returnId: number; comment: string; imageIDs: string[]; notify: Notify; now?: Date }): Promise<ReturnDetail> {
  await db.transaction(async (tx) => {
    const row = await getVisibleReturn(tx, returnId, user);
    if (row.userId !== user.id) throw notFound(`Return ${returnId}`);
    const order = (await lockOrder(tx, row.orderId))!;
    const current = (await findReturn(tx, returnId))!;
    if (!canMoveReturn(current.status, 'requested', 'customer')) throw new AppError('CONFLICT', `Return ${current.number} is ${current.status}: no information was asked for`);
    const images = await claimImages(tx, { user, ids: imageIDs, field: 'imageIDs' });
    await attachUploads(tx, { ids: images, returnId });
    await updateReturn(tx, returnId, { status: 'requested', updatedAt: now });
    await insertReturnEvent(tx, { returnId, status: 'requested', actorType: 'customer', actorId: user.id, note: comment, imageIds: images, createdAt: now });
    await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, note: `Return ${current.number}: the shopper sent more information`, notify, now });
  });
  return getReturnDetail({ db, returnId, user });
}

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
    let order = (await lockOrder(tx, found.orderId))!;
    const row = (await findReturn(tx, returnId))!;
    const to = TARGET[action.kind];
    if (!canMoveReturn(row.status, to, 'staff')) throw new AppError('CONFLICT', `Return ${row.number} cannot go from ${row.status} to ${to}`, { status: row.status, to });
    const lines = await listReturnLines(tx, [row.id]);
    const orderLines = await listOrderLines(tx, order.id);
    let extra = '';
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
        const orderLine = orderLines.find((candidate) => candidate.id === line.orderLineId)!;
        const units = Math.min(line.approvedQuantity ?? line.quantity, activeQuantity(orderLine));
        const refundMinor = valueOfUnits(orderLine.lineTotalMinor, { taken: orderLine.cancelledQuantity + orderLine.returnedQuantity, units, quantity: orderLine.quantity });
        orderLine.returnedQuantity += units;
        worth += refundMinor;
        await updateReturnLine(tx, line.id, { refundMinor });
        // Returned pieces go to inspection, not straight back on sale: stock is not released here.
        await updateOrderLine(tx, orderLine.id, { returnedQuantity: orderLine.returnedQuantity, status: activeQuantity(orderLine) === 0 && orderLine.returnedQuantity > 0 ? 'returned' : orderLine.status });
      }
      extra = ` Worth ${orderMoney(order, worth)}.`;
      mailLines.push(texts.returnWorth(formatMinor(style, worth)));
    }

    if (action.kind === 'refund') {
      const worth = lines.reduce((sum, line) => sum + (line.refundMinor ?? 0), 0);
      const state = await loadOrderState(tx, order);
      // Never more than was paid and not yet refunded beyond the revised order.
      const amountMinor = Math.min(worth, state.refundDueMinor);
      const rows = await issueRefund({ db: tx, order, amountMinor, method: action.method, refunded: state.refunded, source: 'return', returnId: row.id, actor, note: action.note, now });
      extra = ` ${describeRefund(order, rows)}.`;
      mailLines.push(refundLine(order.languageCode, { style, paymentMethod: order.paymentMethod, rows }));
    }

    await updateReturn(tx, row.id, { status: to, updatedAt: now, ...(action.kind === 'need_more_info' ? { staffNote: action.note } : {}) });
    await insertReturnEvent(tx, { returnId: row.id, status: to, actorType: 'staff', actorId: staff.id, note: action.note, imageIds: [], createdAt: now });
    const note = `Return ${row.number} ${to.replace(/_/g, ' ')}.${extra}${action.note ? ` ${action.note}` : ''}`;
    await noteOrder({ db: tx, order, actor, note, notify, now });
    if (action.note.trim()) mailLines.push(texts.fromOurTeam(action.note.trim()));
    await mailShopper({ db: tx, order, notify, subject: texts.returnSubjects[action.kind](row.number), lines: mailLines });

    const after = await listOrderLines(tx, order.id);
    const nothingKept = after.every((line) => activeQuantity(line) === 0) && after.some((line) => line.returnedQuantity > 0);
    if (action.kind === 'receive' && nothingKept && order.status === 'delivered') {
      order = await moveOrder({ db: tx, order, to: 'returned', actor: { type: 'system', id: null }, note: 'Every piece of the order was returned', notify, now });
    }
    if (action.kind === 'refund' && order.status === 'returned') {
      // Another return received but not yet refunded keeps the order `returned` until it is.
      const stillOpen = (await listReturnsOfOrder(tx, order.id)).some((other) => other.id !== row.id && other.status === 'received');
      if (!stillOpen) {
        const moved = await moveOrder({ db: tx, order, to: 'refunded', actor: { type: 'system', id: null }, note: 'The returned order is refunded', notify, now });
        await updateOrder(tx, moved.id, { paymentStatus: 'refunded', updatedAt: now });
      }
    }
  });
  return getReturnDetail({ db, returnId, user: staff });
}

/** `GET /api/orders/rmaDetails/id/{id}` (and staff's view). */
export async function getReturnDetail({ db, returnId, user }: { db: Executor; returnId: number; user: AuthUser }): Promise<ReturnDetail> {
  const row = await getVisibleReturn(db, returnId, user);
  const order = (await findOrder(db, row.orderId)) as OrderRow;
  const orderLines = await listOrderLines(db, order.id);
  const lines = await listReturnLines(db, [row.id]);
  const events = await listReturnEvents(db, row.id);
  const images = await listUploadsOfReturn(db, row.id);
  const refund = (await listRefunds(db, order.id)).filter((candidate) => candidate.returnId === row.id);
  const money = moneyOf(order);
  return {
    returnID: row.id,
    rmaNumber: row.number,
    orderID: order.id,
    orderNumber: order.number,
    status: row.status as ReturnDetail['status'],
    reasonID: row.reasonCode,
    reason: returnReasonLabel(row.reasonCode, order.languageCode),
    comment: row.comment,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    lines: lines.map((line) => {
      const orderLine = orderLines.find((candidate) => candidate.id === line.orderLineId)!;
      return {
        orderLineID: orderLine.id,
        name: orderLine.name,
        optionLabel: orderLine.optionLabel,
        sku: orderLine.sku,
        image: orderLine.image,
        quantity: line.quantity,
        approvedQuantity: line.approvedQuantity,
        refundAmount: line.refundMinor === null ? null : money(line.refundMinor),
      };
    }),
    imageIDs: images.map((image) => image.id),
    staffNote: row.staffNote,
    // A refund split between credit and card shows as one: the first row (the breakdown is on the order).
    refund: refund[0] ? { ...refundOnWire(order, refund[0]), amount: money(refund.reduce((sum, item) => sum + item.amountMinor, 0)) } : null,
    timeline: events.map((event) => ({ status: event.status as ReturnDetail['status'], note: event.note, actor: event.actorType, imageIDs: event.imageIds, at: event.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    ...(user.role === 'staff' ? { email: order.email } : {}),
  };
}

/** `GET /api/orders/returnRequest/status/{status}/` (and the staff list with `everyone`). */
export async function listReturnSummaries({ db, user, status, query, everyone = false }: { db: Executor; user: AuthUser; status: string; query: PageQuery; everyone?: boolean }): Promise<ReturnList> {
  const { rows, total } = await listReturns(db, { userId: everyone ? null : user.id, status, searchKey: query.searchKey, limitFrom: query.limitFrom, limitTo: query.limitTo });
  const lines = await listReturnLines(db, rows.map(({ ret }) => ret.id));
  const items = [];
  for (const { ret, orderNumber, email, languageCode } of rows) {
    const own = lines.filter((line) => line.returnId === ret.id);
    const orderLines = await listOrderLines(db, ret.orderId);
    const named = own.map((line) => orderLines.find((candidate) => candidate.id === line.orderLineId)).filter((line) => line !== undefined);
    items.push({
      returnID: ret.id,
      rmaNumber: ret.number,
      orderID: ret.orderId,
      orderNumber,
      status: ret.status as ReturnDetail['status'],
      // In the order's language, as the return's detail names it.
      reason: returnReasonLabel(ret.reasonCode, languageCode),
      createdAt: ret.createdAt.toISOString(),
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      image: named[0]?.image ?? '',
      productNames: named.map((line) => line.name),
      ...(everyone ? { email } : {}),
    });
  }
  return { items, total, limitFrom: query.limitFrom, limitTo: query.limitTo };
}
