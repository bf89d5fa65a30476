import { orderTexts } from '@/shared/message-templates/order-texts';
import { type ReturnBody, type ReturnDetail, type ReturnItems } from '@/shared/contracts/returns';
import { canMoveReturn } from '@/shared/contracts/order-life';
import type { Database, Executor } from '../../../../db/client';
import { AppError, badRequest, notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import { attachUploads, countReturnsOfOrder, insertReturn, insertReturnEvent, insertReturnLines, listFreeUploads, updateReturn } from './after-sales-repository';
import { listOrderLines, lockKnownOrder } from '../order-repository';
import { noteOrder } from '../life/order-life';
import { storeNote } from '@/shared/message-templates/order-notes';
import { moneyOf, offeredLineOnWire } from './order-read-service';
import { getVisibleOrder, returnableLines, returnWindowOf } from '../life/order-state';
import { returnReasonLabel } from '@/shared/commerce/reasons';
import { getReturnDetail, getVisibleReturn, rereadReturn } from './return-read-service';

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
    items: (await returnableLines(db, order, lines, window)).map(({ line, quantity }) => offeredLineOnWire(line, quantity, money)),
  };
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
export async function requestReturn({ db, user, body, languageCode, returnWindowDays, notify, now = new Date() }: { db: Database; user: AuthUser; body: ReturnBody; languageCode: string } & ReturnsConfig): Promise<ReturnDetail> {
  const returnId = await db.transaction(async (tx) => {
    const visible = await getVisibleOrder(tx, body.orderID, user);
    if (visible.userId !== user.id) throw notFound(`Order ${body.orderID}`);
    const order = await lockKnownOrder(tx, visible.id);
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
    await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, ...storeNote(order, { key: 'return_requested', returnNumber: created.number, reasonID: body.reasonID }), notify, mail, now });
    return created.id;
  });
  return getReturnDetail({ db, returnId, user, languageCode });
}

/** `POST /api/orders/needmoreinfoImages/`: the shopper answers staff's question; the return goes back to `requested`. */
export async function answerReturn({ db, user, returnId, comment, imageIDs, languageCode, notify, now = new Date() }: { db: Database; user: AuthUser; returnId: number; comment: string; imageIDs: string[]; languageCode: string; notify: Notify; now?: Date }): Promise<ReturnDetail> {
  await db.transaction(async (tx) => {
    const row = await getVisibleReturn(tx, returnId, user);
    if (row.userId !== user.id) throw notFound(`Return ${returnId}`);
    const order = await lockKnownOrder(tx, row.orderId);
    const current = await rereadReturn(tx, returnId);
    if (!canMoveReturn(current.status, 'requested', 'customer')) throw new AppError('CONFLICT', `Return ${current.number} is ${current.status}: no information was asked for`);
    const images = await claimImages(tx, { user, ids: imageIDs, field: 'imageIDs' });
    await attachUploads(tx, { ids: images, returnId });
    await updateReturn(tx, returnId, { status: 'requested', updatedAt: now });
    await insertReturnEvent(tx, { returnId, status: 'requested', actorType: 'customer', actorId: user.id, note: comment, imageIds: images, createdAt: now });
    await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, ...storeNote(order, { key: 'return_info_sent', returnNumber: current.number }), notify, now });
  });
  return getReturnDetail({ db, returnId, user, languageCode });
}
