import { describe, expect, it } from 'vitest';
import { dailyCloses } from '@/server/modules/commerce/rates-history/rates-history-service';

const at = (iso: string, ratePerGramMinor: number) => ({ metal: 'gold', purity: '22K', ratePerGramMinor, effectiveAt: new Date(iso) });

describe('daily closing rates', () => {
  it('takes the last rate in effect at the end of each day and carries it over quiet days', () => {
    const rows = [at('2026-11-18T09:00:00Z', 100), at('2026-11-20T08:00:00Z', 110), at('2026-11-20T15:00:00Z', 120), at('2026-11-22T07:00:00Z', 130)];
    expect(dailyCloses({ rows, days: 4, now: new Date('2026-11-22T10:00:00Z') })).toEqual([
      { date: '2026-11-19', ratePerGramMinor: 100 },
      { date: '2026-11-20', ratePerGramMinor: 120 },
      { date: '2026-11-21', ratePerGramMinor: 120 },
      { date: '2026-11-22', ratePerGramMinor: 130 },
    ]);
  });

  it('leaves out days before the first rate and ignores a rate set later today', () => {
    const rows = [at('2026-11-21T12:00:00Z', 100), at('2026-11-22T23:00:00Z', 999)];
    expect(dailyCloses({ rows, days: 3, now: new Date('2026-11-22T10:00:00Z') })).toEqual([
      { date: '2026-11-21', ratePerGramMinor: 100 },
      { date: '2026-11-22', ratePerGramMinor: 100 },
    ]);
  });
});
