import { http } from 'msw';
import { METALS, PURITIES } from '@/shared/constants';
import { RateHistory, RateHistoryQuery } from '@/shared/contracts/rates-history';
import { commerceOk, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { parseInput, queryOf } from '../lib/validate';

const DAY_MS = 86_400_000;

/**
 * `GET /api/metal-rates/history/`: the recorded rates have no history, so the mock draws a fixed
 * gentle wave around the previous rate for the past days and ends on today's recorded rate
 * (the same numbers on every run: screenshots and tests stay stable).
 */
export const ratesHistoryHandlers = [
  http.get(
    anyOrigin('/api/metal-rates/history/'),
    withEnvelope('commerce', ({ request }) => {
      const query = parseInput(RateHistoryQuery, queryOf(request), 'querystring');
      const { catalogue } = resolveMockSite(request);
      const { currencyCode, decimalPlaces } = catalogue.products[0]!.detail.priceBreakup;
      const round = (value: number) => Number(value.toFixed(decimalPlaces));
      const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      const series = catalogue.metalRates
        .filter((rate) => (!query.metal || rate.metal === query.metal) && (!query.purity || rate.purity === query.purity))
        .sort((a, b) => METALS.indexOf(a.metal) - METALS.indexOf(b.metal) || PURITIES.indexOf(a.purity) - PURITIES.indexOf(b.purity))
        .map((rate) => ({
          metal: rate.metal,
          purity: rate.purity,
          currencyCode,
          decimalPlaces,
          points: Array.from({ length: query.days }, (_, index) => {
            const daysAgo = query.days - 1 - index;
            const wave = 1 + 0.012 * Math.sin(daysAgo / 3) - 0.0006 * daysAgo;
            return {
              date: new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10),
              ratePerGram: daysAgo === 0 ? rate.ratePerGram : round(rate.previousRatePerGram * wave),
            };
          }),
        }));
      return commerceOk(RateHistory, series);
    }),
  ),
];
