import { describe, expect, it } from 'vitest';
import { computePrice, type PriceInput, type PriceResult } from '@/server/modules/commerce/pricing/price-engine';
import { divideRoundHalfUp } from '@/shared/commerce/rounding';

const line = (result: PriceResult, code: string) => result.lines.find((entry) => entry.code === code)?.amountMinor;
const sumOfLines = (result: PriceResult) => result.lines.reduce((sum, entry) => sum + entry.amountMinor, 0);

const base: PriceInput = {
  netWeightMg: 0,
  ratePerGramMinor: 0,
  wastageBp: 0,
  making: { type: 'per_gram', perGramMinor: 0 },
  makingOfferBp: 0,
  stonesMinor: 0,
  otherMinor: 0,
  taxRateBp: 0,
};

describe('divideRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest integer', () => {
    expect(divideRoundHalfUp(5n, 10n)).toBe(1n); // 0.5 → 1
    expect(divideRoundHalfUp(4n, 10n)).toBe(0n); // 0.4 → 0
    expect(divideRoundHalfUp(15n, 10n)).toBe(2n); // 1.5 → 2
    expect(divideRoundHalfUp(2499n, 1000n)).toBe(2n); // 2.499 → 2
    expect(divideRoundHalfUp(0n, 7n)).toBe(0n);
  });

  it('rounds negative halves away from zero', () => {
    expect(divideRoundHalfUp(-5n, 10n)).toBe(-1n);
    expect(divideRoundHalfUp(-4n, 10n)).toBe(0n);
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('computePrice in India (INR, 0 decimal places, GST 3 %)', () => {
  it('prices per-gram making with wastage, an offer, stones and other charges', () => {
    const result = computePrice({
      netWeightMg: 4250, // 4.250 g of 22K
      ratePerGramMinor: 7250, // ₹7,250/g
      wastageBp: 800, // 8 %
      making: { type: 'per_gram', perGramMinor: 450 }, // ₹450/g
      makingOfferBp: 2500, // 25 % off making
      stonesMinor: 12000,
      otherMinor: 150,
      taxRateBp: 300,
    });
    // metal   4.25 × 7250        = 30812.5    → 30813 (half up)
    // wastage 30812.5 × 8 %      = 2465.0     → 2465
    // making  4.25 × 450         = 1912.5     → 1913
    // offer   1912.5 × 25 %      = 478.125    → 478 (taken from the unrounded making)
    // pre-tax 30813 + 2465 + 1913 − 478 + 12000 + 150 = 46863
    // GST     46863 × 3 %        = 1405.89    → 1406
    // price   46863 + 1406       = 48269
    // actual  pre-tax 47341, GST 1420.23 → 1420, price 48761
    expect(line(result, 'metal')).toBe(30813);
    expect(line(result, 'wastage')).toBe(2465);
    expect(line(result, 'making')).toBe(1913);
    expect(line(result, 'making_offer')).toBe(-478);
    expect(line(result, 'stones')).toBe(12000);
    expect(line(result, 'other')).toBe(150);
    expect(result.preTaxMinor).toBe(46863);
    expect(line(result, 'tax')).toBe(1406);
    expect(result.priceMinor).toBe(48269);
    expect(result.actualPriceMinor).toBe(48761);
    expect(sumOfLines(result)).toBe(result.priceMinor);
  });

  it('prices percent making on the metal value, without wastage or offer', () => {
    const result = computePrice({
      ...base,
      netWeightMg: 3120, // 3.120 g of 18K
      ratePerGramMinor: 5940, // ₹5,940/g
      making: { type: 'percent', basisPoints: 1200 }, // 12 % of metal value
      taxRateBp: 300,
    });
    // metal  3.12 × 5940       = 18532.8   → 18533
    // making 18532.8 × 12 %    = 2223.936  → 2224
    // GST    20757 × 3 %       = 622.71    → 623
    // price  20757 + 623       = 21380 (no offer: actual = price)
    expect(line(result, 'metal')).toBe(18533);
    expect(line(result, 'making')).toBe(2224);
    expect(line(result, 'tax')).toBe(623);
    expect(result.priceMinor).toBe(21380);
    expect(result.actualPriceMinor).toBe(21380);
    expect(line(result, 'making_offer')).toBe(0);
  });
});

describe('computePrice in the UAE (AED, 2 decimal places, VAT 5 %)', () => {
  it('prices per-gram making with other charges in fils', () => {
    const result = computePrice({
      ...base,
      netWeightMg: 5600, // 5.600 g of 22K
      ratePerGramMinor: 28550, // AED 285.50/g
      making: { type: 'per_gram', perGramMinor: 2500 }, // AED 25.00/g
      otherMinor: 1500, // AED 15.00
      taxRateBp: 500,
    });
    // metal  5.6 × 28550 = 159880 fils (AED 1,598.80)
    // making 5.6 × 2500  = 14000 fils  (AED 140.00)
    // pre-tax 159880 + 14000 + 1500 = 175380
    // VAT    175380 × 5 % = 8769.00 → 8769
    // price  184149 fils = AED 1,841.49
    expect(line(result, 'metal')).toBe(159880);
    expect(line(result, 'making')).toBe(14000);
    expect(line(result, 'tax')).toBe(8769);
    expect(result.priceMinor).toBe(184149);
    expect(sumOfLines(result)).toBe(184149);
  });

  it('prices percent making with wastage, an offer and stones', () => {
    const result = computePrice({
      netWeightMg: 2345, // 2.345 g of PT950
      ratePerGramMinor: 13675, // AED 136.75/g
      wastageBp: 500, // 5 %
      making: { type: 'percent', basisPoints: 1500 }, // 15 % of metal value
      makingOfferBp: 1000, // 10 % off making
      stonesMinor: 250000, // AED 2,500.00
      otherMinor: 0,
      taxRateBp: 500,
    });
    // metal   2.345 × 13675        = 32067.875    → 32068
    // wastage 32067.875 × 5 %      = 1603.39375   → 1603
    // making  32067.875 × 15 %     = 4810.18125   → 4810
    // offer   4810.18125 × 10 %    = 481.018125   → 481
    // pre-tax 32068 + 1603 + 4810 − 481 + 250000 = 288000
    // VAT     288000 × 5 %         = 14400
    // price   302400 fils = AED 3,024.00
    // actual  pre-tax 288481, VAT 14424.05 → 14424, price 302905
    expect(line(result, 'metal')).toBe(32068);
    expect(line(result, 'wastage')).toBe(1603);
    expect(line(result, 'making')).toBe(4810);
    expect(line(result, 'making_offer')).toBe(-481);
    expect(result.priceMinor).toBe(302400);
    expect(result.actualPriceMinor).toBe(302905);
    expect(sumOfLines(result)).toBe(302400);
  });
});

describe('computePrice rounding edges', () => {
  it('rounds a metal value of exactly half a minor unit up', () => {
    // 1 mg × 500/g = 0.5 → 1; 1 mg × 499/g = 0.499 → 0; 3 mg × 500/g = 1.5 → 2
    expect(line(computePrice({ ...base, netWeightMg: 1, ratePerGramMinor: 500 }), 'metal')).toBe(1);
    expect(line(computePrice({ ...base, netWeightMg: 1, ratePerGramMinor: 499 }), 'metal')).toBe(0);
    expect(line(computePrice({ ...base, netWeightMg: 3, ratePerGramMinor: 500 }), 'metal')).toBe(2);
  });

  it('rounds tax of exactly half a minor unit up and below half down', () => {
    // 50 g × 1/g = 50; 50 × 3 % = 1.5 → 2. 16 × 3 % = 0.48 → 0. 17 × 3 % = 0.51 → 1.
    const price = (netWeightMg: number) => computePrice({ ...base, netWeightMg, ratePerGramMinor: 1, taxRateBp: 300 });
    expect(price(50_000).taxMinor).toBe(2);
    expect(price(50_000).priceMinor).toBe(52);
    expect(price(16_000).taxMinor).toBe(0);
    expect(price(17_000).taxMinor).toBe(1);
  });

  it('takes tax on the rounded lines, so the lines always add up to the price', () => {
    // Two lines each 0.5 short of a unit round up separately: 1.5 → 2 and 2.5 → 3, so
    // pre-tax is 5 (not the unrounded 4), and GST is on 5.
    const result = computePrice({
      ...base,
      netWeightMg: 3,
      ratePerGramMinor: 500, // metal 1.5 → 2
      making: { type: 'per_gram', perGramMinor: 833_333 }, // 3 mg × 833333/g = 2499.999 → 2500
      taxRateBp: 300,
    });
    expect(line(result, 'metal')).toBe(2);
    expect(line(result, 'making')).toBe(2500);
    expect(result.taxMinor).toBe(75); // 2502 × 3 % = 75.06 → 75
    expect(result.priceMinor).toBe(2577);
  });

  it('keeps the lines summing to the price for many generated inputs', () => {
    let seed = 7;
    const next = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % max;
    };
    for (let i = 0; i < 500; i++) {
      const result = computePrice({
        netWeightMg: next(200_000),
        ratePerGramMinor: next(1_500_000),
        wastageBp: next(2000),
        making: i % 2 ? { type: 'percent', basisPoints: next(3000) } : { type: 'per_gram', perGramMinor: next(200_000) },
        makingOfferBp: next(10_001),
        stonesMinor: next(5_000_000),
        otherMinor: next(100_000),
        taxRateBp: i % 3 ? 300 : 500,
      });
      expect(sumOfLines(result)).toBe(result.priceMinor);
      expect(result.actualPriceMinor).toBeGreaterThanOrEqual(result.priceMinor);
    }
  });

  it('refuses fractional or negative inputs instead of rounding them silently', () => {
    expect(() => computePrice({ ...base, netWeightMg: 1.5 })).toThrow(RangeError);
    expect(() => computePrice({ ...base, stonesMinor: -1 })).toThrow(RangeError);
  });
});
