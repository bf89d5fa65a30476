import type { MetalCode, Purity, SeedMetalRate, SubsiteCode } from '../types';
import { createRandom } from './seeded-random';

/** Today's rate per gram in minor units: whole rupees for India, fils for the UAE. */
const TODAY: { subsite: SubsiteCode; metal: MetalCode; purity: Purity; rate: number }[] = [
  { subsite: 'in', metal: 'gold', purity: '24K', rate: 7_900 },
  { subsite: 'in', metal: 'gold', purity: '22K', rate: 7_250 },
  { subsite: 'in', metal: 'gold', purity: '18K', rate: 5_930 },
  { subsite: 'in', metal: 'platinum', purity: 'PT950', rate: 3_100 },
  { subsite: 'in', metal: 'silver', purity: '999', rate: 95 },
  { subsite: 'in', metal: 'silver', purity: '925', rate: 88 },
  { subsite: 'ae', metal: 'gold', purity: '24K', rate: 32_500 },
  { subsite: 'ae', metal: 'gold', purity: '22K', rate: 30_100 },
  { subsite: 'ae', metal: 'gold', purity: '18K', rate: 24_600 },
  { subsite: 'ae', metal: 'platinum', purity: 'PT950', rate: 12_600 },
  { subsite: 'ae', metal: 'silver', purity: '999', rate: 390 },
  { subsite: 'ae', metal: 'silver', purity: '925', rate: 360 },
];

const DAYS = 30;

/** Daily moves (as a fraction) of the world price; gold and silver drift gently upwards. */
const VOLATILITY: Record<MetalCode, { spread: number; drift: number }> = {
  gold: { spread: 0.009, drift: 0.0012 },
  platinum: { spread: 0.014, drift: 0.0004 },
  silver: { spread: 0.016, drift: 0.0015 },
};

/**
 * The price level of each of the last 30 days relative to today (today = 1), oldest first.
 * One walk per metal, shared by every purity and both subsites, because both markets follow
 * the same world price: 22K stays below 24K on every day of the history.
 */
function worldLevels(metal: MetalCode): number[] {
  const random = createRandom(`rates:${metal}`);
  const { spread, drift } = VOLATILITY[metal];
  const levels: number[] = [];
  let level = 1;
  for (let day = 0; day < DAYS; day++) {
    const move = drift + (random.next() * 2 - 1) * spread;
    level = level / (1 + move);
    levels.unshift(level);
  }
  return levels;
}

const LEVELS: Record<MetalCode, number[]> = {
  gold: worldLevels('gold'),
  platinum: worldLevels('platinum'),
  silver: worldLevels('silver'),
};

export const metalRates: SeedMetalRate[] = TODAY.map(({ subsite, metal, purity, rate }) => ({
  subsite,
  metal,
  purity,
  ratePerGram: rate,
  history: LEVELS[metal].map((level) => Math.round(rate * level)),
}));
