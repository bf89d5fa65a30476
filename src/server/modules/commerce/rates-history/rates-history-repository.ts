import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { metalRates } from '../../../db/schema';

export interface RateHistoryRow {
  metal: string;
  purity: string;
  ratePerGramMinor: number;
  effectiveAt: Date;
}

export interface ListRateRowsOptions {
  db: Executor;
  subsiteId: number;
  metal?: string;
  purity?: string;
  /** Rows in effect from this moment on, plus the last one before it (the window's opening rate). */
  since: Date;
}

/** The subsite's rates that shaped the window, oldest first (future-dated rows wait for their time). */
export async function listRateRows({ db, subsiteId, metal, purity, since }: ListRateRowsOptions): Promise<RateHistoryRow[]> {
  const filters = [eq(metalRates.subsiteId, subsiteId), lte(metalRates.effectiveAt, sql`now()`)];
  if (metal) filters.push(eq(metalRates.metal, metal));
  if (purity) filters.push(eq(metalRates.purity, purity));
  const columns = { metal: metalRates.metal, purity: metalRates.purity, ratePerGramMinor: metalRates.ratePerGramMinor, effectiveAt: metalRates.effectiveAt };
  const [inWindow, opening] = await Promise.all([
    db.select(columns).from(metalRates).where(and(...filters, gte(metalRates.effectiveAt, since))).orderBy(asc(metalRates.effectiveAt), asc(metalRates.id)),
    db
      .selectDistinctOn([metalRates.metal, metalRates.purity], columns)
      .from(metalRates)
      .where(and(...filters, sql`${metalRates.effectiveAt} < ${since.toISOString()}`))
      .orderBy(metalRates.metal, metalRates.purity, sql`${metalRates.effectiveAt} desc`, sql`${metalRates.id} desc`),
  ]);
  return [...opening, ...inWindow].map((row) => ({ ...row, ratePerGramMinor: Number(row.ratePerGramMinor), effectiveAt: new Date(row.effectiveAt) }));
}
