import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
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

/** One order line's units to take: the line receives the option's pieces. */
export interface OrderLineStock {
  lineId: number;
  optionId: number;
  quantity: number;
}

/** The first line that could not get its units, with what is left of its option. */
export interface StockShortfall {
  optionId: number;
  available: number;
}

/**
 * Takes the stock of an order's lines in one round trip (the `take_order_stock` function of
 * migration 0011; docs/performance.md#placing-an-order): per line, in option-id order, one
 * conditional UPDATE that changes the row only while enough are left (its row lock makes
 * concurrent orders of the same option wait for each other, so stock never goes below zero),
 * then the option's next pieces in stock, lowest id first (the product page shows the first one's
 * HUID), passing over pieces another order is taking (SKIP LOCKED), given to the line with their
 * HUIDs recorded on it. Fewer pieces than units only where a store holds stock without pieces
 * (the count stays authoritative). Null when every line got its units; else the first line short,
 * and the caller rolls its transaction back.
 */
export async function takeOrderStock(db: Executor, { subsiteId, lines }: { subsiteId: number; lines: OrderLineStock[] }): Promise<StockShortfall | null> {
  if (lines.length === 0) return null;
  const result = await db.execute(sql`select take_order_stock(${subsiteId}, ${JSON.stringify(lines)}::jsonb) as short`);
  const short = (result.rows as { short: StockShortfall | string | null }[])[0]?.short ?? null;
  return typeof short === 'string' ? (JSON.parse(short) as StockShortfall) : short;
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

export interface ReleaseStockOptions extends StockKey {
  /** The line giving the units back: its pieces return to stock with them. */
  orderLineId: number;
  quantity: number;
}

/**
 * Gives units back to the shelf with their pieces and HUIDs (a failed payment, a cancelled line):
 * the reverse of `takeOrderStock`.
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
