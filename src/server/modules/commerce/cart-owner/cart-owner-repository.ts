import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cartItems, carts, productStock } from '../../../db/schema';

export async function findCartOwner(db: Executor, cartId: string): Promise<{ userId: number | null } | null> {
  const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId)).limit(1);
  return row ?? null;
}

/** The cart row locked for the merge (two sign-ins at once must not both merge). */
export async function lockCart(db: Executor, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update').limit(1);
  return row ?? null;
}

export interface FindUserCartOptions {
  userId: number;
  subsiteId: number;
  exceptCartId: string;
}

/** The user's newest live cart in the subsite, other than the one being mapped. */
export async function findUserCart(db: Executor, { userId, subsiteId, exceptCartId }: FindUserCartOptions) {
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

export async function listLines(db: Executor, cartId: string) {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
}

export async function moveLine(db: Executor, { lineId, cartId }: { lineId: number; cartId: string }): Promise<void> {
  await db.update(cartItems).set({ cartId }).where(eq(cartItems.id, lineId));
}

export async function setLineQuantity(db: Executor, { lineId, quantity }: { lineId: number; quantity: number }): Promise<void> {
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, lineId));
}

export async function deleteLine(db: Executor, lineId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.id, lineId));
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
