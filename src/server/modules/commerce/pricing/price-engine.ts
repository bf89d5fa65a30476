import { divideRoundHalfUp, toBigIntAmount, toSafeNumber } from '@/shared/commerce/rounding';

/**
 * The one place money is computed (issue 3 item 1). Everything is in integer minor units of
 * the subsite's currency (INR: rupees, AED: fils), weights in milligrams, rates per gram and
 * percentages in basis points. No floats anywhere.
 */
export type MakingCharge = { type: 'per_gram'; perGramMinor: number } | { type: 'percent'; basisPoints: number };

export interface PriceInput {
  /** Net metal weight of the chosen option (the product's weight plus the option's delta). */
  netWeightMg: number;
  /** Today's rate for the product's metal and purity, minor units per gram. */
  ratePerGramMinor: number;
  /** Wastage as a share of the metal value, basis points (800 = 8 %). */
  wastageBp: number;
  making: MakingCharge;
  /** Discount on the making charge, basis points of making (2500 = 25 % off). */
  makingOfferBp: number;
  stonesMinor: number;
  otherMinor: number;
  /** Subsite tax on the pre-tax total, basis points (300 = GST 3 %, 500 = VAT 5 %). */
  taxRateBp: number;
}

export const PRICE_LINE_CODES = ['metal', 'wastage', 'making', 'making_offer', 'stones', 'other', 'tax'] as const;
export type PriceLineCode = (typeof PRICE_LINE_CODES)[number];

export interface PricedLine {
  code: PriceLineCode;
  /** Rounded to the minor unit; the offer line is negative. */
  amountMinor: number;
}

export interface PriceResult {
  /** Every line in PRICE_LINE_CODES order, zero amounts included; they add up to priceMinor. */
  lines: PricedLine[];
  preTaxMinor: number;
  taxMinor: number;
  /** What the shopper pays, tax included. */
  priceMinor: number;
  /** The same price without the making offer (its own tax recomputed). */
  actualPriceMinor: number;
}

const MG_PER_GRAM = 1000n;
const BP = 10_000n;

/**
 * Prices one option. Each line is rounded half up once, from exact fractions of the inputs
 * (wastage, percent making and the offer from the unrounded amounts they are shares of, so
 * rounding never compounds); tax is computed on the sum of the rounded lines, so the lines
 * add up exactly to the price.
 */
export function computePrice(input: PriceInput): PriceResult {
  const weight = toBigIntAmount('netWeightMg', input.netWeightMg);
  const rate = toBigIntAmount('ratePerGramMinor', input.ratePerGramMinor);
  const wastageBp = toBigIntAmount('wastageBp', input.wastageBp);
  const offerBp = toBigIntAmount('makingOfferBp', input.makingOfferBp);
  const taxBp = toBigIntAmount('taxRateBp', input.taxRateBp);

  // Metal value as the exact fraction weight × rate / 1000 (minor units).
  const metalNumerator = weight * rate;
  const metal = divideRoundHalfUp(metalNumerator, MG_PER_GRAM);
  const wastage = divideRoundHalfUp(metalNumerator * wastageBp, MG_PER_GRAM * BP);

  // Making as an exact fraction too, so the offer is taken from the unrounded making.
  const [makingNumerator, makingDenominator] =
    input.making.type === 'per_gram'
      ? [weight * toBigIntAmount('perGramMinor', input.making.perGramMinor), MG_PER_GRAM]
      : [metalNumerator * toBigIntAmount('makingChargeBp', input.making.basisPoints), MG_PER_GRAM * BP];
  const making = divideRoundHalfUp(makingNumerator, makingDenominator);
  const offer = divideRoundHalfUp(makingNumerator * offerBp, makingDenominator * BP);

  const stones = toBigIntAmount('stonesMinor', input.stonesMinor);
  const other = toBigIntAmount('otherMinor', input.otherMinor);

  const actualPreTax = metal + wastage + making + stones + other;
  const preTax = actualPreTax - offer;
  const tax = divideRoundHalfUp(preTax * taxBp, BP);
  const actualTax = divideRoundHalfUp(actualPreTax * taxBp, BP);

  const amounts: Record<PriceLineCode, bigint> = {
    metal,
    wastage,
    making,
    making_offer: -offer,
    stones,
    other,
    tax,
  };
  return {
    lines: PRICE_LINE_CODES.map((code) => ({ code, amountMinor: toSafeNumber(amounts[code]) })),
    preTaxMinor: toSafeNumber(preTax),
    taxMinor: toSafeNumber(tax),
    priceMinor: toSafeNumber(preTax + tax),
    actualPriceMinor: toSafeNumber(actualPreTax + actualTax),
  };
}
