import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { promotions } from '../../../db/schema';

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
