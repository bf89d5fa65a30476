import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { orderLines, orders } from '../../../../db/schema';
import { refunds, returnEvents, returnLines, returns, uploads } from '../../../../db/schema/after-sales';

export type RefundRow = typeof refunds.$inferSelect;
export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

/** The one row a write returned; none means the write did not happen, a bug rather than a shopper's mistake. */
function onlyRow<Row>(rows: Row[], what: string): Row {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

// ——— Refunds ———

export async function listRefunds(db: Executor, orderId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  return onlyRow(await db.insert(refunds).values(values).returning(), 'Inserting a refund');
}

// ——— Returns ———

export async function insertReturn(db: Executor, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  return onlyRow(await db.insert(returns).values(values).returning(), 'Inserting a return');
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
  return onlyRow(await db.update(returns).set(values).where(eq(returns.id, returnId)).returning(), `Updating return ${returnId}`);
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

export async function listReturns(db: Executor, filter: ListReturnsFilter): Promise<{ rows: { ret: ReturnRow; orderNumber: string; email: string; orderLanguageCode: string }[]; total: number }> {
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
    .select({ ret: returns, orderNumber: orders.number, email: orders.email, orderLanguageCode: orders.languageCode })
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
  return onlyRow(await db.insert(uploads).values(values).returning(), 'Inserting an upload');
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

/** How many returns are in each status (the back office's Today). */
export async function countReturnsByStatus(db: Executor, statuses: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ status: returns.status, count: sql<number>`count(*)::int` }).from(returns).where(inArray(returns.status, statuses)).groupBy(returns.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}
