import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { metalRates } from '../../../db/schema';

export interface MetalRateRow {
  metal: string;
  purity: string;
  ratePerGramMinor: number;
  effectiveAt: Date;
  /** The rate before this one, or null when there is no history. */
  previousRatePerGramMinor: number | null;
}

export interface ListCurrentRatesOptions {
  db: Executor;
  subsiteId: number;
}

/**
 * Today's rate per metal and purity of one subsite: the newest `metal_rates` row in effect
 * (a row dated in the future waits for its time; ties go to the higher id, so a correction
 * entered in the same instant wins), with the rate before it.
 */
export async function listCurrentRates({ db, subsiteId }: ListCurrentRatesOptions): Promise<MetalRateRow[]> {
  const order = sql`partition by ${metalRates.metal}, ${metalRates.purity} order by ${metalRates.effectiveAt} desc, ${metalRates.id} desc`;
  const ranked = db
    .select({
      metal: metalRates.metal,
      purity: metalRates.purity,
      ratePerGramMinor: metalRates.ratePerGramMinor,
      effectiveAt: metalRates.effectiveAt,
      previousRate: sql<string | number | null>`lead(${metalRates.ratePerGramMinor}) over (${order})`.as('previous_rate'),
      position: sql<number>`row_number() over (${order})`.as('position'),
    })
    .from(metalRates)
    .where(and(eq(metalRates.subsiteId, subsiteId), lte(metalRates.effectiveAt, sql`now()`)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(eq(ranked.position, 1));
  // Window results bypass Drizzle's column types: bigints may arrive as strings.
  return rows.map((row) => ({
    metal: row.metal,
    purity: row.purity,
    ratePerGramMinor: Number(row.ratePerGramMinor),
    effectiveAt: new Date(row.effectiveAt),
    previousRatePerGramMinor: row.previousRate === null ? null : Number(row.previousRate),
  }));
}

export interface InsertMetalRateOptions {
  db: Executor;
  subsiteId: number;
  metal: string;
  purity: string;
  ratePerGramMinor: number;
  createdBy: string;
}

/** A new rate, in effect from now: the newest row wins (listCurrentRates). */
export async function insertMetalRate({ db, ...values }: InsertMetalRateOptions) {
  const [row] = await db.insert(metalRates).values(values).returning();
  return { ...row!, ratePerGramMinor: Number(row!.ratePerGramMinor) };
}

export interface ListRateHistoryRowsOptions {
  db: Executor;
  subsiteId?: number;
  metal?: string;
  purity?: string;
  limit: number;
}

/** Rates as entered, newest first (future-dated ones included: staff see what is scheduled). */
export async function listRateHistoryRows({ db, subsiteId, metal, purity, limit }: ListRateHistoryRowsOptions) {
  const conditions = [
    subsiteId === undefined ? undefined : eq(metalRates.subsiteId, subsiteId),
    metal === undefined ? undefined : eq(metalRates.metal, metal),
    purity === undefined ? undefined : eq(metalRates.purity, purity),
  ];
  const rows = await db
    .select()
    .from(metalRates)
    .where(and(...conditions))
    .orderBy(desc(metalRates.effectiveAt), desc(metalRates.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, ratePerGramMinor: Number(row.ratePerGramMinor) }));
}
