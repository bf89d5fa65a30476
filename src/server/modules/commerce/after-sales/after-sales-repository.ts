import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orderLines, orders, payments, productPieces, productStock, storeCreditEntries } from '../../../db/schema';
import { refunds, returnEvents, returnLines, returns, uploads } from '../../../db/schema/after-sales';
import { ORDER_LIST_GROUPS } from '@/shared/contracts/orders';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

// ——— Orders ———

export async function findOrder(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** The order row locked for the rest of the transaction: every after-sales change of one order runs one at a time. */
export async function lockOrder(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function updateOrder(db: Executor, orderId: number, values: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'collectedMinor' | 'excessMinor' | 'excessNote' | 'updatedAt'>>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`Order ${orderId} vanished while updating it`);
  return row;
}

export interface ListOrdersFilter {
  /** Null: every shopper's orders (staff). */
  userId: number | null;
  status: string;
  searchKey?: string;
  limitFrom: number;
  limitTo: number;
}

function orderFilter({ userId, status, searchKey }: ListOrdersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (userId !== null) conditions.push(eq(orders.userId, userId));
  const group = ORDER_LIST_GROUPS[status];
  if (group) conditions.push(inArray(orders.status, [...group]));
  else if (status !== 'all') conditions.push(eq(orders.status, status));
  const key = searchKey?.trim();
  if (key) {
    // The search key is data, never a pattern: escape LIKE's wildcards before wrapping it in %…%.
    const pattern = `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(orders.number, pattern),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (${orderLines.name} ilike ${pattern} or ${orderLines.sku} ilike ${pattern}))`,
      ),
    );
  }
  return and(...conditions);
}

export async function listOrders(db: Executor, filter: ListOrdersFilter): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderFilter(filter);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(filter.limitTo - filter.limitFrom)
    .offset(filter.limitFrom);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function listLinesOfOrders(db: Executor, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
}

