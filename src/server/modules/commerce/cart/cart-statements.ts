import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../../db/client';
import { cartItems, carts } from '../../../db/schema';
import type { CartItemRow, CartRow } from './cart-repository';
import { cartReadCacheOf } from './cart-read-cache';

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
  /**
   * The cart row's version as read: PostgreSQL's `xmin` (the transaction that wrote this version
   * of the row). Every write of the cart (each line change touches it) makes a new one, so a
   * checkout change saves only if it is still the same (saveCheckoutIfUnchanged). Null when the
   * cart was not read (a cart just created).
   */
  version: string | null;
}

/** The cart row's version (see CartWithLines.version), read with it. */
const rowVersion = sql<string>`${carts}.xmin::text`;

function toCartWithLines(rows: { cart: CartRow; line: CartItemRow | null; version: string }[]): CartWithLines | null {
  const [first] = rows;
  if (!first) return null;
  return { cart: first.cart, lines: rows.flatMap((row) => (row.line ? [row.line] : [])), version: first.version };
}

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

const preparedByDatabase = new WeakMap<object, Map<string, Prepared<unknown>>>();

/**
 * A fixed-shape statement built once per database with placeholders (Drizzle's `.prepare`): the SQL
 * text is not built again per request, and on PostgreSQL it is a named prepared statement, parsed
 * and planned once per connection. A transaction gets its own (same name and text, its connection).
 */
function prepared<R>(db: Executor, name: string, build: (db: Executor) => { prepare(name: string): Prepared<R> }): Prepared<R> {
  if (db instanceof PgTransaction) return build(db).prepare(name);
  let byName = preparedByDatabase.get(db);
  if (!byName) {
    byName = new Map();
    preparedByDatabase.set(db, byName);
  }
  let query = byName.get(name) as Prepared<R> | undefined;
  if (!query) {
    query = build(db).prepare(name);
    byName.set(name, query as Prepared<unknown>);
  }
  return query;
}

const value = (name: string) => sql.placeholder(name);
/** A placeholder as written: the column's type decides (dates are passed as ISO strings, `at`). */
const raw = (name: string) => sql`${sql.placeholder(name)}`;
const at = (date: Date) => date.toISOString();

/**
 * The cart and its lines in one round trip; null for no such cart. With `fromMemory`, on the
 * embedded database, the copy kept in memory when there is one (cart-read-cache.ts): no statement
 * at all. Only reads ask for it; a write decides on the database's rows. The copy is frozen; a
 * caller makes new objects for what it changes.
 */
export async function findCartWithLines(db: Executor, cartId: string, { fromMemory = false }: { fromMemory?: boolean } = {}): Promise<CartWithLines | null> {
  const cache = fromMemory ? cartReadCacheOf(db) : undefined;
  if (!cache) return readCartWithLines(db, cartId);
  return cache.get(cartId) ?? cache.readThrough(cartId, () => readCartWithLines(db, cartId));
}

async function readCartWithLines(db: Executor, cartId: string): Promise<CartWithLines | null> {
  const query = prepared(db, 'cart_with_lines', (on) =>
    on.select({ cart: carts, line: cartItems, version: rowVersion }).from(carts).leftJoin(cartItems, eq(cartItems.cartId, carts.id)).where(eq(carts.id, value('cartId'))).orderBy(asc(cartItems.id)),
  );
  return toCartWithLines(await query.execute({ cartId }));
}

