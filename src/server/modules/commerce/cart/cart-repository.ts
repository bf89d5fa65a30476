import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartItems, carts, subsites, websites } from '../../../db/schema';

/** Carts and their lines. Callers pass a transaction for writes so a failed step changes nothing. */

export async function findCartRow(db: Executor, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  return row ?? null;
}
export type CartRow = NonNullable<Awaited<ReturnType<typeof findCartRow>>>;

/** Days a cart is kept in the subsite's website (SPEC's persist_lifetime). */
export async function findPersistLifetimeDays(db: Executor, subsiteId: number): Promise<number | null> {
  const [row] = await db
    .select({ days: websites.persistLifetimeDays })
    .from(subsites)
    .innerJoin(websites, eq(websites.id, subsites.websiteId))
    .where(eq(subsites.id, subsiteId))
    .limit(1);
  return row?.days ?? null;
}

export interface InsertCartOptions {
  subsiteId: number;
  expiresAt: Date;
  /** The signed-in shopper who owns the new cart; null or absent for a guest cart. */
  userId?: number | null;
}

export async function insertCart(db: Executor, { subsiteId, expiresAt, userId = null }: InsertCartOptions): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ subsiteId, expiresAt, userId }).returning();
  if (!row) throw new Error('Inserting a cart returned no row');
  return row;
}

export interface TouchCartOptions {
  cartId: string;
  expiresAt: Date;
}

/** A write keeps the cart for another full lifetime from now. */
export async function touchCart(db: Executor, { cartId, expiresAt }: TouchCartOptions): Promise<void> {
  await db.update(carts).set({ updatedAt: new Date(), expiresAt }).where(eq(carts.id, cartId));
}

export async function listCartItemRows(db: Executor, cartId: string) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}
export type CartItemRow = Awaited<ReturnType<typeof listCartItemRows>>[number];

export interface InsertCartItemOptions {
  cartId: string;
  productId: number;
  optionId: number;
  quantity: number;
  addedUnitPriceMinor: number;
}

export async function insertCartItem(db: Executor, values: InsertCartItemOptions): Promise<void> {
  await db.insert(cartItems).values(values);
}

export interface UpdateCartItemOptions {
  cartItemId: number;
  quantity: number;
  /** Set when the shopper adds more at today's price; kept when only the quantity changes. */
  addedUnitPriceMinor?: number;
}

export async function updateCartItem(db: Executor, { cartItemId, quantity, addedUnitPriceMinor }: UpdateCartItemOptions): Promise<void> {
  await db
    .update(cartItems)
    .set(addedUnitPriceMinor === undefined ? { quantity } : { quantity, addedUnitPriceMinor })
    .where(eq(cartItems.id, cartItemId));
}

export interface DeleteCartItemOptions {
  cartId: string;
  cartItemId: number;
}

/** Deletes one line of one cart; returns how many rows went (0 for an unknown line). */
export async function deleteCartItem(db: Executor, { cartId, cartItemId }: DeleteCartItemOptions): Promise<number> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, cartItemId)))
    .returning({ id: cartItems.id });
  return deleted.length;
}

/** The cart row locked until the transaction ends: checkout writes to one cart run one after another. */
export async function lockCartRow(db: Executor, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update').limit(1);
  return row ?? null;
}

export interface UpdateCartCheckoutOptions {
  cartId: string;
  extra: Record<string, unknown>;
  /** The first applied promotion (the wire's `promoID`), or null. */
  promoId: number | null;
}

export async function updateCartCheckout(db: Executor, { cartId, extra, promoId }: UpdateCartCheckoutOptions): Promise<void> {
  await db.update(carts).set({ extra, promoId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Empties a cart (after its order was placed). */
export async function deleteCartItems(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