export async function listOrderLines(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function updateOrderLine(db: Executor, lineId: number, values: Partial<Pick<OrderLineRow, 'cancelledQuantity' | 'returnedQuantity' | 'status'>>): Promise<void> {
  await db.update(orderLines).set(values).where(eq(orderLines.id, lineId));
}

export async function listOrderEvents(db: Executor, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function insertOrderEvent(db: Executor, values: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(values);
}

/** When the order was delivered (its latest `delivered` event), or null. */
export async function findDeliveredAt(db: Executor, orderId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export interface ReleaseStockOptions {
  optionId: number;
  subsiteId: number;
  /** The line giving the units back: its pieces return to stock with them. */
  orderLineId: number;
  quantity: number;
}

/** Puts cancelled units back on sale in the order's subsite, with their pieces and HUIDs. */
export async function releaseStock(db: Executor, { optionId, subsiteId, orderLineId, quantity }: ReleaseStockOptions): Promise<void> {
  await db
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${quantity}` })
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  // The line's most recently taken pieces go back, each keeping its HUID.
  const held = db.select({ id: productPieces.id }).from(productPieces).where(eq(productPieces.orderLineId, orderLineId)).orderBy(desc(productPieces.id)).limit(quantity);
  await db.update(productPieces).set({ orderLineId: null }).where(inArray(productPieces.id, held));
}

// ——— Refunds ———

export async function listRefunds(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

// ——— Payments of the excess amount ———

export async function listExcessPayments(db: Executor, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'excess')))
    .orderBy(asc(payments.id));
}

export async function findPaymentByRef(db: Executor, providerRef: string) {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
  return row ?? null;
}

/** The order's store-credit entries of these reasons (excess paid with credit, overpayments moved to credit). */
export async function listOrderCreditEntries(db: Executor, orderId: number, reasons: string[]) {
  return db
    .select()
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.orderId, orderId), inArray(storeCreditEntries.reason, reasons)))
    .orderBy(asc(storeCreditEntries.id));
}

/** A shopper's ledger in one subsite, newest first, with the order numbers. */
export async function listCreditLedger(db: Executor, { userId, subsiteId }: { userId: number; subsiteId: number }) {
  return db
    .select({ entry: storeCreditEntries, orderNumber: orders.number })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .where(and(eq(storeCreditEntries.userId, userId), eq(storeCreditEntries.subsiteId, subsiteId)))
    .orderBy(desc(storeCreditEntries.createdAt), desc(storeCreditEntries.id));
}

// ——— Returns ———

export async function insertReturn(db: Executor, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await db.insert(returns).values(values).returning();
  return row!;
}

export async function countReturnsOfOrder(db: Executor, orderId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(returns).where(eq(returns.orderId, orderId));
  return Number(row?.count ?? 0);
}

export async function findReturn(db: Executor, returnId: number): Promise<ReturnRow | null> {
  const [row] = await db.select().from(returns).where(eq(returns.id, returnId)).limit(1);
  return row ?? null;
}

export async function updateReturn(db: Executor, returnId: number, values: Partial<Pick<ReturnRow, 'status' | 'staffNote' | 'updatedAt'>>): Promise<ReturnRow> {
  const [row] = await db.update(returns).set(values).where(eq(returns.id, returnId)).returning();
  return row!;
}

export async function listReturnsOfOrder(db: Executor, orderId: number): Promise<ReturnRow[]> {
  return db.select().from(returns).where(eq(returns.orderId, orderId)).orderBy(asc(returns.id));
}

export async function insertReturnLines(db: Executor, values: (typeof returnLines.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(returnLines).values(values);
}

export async function listReturnLines(db: Executor, returnIds: number[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db.select().from(returnLines).where(inArray(returnLines.returnId, returnIds)).orderBy(asc(returnLines.id));
}

export async function updateReturnLine(db: Executor, id: number, values: Partial<Pick<ReturnLineRow, 'approvedQuantity' | 'refundMinor'>>): Promise<void> {
  await db.update(returnLines).set(values).where(eq(returnLines.id, id));
}

export async function insertReturnEvent(db: Executor, values: typeof returnEvents.$inferInsert): Promise<void> {
  await db.insert(returnEvents).values(values);
}

export async function listReturnEvents(db: Executor, returnId: number) {
  return db.select().from(returnEvents).where(eq(returnEvents.returnId, returnId)).orderBy(asc(returnEvents.createdAt), asc(returnEvents.id));
}

export interface ListReturnsFilter {
  userId: number | null;
  status: string;
  searchKey?: string;
  limitFrom: number;
  limitTo: number;
}

export async function listReturns(db: Executor, filter: ListReturnsFilter): Promise<{ rows: { ret: ReturnRow; orderNumber: string; email: string; languageCode: string }[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.userId !== null) conditions.push(eq(returns.userId, filter.userId));
  if (filter.status !== 'all') conditions.push(eq(returns.status, filter.status));
  const key = filter.searchKey?.trim();
  if (key) {
    const pattern = `%${key.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(returns.number, pattern),
        ilike(orders.number, pattern),
        sql`exists (select 1 from ${returnLines} join ${orderLines} on ${orderLines.id} = ${returnLines.orderLineId} where ${returnLines.returnId} = ${returns.id} and ${orderLines.name} ilike ${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({ ret: returns, orderNumber: orders.number, email: orders.email, languageCode: orders.languageCode })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(filter.limitTo - filter.limitFrom)
    .offset(filter.limitFrom);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(returns).innerJoin(orders, eq(orders.id, returns.orderId)).where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Units of each line of the order held by returns still open (requested, need_more_info, approved). */
export async function openReturnQuantities(db: Executor, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: returnLines.orderLineId, status: returns.status, quantity: returnLines.quantity, approved: returnLines.approvedQuantity })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, ['requested', 'need_more_info', 'approved'])));
  const held = new Map<number, number>();
  for (const row of rows) {
    const units = row.status === 'approved' ? (row.approved ?? row.quantity) : row.quantity;
    held.set(row.lineId, (held.get(row.lineId) ?? 0) + units);
  }
  return held;
}

// ——— Uploads ———

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

export async function findUpload(db: Executor, id: string): Promise<UploadRow | null> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** The user's uploads among `ids` not yet attached to a return. */
export async function listFreeUploads(db: Executor, { userId, ids }: { userId: number; ids: string[] }): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids), isNull(uploads.returnId)));
}

export async function attachUploads(db: Executor, { ids, returnId }: { ids: string[]; returnId: number }): Promise<void> {
  if (ids.length) await db.update(uploads).set({ returnId }).where(inArray(uploads.id, ids));
}

export async function listUploadsOfReturn(db: Executor, returnId: number): Promise<UploadRow[]> {
  return db.select().from(uploads).where(eq(uploads.returnId, returnId)).orderBy(asc(uploads.createdAt));
}
