import { type ReturnDetail, type ReturnList } from '@/shared/contracts/returns';
import { type PageQuery } from '@/shared/contracts/paging';
import type { Executor } from '../../../../db/client';
import { notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import { findReturn, listRefunds, listReturnEvents, listReturnLines, listReturns, listUploadsOfReturn, type ReturnRow } from './after-sales-repository';
import { findOrderRow, listOrderLines } from '../order-repository';
import { moneyOf, refundOnWire } from './order-read-service';
import { returnReasonLabel } from '@/shared/commerce/reasons';
import { hasPermission } from '@/shared/roles';

/** Reading returns: one return's detail, a shopper's (or every shopper's) list. */

/** A return of `returnId` if `user` may see it (owner or staff); 404 otherwise. */
export async function getVisibleReturn(db: Executor, returnId: number, user: AuthUser): Promise<ReturnRow> {
  const row = await findReturn(db, returnId);
  if (!row || (!hasPermission(user.role, 'operations') && row.userId !== user.id)) throw notFound(`Return ${returnId}`);
  return row;
}

/** The line of `orderLines` a return line refers to (a return line always names a line of its order). */
export function orderLineOf<Line extends { id: number }>(orderLines: Line[], orderLineId: number): Line {
  const line = orderLines.find((candidate) => candidate.id === orderLineId);
  if (!line) throw new Error(`Order line ${orderLineId} of a return is missing`);
  return line;
}

/** The return re-read under its order's lock (it was found before the lock; returns are never deleted). */
export async function rereadReturn(db: Executor, returnId: number): Promise<ReturnRow> {
  const row = await findReturn(db, returnId);
  if (!row) throw new Error(`Return ${returnId} vanished`);
  return row;
}

/**
 * `GET /api/orders/rmaDetails/id/{id}` (and staff's view). The reason is named in `languageCode`:
 * the page's language for the shopper, English for staff (as the order's timeline).
 */
export async function getReturnDetail({ db, returnId, user, languageCode }: { db: Executor; returnId: number; user: AuthUser; languageCode: string }): Promise<ReturnDetail> {
  const row = await getVisibleReturn(db, returnId, user);
  const order = await findOrderRow(db, row.orderId);
  if (!order) throw new Error(`Return ${row.number} has no order ${row.orderId}`);
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
    reason: returnReasonLabel(row.reasonCode, languageCode),
    comment: row.comment,
    languageCode: order.languageCode,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    lines: lines.map((line) => {
      const orderLine = orderLineOf(orderLines, line.orderLineId);
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
    ...(hasPermission(user.role, 'operations') ? { email: order.email } : {}),
  };
}

/** `GET /api/orders/returnRequest/status/{status}/` (and the staff list with `everyone`). */
export async function listReturnSummaries({ db, user, status, query, languageCode, everyone = false }: { db: Executor; user: AuthUser; status: string; query: PageQuery; languageCode: string; everyone?: boolean }): Promise<ReturnList> {
  const { rows, total } = await listReturns(db, { userId: everyone ? null : user.id, status, searchKey: query.searchKey, limitFrom: query.limitFrom, limitTo: query.limitTo });
  const lines = await listReturnLines(db, rows.map(({ ret }) => ret.id));
  const items = [];
  for (const { ret, orderNumber, email, orderLanguageCode } of rows) {
    const own = lines.filter((line) => line.returnId === ret.id);
    const orderLines = await listOrderLines(db, ret.orderId);
    const named = own.map((line) => orderLines.find((candidate) => candidate.id === line.orderLineId)).filter((line) => line !== undefined);
    items.push({
      returnID: ret.id,
      rmaNumber: ret.number,
      orderID: ret.orderId,
      orderNumber,
      status: ret.status as ReturnDetail['status'],
      // In the page's language (English for staff), as the return's detail names it.
      reason: returnReasonLabel(ret.reasonCode, languageCode),
      createdAt: ret.createdAt.toISOString(),
      itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
      image: named[0]?.image ?? '',
      productNames: named.map((line) => line.name),
      languageCode: orderLanguageCode,
      ...(everyone ? { email } : {}),
    });
  }
  return { items, total, limitFrom: query.limitFrom, limitTo: query.limitTo };
}