/** As findCartWithLines, with the cart row locked until the transaction ends (checkout changes run one after another). */
export async function lockCartWithLines(tx: Executor, cartId: string): Promise<CartWithLines | null> {
  const rows = await tx
    .select({ cart: carts, line: cartItems, version: rowVersion })
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

const touchValues = ({ cartId, expiresAt, now }: TouchValues) => ({ cartId, expiresAt: at(expiresAt), now: at(now) });

/** The cart's expiry moved on (placeholders cartId, expiresAt, now): a CTE of each line change. */
const touched = (db: Executor) =>
  db.$with('touched').as(db.update(carts).set({ updatedAt: raw('now'), expiresAt: raw('expiresAt') }).where(eq(carts.id, value('cartId'))).returning({ id: carts.id }));

export interface NewLineValues {
  productId: number;
  optionId: number;
  quantity: number;
  addedUnitPriceMinor: number;
}

const lineValues = { productId: raw('productId'), optionId: raw('optionId'), quantity: raw('quantity'), addedUnitPriceMinor: raw('addedUnitPriceMinor') };

/** A new guest (or signed-in shopper's) cart holding its first line, in one statement. */
export async function createCartWithLine(db: Database, cart: { subsiteId: number; userId: number | null; expiresAt: Date }, line: NewLineValues): Promise<CartWithLines> {
  const now = new Date();
  const row: CartRow = { id: randomUUID(), subsiteId: cart.subsiteId, userId: cart.userId, promoId: null, extra: {}, createdAt: now, updatedAt: now, expiresAt: cart.expiresAt };
  const query = prepared(db, 'cart_create_with_line', (on) => {
    const created = on.$with('created').as(
      on
        .insert(carts)
        .values({ id: raw('cartId'), subsiteId: raw('subsiteId'), userId: raw('userId'), extra: {}, createdAt: raw('now'), updatedAt: raw('now'), expiresAt: raw('expiresAt') })
        .returning({ id: carts.id }),
    );
    return on.with(created).insert(cartItems).values({ cartId: raw('cartId'), ...lineValues, createdAt: raw('now') }).returning();
  });
  const [added] = await query.execute({ cartId: row.id, subsiteId: row.subsiteId, userId: row.userId, now: at(now), expiresAt: at(row.expiresAt), ...line });
  if (!added) throw new Error('Creating a cart returned no line');
  return { cart: row, lines: [added], version: null };
}

/** A line added to an existing cart, and the cart's expiry moved on, in one statement. */
export async function insertLineTouchingCart(db: Executor, touch: TouchValues, line: NewLineValues): Promise<CartItemRow> {
  const query = prepared(db, 'cart_line_insert', (on) =>
    on.with(touched(on)).insert(cartItems).values({ cartId: raw('cartId'), ...lineValues, createdAt: raw('now') }).returning(),
  );
  const [added] = await query.execute({ ...touchValues(touch), ...line });
  if (!added) throw new Error('Adding a cart line returned no row');
  return added;
}

/** A line's quantity (and, when given, its reference price) set, and the expiry moved on; null when the line is gone. */
export async function updateLineTouchingCart(
  db: Executor,
  touch: TouchValues,
  { cartItemId, quantity, addedUnitPriceMinor }: { cartItemId: number; quantity: number; addedUnitPriceMinor?: number },
): Promise<CartItemRow | null> {
  const repriced = addedUnitPriceMinor !== undefined;
  const query = prepared(db, repriced ? 'cart_line_update_price' : 'cart_line_update', (on) =>
    on
      .with(touched(on))
      .update(cartItems)
      .set(repriced ? { quantity: raw('quantity'), addedUnitPriceMinor: raw('addedUnitPriceMinor') } : { quantity: raw('quantity') })
      .where(and(eq(cartItems.id, value('cartItemId')), eq(cartItems.cartId, value('cartId'))))
      .returning(),
  );
  const [row] = await query.execute({ ...touchValues(touch), cartItemId, quantity, addedUnitPriceMinor });
  return row ?? null;
}

/** A line deleted and the expiry moved on; false when the line was not in the cart. */
export async function deleteLineTouchingCart(db: Executor, touch: TouchValues, cartItemId: number): Promise<boolean> {
  const query = prepared(db, 'cart_line_delete', (on) =>
    on
      .with(touched(on))
      .delete(cartItems)
      .where(and(eq(cartItems.id, value('cartItemId')), eq(cartItems.cartId, value('cartId'))))
      .returning({ id: cartItems.id }),
  );
  const deleted = await query.execute({ ...touchValues(touch), cartItemId });
  return deleted.length > 0;
}

export interface CheckoutSaveValues {
  cartId: string;
  /** The version the change was computed on (CartWithLines.version). */
  version: string;
  extra: Record<string, unknown>;
  promoId: number | null;
  expiresAt: Date;
}

/**
 * A checkout change saved (the cart's extra, its first promotion and a new expiry) in one
 * statement, only if the cart is still the version the change was computed on: false when
 * another write came first (the caller reads the cart again and recomputes). This replaces a
 * lock held from the read to the write (docs/performance.md#checkout-changes-without-a-lock).
 */
export async function saveCheckoutIfUnchanged(db: Executor, { cartId, version, extra, promoId, expiresAt }: CheckoutSaveValues): Promise<boolean> {
  const query = prepared(db, 'cart_checkout_save', (on) =>
    on
      .update(carts)
      // The extra goes as JSON text: a text parameter cast to jsonb reads the same on pg and PGlite.
      .set({ extra: sql`${sql.placeholder('extra')}::text::jsonb`, promoId: raw('promoId'), updatedAt: raw('now'), expiresAt: raw('expiresAt') })
      .where(and(eq(carts.id, value('cartId')), sql`${carts}.xmin::text = ${sql.placeholder('version')}`))
      .returning({ id: carts.id }),
  );
  const saved = await query.execute({ cartId, version, extra: JSON.stringify(extra), promoId, now: at(new Date()), expiresAt: at(expiresAt) });
  return saved.length > 0;
}
