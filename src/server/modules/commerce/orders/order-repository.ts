import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderEvents, orderLines, orders, payments, productPieces, productStock, subsites, websites } from '../../../db/schema';

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

/** The website code of a subsite (the order number's first part: `SLV`). */
export async function findWebsiteCode(db: Executor, subsiteId: number): Promise<string> {
  const [row] = await db
    .select({ code: websites.code })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(eq(subsites.id, subsiteId))
    .limit(1);
  return row?.code ?? 'ORD';
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

export async function findLatestPayment(db: Executor, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

export interface TakeStockOptions {
  optionId: number;
  subsiteId: number;
  quantity: number;
}

/**
 * Takes units in one conditional UPDATE: it changes the row only while enough are left, and the
 * row lock it takes makes concurrent orders of the same option wait for each other, so stock
 * never goes below zero however many shoppers order at once. False when too few are left.
 */
export async function takeStock(db: Executor, { optionId, subsiteId, quantity }: TakeStockOptions): Promise<boolean> {
  const rows = await db
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} - ${quantity}` })
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId), gte(productStock.quantity, quantity)))
    .returning({ quantity: productStock.quantity });
  return rows.length === 1;
}

export async function findStock(db: Executor, { optionId, subsiteId }: Omit<TakeStockOptions, 'quantity'>): Promise<number> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)))
    .limit(1);
  return row?.quantity ?? 0;
}

export interface ClaimedPiece {
  id: number;
  huid: string | null;
}

/**
 * Locks the pieces an order takes after `takeStock` succeeded: the option's next ones in stock,
 * lowest id first (the product page shows the first one's HUID). SKIP LOCKED passes over pieces
 * another order is taking at this moment, so two orders never get the same piece or HUID; the
 * locks last until the transaction ends. Fewer than asked only where a store holds stock
 * without pieces (the count stays authoritative).
 */
export async function claimPieces(db: Executor, { optionId, subsiteId, quantity }: TakeStockOptions): Promise<ClaimedPiece[]> {
  return db
    .select({ id: productPieces.id, huid: productPieces.huid })
    .from(productPieces)
    .where(and(eq(productPieces.optionId, optionId), eq(productPieces.subsiteId, subsiteId), isNull(productPieces.orderLineId)))
    .orderBy(asc(productPieces.id))
    .limit(quantity)
    .for('update', { skipLocked: true });
}

/** Gives the claimed pieces to the order line that took them: they leave stock. */
export async function assignPieces(db: Executor, { pieceIds, orderLineId }: { pieceIds: number[]; orderLineId: number }): Promise<void> {
  if (pieceIds.length) await db.update(productPieces).set({ orderLineId }).where(inArray(productPieces.id, pieceIds));
}
