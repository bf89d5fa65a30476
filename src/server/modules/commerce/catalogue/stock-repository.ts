import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { productOptions, productPieces, products, productStock, productTranslations } from '../../../db/schema';

/**
 * The one home of writes to stock (product_stock counts, product_pieces with their HUIDs). Orders
 * take and give back units through these, always inside their own transaction (the `db` argument),
 * so a step that fails leaves the shelf as it was.
 */

export interface StockKey {
  optionId: number;
  subsiteId: number;
}

export interface TakeStockOptions extends StockKey {
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

export async function findStock(db: Executor, { optionId, subsiteId }: StockKey): Promise<number> {
  const [row] = await db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)))
    .limit(1);
  return row?.quantity ?? 0;
}

/** Units on hand per option in the subsite (options without a stock row have none). */
export async function listStock(db: Executor, { subsiteId, optionIds }: { subsiteId: number; optionIds: number[] }): Promise<Map<number, number>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .select({ optionId: productStock.optionId, quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.subsiteId, subsiteId), inArray(productStock.optionId, optionIds)));
  return new Map(rows.map((row) => [row.optionId, row.quantity]));
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

export interface ReleaseStockOptions extends StockKey {
  /** The line giving the units back: its pieces return to stock with them. */
  orderLineId: number;
  quantity: number;
}

/**
 * Gives units back to the shelf with their pieces and HUIDs (a failed payment, a cancelled line):
 * the reverse of `takeStock` + `assignPieces`.
 */
export async function releaseStock(db: Executor, { optionId, subsiteId, orderLineId, quantity }: ReleaseStockOptions): Promise<void> {
  await db
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${quantity}` })
    .where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
  // The line's most recently taken pieces go back, each keeping its HUID.
  const held = db.select({ id: productPieces.id }).from(productPieces).where(eq(productPieces.orderLineId, orderLineId)).orderBy(desc(productPieces.id)).limit(quantity);
  await db.update(productPieces).set({ orderLineId: null }).where(inArray(productPieces.id, held));
}

/** Options with at most `threshold` units left in a subsite, fewest first (the back office's low-stock list). */
export async function listLowStock(db: Executor, { threshold, limit }: { threshold: number; limit: number }) {
  return db
    .select({
      productId: products.id,
      optionId: productStock.optionId,
      subsiteId: productStock.subsiteId,
      sku: products.sku,
      name: sql<string>`coalesce(${productTranslations.name}, ${products.sku})`,
      optionCode: productOptions.code,
      quantity: productStock.quantity,
    })
    .from(productStock)
    .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.languageCode, 'en')))
    .where(lte(productStock.quantity, threshold))
    .orderBy(asc(productStock.quantity), asc(products.id), asc(productStock.optionId))
    .limit(limit);
}

/** Locks an option's stock row in a subsite for an edit; null when the option is not stocked there. */
export async function lockStockRow(db: Executor, { optionId, subsiteId }: StockKey): Promise<number | null> {
  const [row] = await db.select({ quantity: productStock.quantity }).from(productStock).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId))).for('update');
  return row ? row.quantity : null;
}

/** Takes `count` pieces off the shelf for good (miscounted, damaged, sold at the counter): the newest in stock first. */
export async function removeShelfPieces(db: Executor, { optionId, subsiteId, count }: StockKey & { count: number }): Promise<void> {
  const newest = db
    .select({ id: productPieces.id })
    .from(productPieces)
    .where(and(eq(productPieces.optionId, optionId), eq(productPieces.subsiteId, subsiteId), isNull(productPieces.orderLineId)))
    .orderBy(desc(productPieces.id))
    .limit(count);
  await db.delete(productPieces).where(inArray(productPieces.id, newest));
}

/** New pieces on the shelf, each with its HUID (null where pieces carry none). */
export async function addShelfPieces(db: Executor, { optionId, subsiteId, huids }: StockKey & { huids: (string | null)[] }): Promise<void> {
  if (huids.length) await db.insert(productPieces).values(huids.map((huid) => ({ optionId, subsiteId, huid })));
}

export async function findTakenHuids(db: Executor, huids: string[]): Promise<string[]> {
  if (huids.length === 0) return [];
  return (await db.select({ huid: productPieces.huid }).from(productPieces).where(inArray(productPieces.huid, huids))).map((row) => row.huid!);
}

export async function setStockQuantity(db: Executor, { optionId, subsiteId, quantity }: StockKey & { quantity: number }): Promise<void> {
  await db.update(productStock).set({ quantity }).where(and(eq(productStock.optionId, optionId), eq(productStock.subsiteId, subsiteId)));
}
