import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { cartItems, carts } from '../../../db/schema';
import type { CartItemRow, CartRow } from './cart-repository';

/**
 * The cart's hot statements, each one round trip (docs/performance.md#cart-writes): the cart with
 * its lines in one join, and every line change together with the expiry touch as one statement
 * (a data-modifying CTE), so a guest's add, quantity change or removal needs no transaction.
 * A single statement is atomic on both databases: the line and the touch commit together or not at all.
 */

export interface CartWithLines {
  cart: CartRow;
  /** In line order (the order the shopper added them). */
  lines: CartItemRow[];
}

function toCartWithLines(rows: { cart: CartRow; line: CartItemRow | null }[]): CartWithLines | null {
  const [first] = rows;
  if (!first) return null;
  return { cart: first.cart, lines: rows.flatMap((row) => (row.line ? [row.line] : [])) };
}

const cartWithLinesQuery = (db: Executor) =>
  db
    .select({ cart: carts, line: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.id, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id));

/** Built once per database (a named prepared statement on PostgreSQL: parsed and planned once per connection). */
const prepared = new WeakMap<object, ReturnType<ReturnType<typeof cartWithLinesQuery>['prepare']>>();

/** The cart and its lines in one round trip; null for no such cart. */
export async function findCartWithLines(db: Executor, cartId: string): Promise<CartWithLines | null> {
  if (db instanceof PgTransaction) return toCartWithLines(await cartWithLinesQuery(db).execute({ cartId }));
  let query = prepared.get(db);
  if (!query) {
    query = cartWithLinesQuery(db).prepare('cart_with_lines');
    prepared.set(db, query);
  }
  return toCartWithLines(await query.execute({ cartId }));
}

/** As findCartWithLines, with the cart row locked until the transaction ends (checkout changes run one after another). */
export async function lockCartWithLines(tx: Executor, cartId: string): Promise<CartWithLines | null> {
  const rows = await tx
    .select({ cart: carts, line: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.id, cartId))
    .orderBy(asc(cartItems.id))
    .for('update', { of: carts });
  return toCartWithLines(rows);
}

export interface TouchValues {
  cartId: string;
  expiresAt: Date;
  now: Date;
}

const touched = (db: Executor, { cartId, expiresAt, now }: TouchValues) =>
  db.$with('touched').as(db.update(carts).set({ updatedAt: now, expiresAt }).where(eq(carts.id, cartId)).returning({ id: carts.id }));

export interface NewLineValues {
  productId: number;
  optionId: number;
  quantity: number;
  addedUnitPriceMinor: number;
}

/** A new guest (or signed-in shopper's) cart holding its first line, in one statement. */
export async function createCartWithLine(db: Database, cart: { subsiteId: number; userId: number | null; expiresAt: Date }, line: NewLineValues): Promise<CartWithLines> {
  const now = new Date();
  const row: CartRow = { id: randomUUID(), subsiteId: cart.subsiteId, userId: cart.userId, promoId: null, extra: {}, createdAt: now, updatedAt: now, expiresAt: cart.expiresAt };
  const created = db.$with('created').as(db.insert(carts).values(row).returning({ id: carts.id }));
  const [added] = await db
    .with(created)
    .insert(cartItems)
    .values({ cartId: row.id, ...line, createdAt: now })
    .returning();
  if (!added) throw new Error('Creating a cart returned no line');
  return { cart: row, lines: [added] };
}

/** A line added to an existing cart, and the cart's expiry moved on, in one statement. */
export async function insertLineTouchingCart(db: Executor, touch: TouchValues, line: NewLineValues): Promise<CartItemRow> {
  const [added] = await db
    .with(touched(db, touch))
    .insert(cartItems)
    .values({ cartId: touch.cartId, ...line, createdAt: touch.now })
    .returning();
  if (!added) throw new Error('Adding a cart line returned no row');
  return added;
}

/** A line's quantity (and, when given, its reference price) set, and the expiry moved on; null when the line is gone. */
export async function updateLineTouchingCart(
  db: Executor,
  touch: TouchValues,
  { cartItemId, quantity, addedUnitPriceMinor }: { cartItemId: number; quantity: number; addedUnitPriceMinor?: number },
): Promise<CartItemRow | null> {
  const [row] = await db
    .with(touched(db, touch))
    .update(cartItems)
    .set(addedUnitPriceMinor === undefined ? { quantity } : { quantity, addedUnitPriceMinor })
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, touch.cartId)))
    .returning();
  return row ?? null;
}

/** A line deleted and the expiry moved on; false when the line was not in the cart. */
export async function deleteLineTouchingCart(db: Executor, touch: TouchValues, cartItemId: number): Promise<boolean> {
  const deleted = await db
    .with(touched(db, touch))
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, touch.cartId)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}
