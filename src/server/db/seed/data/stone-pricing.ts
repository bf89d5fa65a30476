import type { PerSubsite, SeedStone } from '../types';

/**
 * Stone prices. UAE prices are derived from Indian ones at a fixed exchange rate so the two
 * subsites stay consistent; both are rounded the way a price tag would be (₹100, AED 1).
 */
const INR_PER_AED = 22.5;

/** Rupees → whole dirhams, expressed in fils (AED has 2 decimal places). */
export function rupeesToFils(rupees: number): number {
  return Math.round(rupees / INR_PER_AED) * 100;
}

export function perSubsiteFromRupees(rupees: number): PerSubsite<number> {
  return { in: rupees, ae: rupeesToFils(rupees) };
}

export type Clarity = 'VVS1' | 'VVS2' | 'VS1' | 'VS2' | 'SI1' | 'SI2';
export type DiamondColour = 'E-F' | 'G-H';

/** Rupees per carat for a 0.25–0.5 ct stone of G-H colour (roughly what Indian jewellers quote). */
const DIAMOND_PER_CARAT: Record<Clarity, number> = {
  VVS1: 200_000,
  VVS2: 185_000,
  VS1: 160_000,
  VS2: 150_000,
  SI1: 115_000,
  SI2: 95_000,
};

/** Small stones cost far less per carat than a solitaire; big ones far more. */
function sizeFactor(caratsPerStone: number): number {
  if (caratsPerStone < 0.02) return 0.55;
  if (caratsPerStone < 0.1) return 0.7;
  if (caratsPerStone < 0.25) return 0.85;
  if (caratsPerStone < 0.5) return 1;
  if (caratsPerStone < 1) return 1.35;
  return 1.8;
}

/** Rupees per carat (pearls and cubic zirconia are cheap; polki is uncut diamond). */
const GEM_PER_CARAT: Record<Exclude<SeedStone['kind'], 'diamond'>, number> = {
  ruby: 16_000,
  emerald: 20_000,
  sapphire: 22_000,
  polki: 26_000,
  pearl: 1_200,
  cubic_zirconia: 600,
};

/** A stone line before the product gives its certificate a number. */
export type StoneInput = Omit<SeedStone, 'certificate'> & { lab?: 'IGI' | 'GIA' | 'SGL' };

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function diamonds(
  count: number,
  carats: number,
  clarity: Clarity,
  colour: DiamondColour,
  extra: { shape?: string; lab?: 'IGI' | 'GIA' } = {},
): StoneInput {
  const perCarat = DIAMOND_PER_CARAT[clarity] * (colour === 'E-F' ? 1.12 : 1) * sizeFactor(carats / count);
  return {
    kind: 'diamond',
    count,
    caratMilli: Math.round(carats * 1000),
    shape: extra.shape ?? 'round',
    clarity,
    colour,
    lab: extra.lab,
    charge: perSubsiteFromRupees(roundTo(perCarat * carats, 100)),
  };
}

export function gems(
  kind: Exclude<SeedStone['kind'], 'diamond'>,
  count: number,
  carats: number,
  shape?: string,
): StoneInput {
  const base = GEM_PER_CARAT[kind] * carats;
  const rupees = roundTo(kind === 'cubic_zirconia' ? Math.max(base, count * 40) : base, 100);
  return { kind, count, caratMilli: Math.round(carats * 1000), shape, charge: perSubsiteFromRupees(rupees) };
}
