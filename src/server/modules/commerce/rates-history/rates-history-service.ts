import { METALS, PURITIES } from '@/shared/constants';
import type { RateHistory, RateHistoryQuery } from '@/shared/contracts/rates-history';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { listRateRows, type RateHistoryRow } from './rates-history-repository';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface DailyClosesOptions {
  rows: readonly RateHistoryRow[];
  days: number;
  now: Date;
}

/**
 * One point per UTC day, the last `days` days up to today: the rate in effect at the end of
 * that day (today: now). Rows must be oldest first; days before the first rate are left out.
 */
export function dailyCloses({ rows, days, now }: DailyClosesOptions): { date: string; ratePerGramMinor: number }[] {
  const points: { date: string; ratePerGramMinor: number }[] = [];
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let index = 0;
  let current: number | null = null;
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const dayStart = todayStart - offset * DAY_MS;
    const dayEnd = Math.min(dayStart + DAY_MS, now.getTime() + 1);
    while (index < rows.length && rows[index]!.effectiveAt.getTime() < dayEnd) current = rows[index++]!.ratePerGramMinor;
    if (current !== null) points.push({ date: dayOf(new Date(dayStart)), ratePerGramMinor: current });
  }
  return points;
}

export interface ListRateHistoryOptions {
  db: Executor;
  site: SiteContext;
  query: RateHistoryQuery;
  now?: Date;
}

/** The subsite's daily rate history per metal and purity, in the order of the shared constants. */
export async function listRateHistory({ db, site, query, now = new Date() }: ListRateHistoryOptions): Promise<RateHistory> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (query.days - 1) * DAY_MS);
  const rows = await listRateRows({ db, subsiteId: site.subsiteId, metal: query.metal, purity: query.purity, since });
  const series = new Map<string, RateHistoryRow[]>();
  for (const row of rows) series.set(`${row.metal}:${row.purity}`, [...(series.get(`${row.metal}:${row.purity}`) ?? []), row]);
  const history: RateHistory = [];
  for (const metal of METALS) {
    for (const purity of PURITIES) {
      const list = series.get(`${metal}:${purity}`);
      if (!list) continue;
      list.sort((a, b) => a.effectiveAt.getTime() - b.effectiveAt.getTime());
      const points = dailyCloses({ rows: list, days: query.days, now }).map((point) => ({
        date: point.date,
        ratePerGram: minorToDecimal(point.ratePerGramMinor, site.decimalPlaces),
      }));
      history.push({ metal, purity, currencyCode: site.currencyCode, decimalPlaces: site.decimalPlaces, points });
    }
  }
  return history;
}
