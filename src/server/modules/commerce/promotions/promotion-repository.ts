import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { promotionRedemptions, promotions } from '../../../db/schema';

export interface ListLivePromotionRowsOptions {
  db: Executor;
  subsiteId: number;
}

/** The subsite's promotions valid now (started, not ended) that are meant for product pages. */
export async function listLiveProductPromotionRows({ db, subsiteId }: ListLivePromotionRowsOptions) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.subsiteId, subsiteId),
        eq(promotions.showOnProduct, true),
        lte(promotions.startsAt, sql`now()`),
        gt(promotions.endsAt, sql`now()`),
      ),
    )
    .orderBy(asc(promotions.id));
}
export type PromotionRow = Awaited<ReturnType<typeof listLiveProductPromotionRows>>[number];

export interface FindPromotionByCodeOptions {
  db: Executor;
  subsiteId: number;
  code: string;
}

/** A coupon of the subsite by its code (upper case), whatever its dates: the caller says why it cannot be used. */
export async function findPromotionByCode({ db, subsiteId, code }: FindPromotionByCodeOptions): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.subsiteId, subsiteId), eq(promotions.code, code.toUpperCase())))
    .orderBy(asc(promotions.id))
    .limit(1);
  return row ?? null;
}

export async function listPromotionsByIds({ db, subsiteId, ids }: { db: Executor; subsiteId: number; ids: number[] }): Promise<PromotionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.subsiteId, subsiteId), inArray(promotions.id, ids)));
}

/** The subsite's promotions valid at `now` (started, not ended), coupons in code order. */
export async function listLivePromotionRows({ db, subsiteId, now }: { db: Executor; subsiteId: number; now: Date }): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(and(eq(promotions.subsiteId, subsiteId), lte(promotions.startsAt, now), gt(promotions.endsAt, now)))
    .orderBy(asc(promotions.code));
}

export interface RedeemerKey {
  userId: number | null;
  /** Lower-cased; a guest is known by it, a user by either. */
  email: string | null;
}

/** Of these promotions, the ids this customer has already redeemed (once-per-customer). */
export async function listRedeemedPromotionIds(db: Executor, { promotionIds, userId, email }: RedeemerKey & { promotionIds: number[] }): Promise<Set<number>> {
  if (promotionIds.length === 0 || (userId === null && !email)) return new Set();
  const who = [userId === null ? undefined : eq(promotionRedemptions.userId, userId), email ? eq(promotionRedemptions.email, email) : undefined].filter(
    (condition) => condition !== undefined,
  );
  const rows = await db
    .select({ promotionId: promotionRedemptions.promotionId })
    .from(promotionRedemptions)
    .where(and(inArray(promotionRedemptions.promotionId, promotionIds), or(...who)));
  return new Set(rows.map((row) => row.promotionId));
}

export interface InsertRedemptionOptions {
  promotionId: number;
  orderId: number;
  userId: number | null;
  email: string;
  discountMinor: number;
}

export async function insertRedemptions(db: Executor, rows: InsertRedemptionOptions[]): Promise<void> {
  if (rows.length) await db.insert(promotionRedemptions).values(rows);
}

/** Serialises redemptions of one promotion by one customer until the transaction ends (once-per-customer). */
export async function lockRedemption(db: Executor, { promotionId, who }: { promotionId: number; who: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${727_200}, hashtext(${`${promotionId}:${who}`}))`);
}

/** Makes the order's promotions usable again (its payment failed): returns how many redemptions went. */
export async function deleteRedemptionsOfOrder(db: Executor, orderId: number): Promise<number> {
  const rows = await db.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId)).returning({ id: promotionRedemptions.id });
  return rows.length;
}
