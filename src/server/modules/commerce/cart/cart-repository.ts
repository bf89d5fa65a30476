import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartItems, carts } from '../../../db/schema';

/**
 * Carts and their lines: the one home of reads and writes of `carts` and `cart_items` (the
 * owner mapping, checkout and a failed payment's restore go through here too). Callers pass a
 * transaction for writes so a failed step changes nothing.
 */

export async function findCartRow(db: Executor, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  return row ?? null;
}
export type CartRow = NonNullable<Awaited<ReturnType<typeof findCartRow>>>;


export interface InsertCartOptions {
  /** Recreates a purged cart under the id its order refers to; a new id otherwise. */
  id?: string;
  subsiteId: number;
  expiresAt: Date;
  /** The signed-in shopper who owns the new cart; null or absent for a guest cart. */
  userId?: number | null;
  /** created_at and updated_at; the column defaults when absent. */
  now?: Date;
}

export async function insertCart(db: Executor, { id, subsiteId, expiresAt, userId = null, now }: InsertCartOptions): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ id, subsiteId, expiresAt, userId, createdAt: now, updatedAt: now }).returning();
  if (!row) throw new Error('Inserting a cart returned no row');
  return row;
}

export interface TouchCartOptions {
  cartId: string;
  expiresAt: Date;
  now?: Date;
}

/** A write keeps the cart for another full lifetime from now. */
export async function touchCart(db: Executor, { cartId, expiresAt, now = new Date() }: TouchCartOptions): Promise<void> {
  await db.update(carts).set({ updatedAt: now, expiresAt }).where(eq(carts.id, cartId));
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
  /** created_at; the column default when absent. */
  createdAt?: Date;
}

export async function insertCartItem(db: Executor, values: InsertCartItemOptions): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
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
  /** A new expiry, set in the same statement (a checkout change keeps the cart another lifetime); kept when absent. */
  expiresAt?: Date;
}

export async function updateCartCheckout(db: Executor, { cartId, extra, promoId, expiresAt }: UpdateCartCheckoutOptions): Promise<void> {
  await db.update(carts).set({ extra, promoId, updatedAt: new Date(), ...(expiresAt ? { expiresAt } : {}) }).where(eq(carts.id, cartId));
}

/** Empties a cart (after its order was placed). */
export async function deleteCartItems(db: Executor, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Moves a line to another cart (merging a user's earlier cart into the mapped one). */
export async function moveCartItem(db: Executor, { cartItemId, cartId }: { cartItemId: number; cartId: string }): Promise<void> {
  await db.update(cartItems).set({ cartId }).where(eq(cartItems.id, cartItemId));
}

// ——— Owners ———

export async function findCartOwner(db: Executor, cartId: string): Promise<{ userId: number | null } | null> {
  const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return row ?? null;
}

export interface FindUserCartOptions {
  userId: number;
  subsiteId: number;
  exceptCartId: string;
}

/** The user's newest live cart in the subsite other than the one being mapped, locked for the merge. */
export async function lockOtherUserCart(db: Executor, { userId, subsiteId, exceptCartId }: FindUserCartOptions) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.subsiteId, subsiteId), ne(carts.id, exceptCartId), gt(carts.expiresAt, new Date())))
    .orderBy(desc(carts.updatedAt))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The user's newest live cart in the subsite: the cart every browser they sign in on shows. */
export async function findLiveUserCart(db: Executor, { userId, subsiteId }: { userId: number; subsiteId: number }): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.subsiteId, subsiteId), gt(carts.expiresAt, new Date())))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function setCartOwner(db: Executor, { cartId, userId }: { cartId: string; userId: number }): Promise<void> {
  await db.update(carts).set({ userId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** The merged-away cart ends now (kept, not deleted: orders may refer to it). */
export async function retireCart(db: Executor, cartId: string): Promise<void> {
  await db.update(carts).set({ expiresAt: new Date(), updatedAt: new Date() }).where(eq(carts.id, cartId));
}
