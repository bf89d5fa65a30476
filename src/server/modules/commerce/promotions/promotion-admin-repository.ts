import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { promotionRedemptions, promotions } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';
import type { PromotionRow } from './promotion-repository';

export type NewPromotionRow = typeof promotions.$inferInsert;

export async function listPromotionRows(db: Executor, { subsiteId, search }: { subsiteId?: number; search?: string }): Promise<PromotionRow[]> {
  const conditions = [subsiteId !== undefined ? eq(promotions.subsiteId, subsiteId) : undefined, search ? ilike(promotions.code, containsPattern(search)) : undefined];
  return db
    .select()
    .from(promotions)
    .where(and(...conditions.filter((condition) => condition !== undefined)))
    .orderBy(asc(promotions.subsiteId), asc(promotions.code), asc(promotions.id));
}

export async function countRedemptions(db: Executor, promotionIds: number[]): Promise<Map<number, number>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select({ promotionId: promotionRedemptions.promotionId, count: count() })
    .from(promotionRedemptions)
    .where(inArray(promotionRedemptions.promotionId, promotionIds))
    .groupBy(promotionRedemptions.promotionId);
  return new Map(rows.map((row) => [row.promotionId, Number(row.count)]));
}

export async function lockPromotionRow(db: Executor, id: number): Promise<PromotionRow | null> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row ?? null;
}

export async function insertPromotionRow(db: Executor, values: NewPromotionRow): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotionRow(db: Executor, id: number, values: Partial<NewPromotionRow>): Promise<PromotionRow> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  return row!;
}
