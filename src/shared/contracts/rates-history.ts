import { z } from 'zod';
import { METALS, PURITIES } from '../constants';

/**
 * `GET /api/metal-rates/history/?metal=&purity=&days=30` (public, commerce envelope): the rate in
 * effect at the end of each of the last `days` days, per metal and purity of the request's
 * subsite, for the metal rates page's charts. Without metal/purity every series is returned.
 */
export const MAX_HISTORY_DAYS = 90;

export const RateHistoryQuery = z
  .object({
    metal: z.enum(METALS).optional(),
    purity: z.enum(PURITIES).optional(),
    days: z.coerce.number().int().min(1).max(MAX_HISTORY_DAYS).default(30).describe('How many days back, today included (1–90)'),
  })
  .strict();
export type RateHistoryQuery = z.infer<typeof RateHistoryQuery>;

export const RateHistoryPoint = z.object({
  /** `YYYY-MM-DD` (UTC). */
  date: z.string(),
  /** Per gram, in the subsite's currency (decimal number). */
  ratePerGram: z.number(),
});
export type RateHistoryPoint = z.infer<typeof RateHistoryPoint>;

export const RateHistorySeries = z.object({
  metal: z.enum(METALS),
  purity: z.enum(PURITIES),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  /** Oldest first, one per day; days before the first known rate are left out. */
  points: z.array(RateHistoryPoint),
});
export type RateHistorySeries = z.infer<typeof RateHistorySeries>;

export const RateHistory = z.array(RateHistorySeries);
export type RateHistory = z.infer<typeof RateHistory>;
