import { and, asc, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../../lib/like';
import { ORDER_LIST_GROUPS } from '@/shared/contracts/orders';
import type { Executor } from '../../../db/client';
import { orderEvents, orderLines, orders } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function findOrderByIdempotencyKey(db: Executor, { cartId, key }: { cartId: string; key: string }): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findOrderRow(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** The next order id, taken before the insert so the number (`SLV-IN-100042`) is written with the row. */
export async function nextOrderId(db: Executor): Promise<number> {
  const result = await db.execute<{ id: string | number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: string | number }[] }).rows) as { id: string | number }[];
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('The orders sequence returned no id');
  return id;
}

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('Inserting an order returned no row');
  return row;
}

/** Writes the lines; returns each one's id with its option (an order has one line per option). */
export async function insertOrderLines(db: Executor, values: (typeof orderLines.$inferInsert)[]): Promise<{ id: number; optionId: number }[]> {
  if (values.length === 0) return [];
  return db.insert(orderLines).values(values).returning({ id: orderLines.id, optionId: orderLines.optionId });
}

export async function insertOrderEvent(db: Executor, values: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(values);
}

export async function listOrderLines(db: Executor, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function listOrderEvents(db: Executor, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The order row locked for the rest of the transaction: every after-sales change of one order runs one at a time. */
export async function lockOrder(db: Executor, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

/** `lockOrder` for an order the caller has just read (it checked it exists): its absence is a bug. */
export async function lockKnownOrder(db: Executor, orderId: number): Promise<OrderRow> {
  const row = await lockOrder(db, orderId);
  if (!row) throw new Error(`Order ${orderId} vanished`);
  return row;
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
  /** Staff filters (the back office's orders list). */
  staff?: { paymentMethod?: string; subsiteId?: number; customerId?: number; placedFrom?: string; placedTo?: string };
}

function orderFilter({ userId, status, searchKey, staff }: ListOrdersFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (userId !== null) conditions.push(eq(orders.userId, userId));
  if (staff?.paymentMethod) conditions.push(eq(orders.paymentMethod, staff.paymentMethod));
  if (staff?.subsiteId !== undefined) conditions.push(eq(orders.subsiteId, staff.subsiteId));
  if (staff?.customerId !== undefined) conditions.push(eq(orders.userId, staff.customerId));
  // Whole UTC days, both ends included.
  if (staff?.placedFrom) conditions.push(gte(orders.placedAt, new Date(`${staff.placedFrom}T00:00:00Z`)));
  if (staff?.placedTo) conditions.push(lt(orders.placedAt, new Date(Date.parse(`${staff.placedTo}T00:00:00Z`) + 86_400_000)));
  const group = ORDER_LIST_GROUPS[status];
  if (group) conditions.push(inArray(orders.status, [...group]));
  else if (status !== 'all') conditions.push(eq(orders.status, status));
  const key = searchKey?.trim();
  if (key) {
    // The search key is data, never a pattern: escape LIKE's wildcards before wrapping it in %…%.
    const pattern = containsPattern(key);
    conditions.push(
      or(
        ilike(orders.number, pattern),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and (${orderLines.name} ilike ${pattern} or ${orderLines.sku} ilike ${pattern}))`,
        // Staff find an order by the shopper too: e-mail, phone, or the name on the address.
        ...(staff
          ? [ilike(orders.email, pattern), ilike(orders.phone, pattern), sql`(${orders.shippingAddress}->>'firstName') || ' ' || (${orders.shippingAddress}->>'lastName') ilike ${pattern}`]
          : []),
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

export async function updateOrderLine(db: Executor, lineId: number, values: Partial<Pick<OrderLineRow, 'cancelledQuantity' | 'returnedQuantity' | 'status'>>): Promise<void> {
  await db.update(orderLines).set(values).where(eq(orderLines.id, lineId));
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

/** The numbers (`SLV-IN-100042`) of these orders, by id (a store-credit ledger names its orders). */
export async function listOrderNumbers(db: Executor, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** How many orders are in each status (the back office's Today). */
export async function countOrdersByStatus(db: Executor, statuses: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.status, statuses)).groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/** Orders placed since `since` that were paid or are due on delivery, summed by subsite, currency and payment method. */
export async function sumTakings(db: Executor, since: Date) {
  const rows = await db
    .select({
      subsiteId: orders.subsiteId,
      currencyCode: orders.currencyCode,
      decimalPlaces: orders.decimalPlaces,
      paymentMethod: orders.paymentMethod,
      orders: sql<number>`count(*)::int`,
      totalMinor: sql<string>`coalesce(sum(${orders.totalMinor}), 0)`,
      creditMinor: sql<string>`coalesce(sum(${orders.creditMinor}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.placedAt, since), notInArray(orders.status, ['pending_payment', 'payment_failed', 'cancelled'])))
    .groupBy(orders.subsiteId, orders.currencyCode, orders.decimalPlaces, orders.paymentMethod)
    .orderBy(asc(orders.subsiteId), asc(orders.paymentMethod));
  return rows.map((row) => ({ ...row, orders: Number(row.orders), totalMinor: Number(row.totalMinor), creditMinor: Number(row.creditMinor) }));
}
