import { describe, expect, it } from 'vitest';
import { computePrice, type PriceInput } from '@/server/modules/commerce/pricing/price-engine';
import { toPriceBreakup, type PricingSite } from '@/server/modules/commerce/pricing/price-breakup';
import { formatBasisPoints, formatGrams } from '@/server/modules/commerce/pricing/price-labels';

const india: PricingSite = {
  subsiteCode: 'in',
  languageCode: 'en',
  currencyCode: 'INR',
  currencySymbol: '₹',
  decimalPlaces: 0,
  taxLabel: 'GST',
  taxRateBp: 300,
};
const uae: PricingSite = { ...india, subsiteCode: 'ae', currencyCode: 'AED', currencySymbol: 'AED ', decimalPlaces: 2, taxLabel: 'VAT', taxRateBp: 500 };

const ringInIndia: PriceInput = {
  netWeightMg: 4250,
  ratePerGramMinor: 7250,
  wastageBp: 800,
  making: { type: 'per_gram', perGramMinor: 450 },
  makingOfferBp: 2500,
  stonesMinor: 12000,
  otherMinor: 150,
  taxRateBp: 300,
};

const breakup = (input: PriceInput, site: PricingSite) =>
  toPriceBreakup({ input, result: computePrice(input), metal: 'gold', purity: '22K', site });

/** Sums decimal amounts through integer minor units, the way a careful client would. */
const sumInMinor = (amounts: number[], decimalPlaces: number) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 10 ** decimalPlaces), 0);

describe('toPriceBreakup', () => {
  it('shows every applicable line with how it was computed, in rupees', () => {
    const result = breakup(ringInIndia, india);
    // Figures from price-engine.test.ts: 30813 + 2465 + 1913 − 478 + 12000 + 150 + 1406 = 48269.
    expect(result).toMatchObject({ currencyCode: 'INR', decimalPlaces: 0, ratePerGram: 7250, netWeight: 4.25 });
    expect(result.lines).toEqual([
      { code: 'metal', label: 'Gold 22K', amount: 30813, detail: '4.250 g × ₹7,250/g' },
      { code: 'wastage', label: 'Wastage', amount: 2465, detail: '8% of metal value' },
      { code: 'making', label: 'Making charges', amount: 1913, detail: '4.250 g × ₹450/g' },
      { code: 'making_offer', label: 'Offer on making charges', amount: -478, detail: '25% off making charges' },
      { code: 'stones', label: 'Stones', amount: 12000 },
      { code: 'other', label: 'Other charges', amount: 150 },
      { code: 'tax', label: 'Tax (GST)', amount: 1406, detail: 'GST 3%' },
    ]);
    expect(result.price).toBe(48269);
    expect(result.actualPrice).toBe(48761);
  });

  it('converts fils to dirhams only at the edge and the lines still add up', () => {
    const input: PriceInput = {
      ...ringInIndia,
      netWeightMg: 2345,
      ratePerGramMinor: 13675,
      wastageBp: 500,
      making: { type: 'percent', basisPoints: 1500 },
      makingOfferBp: 1000,
      stonesMinor: 250000,
      otherMinor: 0,
      taxRateBp: 500,
    };
    const result = breakup(input, uae);
    // 320.68 + 16.03 + 48.10 − 4.81 + 2500.00 + 144.00 = 3024.00 (see price-engine.test.ts)
    expect(result.lines.map((entry) => entry.amount)).toEqual([320.68, 16.03, 48.1, -4.81, 2500, 144]);
    expect(result.lines[0]?.detail).toBe('2.345 g × AED 136.75/g');
    expect(result.lines[2]?.detail).toBe('15% of metal value');
    expect(result.price).toBe(3024);
    expect(result.actualPrice).toBe(3029.05);
    expect(sumInMinor(result.lines.map((entry) => entry.amount), 2)).toBe(302400);
  });

  it('leaves out wastage, offer, stones and other lines that do not apply', () => {
    const input: PriceInput = { ...ringInIndia, wastageBp: 0, makingOfferBp: 0, stonesMinor: 0, otherMinor: 0 };
    expect(breakup(input, india).lines.map((entry) => entry.code)).toEqual(['metal', 'making', 'tax']);
  });

  it('labels lines in Hindi and Arabic', () => {
    const hindi = breakup(ringInIndia, { ...india, languageCode: 'hi' });
    expect(hindi.lines[0]).toMatchObject({ label: 'सोना 22K', detail: '4.250 ग्राम × ₹7,250/ग्राम' });
    // The tax by the name shoppers know it in their language, never the English abbreviation.
    expect(hindi.lines.at(-1)).toMatchObject({ label: 'कर (जीएसटी)', detail: 'जीएसटी 3%' });
    const arabic = breakup({ ...ringInIndia, taxRateBp: 500 }, { ...uae, languageCode: 'ar' });
    expect(arabic.lines.map((entry) => entry.label)).toContain('أجور الصياغة');
    expect(arabic.lines[0]?.label).toBe('ذهب 22K');
    expect(arabic.lines.at(-1)).toMatchObject({ label: 'الضريبة (ضريبة القيمة المضافة)', detail: 'ضريبة القيمة المضافة 5%' });
  });

  it('falls back to English for a language it has no words for', () => {
    expect(breakup(ringInIndia, { ...india, languageCode: 'fr' }).lines[0]?.label).toBe('Gold 22K');
  });
});

describe('formatBasisPoints and formatGrams', () => {
  it('formats without floats', () => {
    expect(formatBasisPoints(800)).toBe('8%');
    expect(formatBasisPoints(1250)).toBe('12.5%');
    expect(formatBasisPoints(325)).toBe('3.25%');
    expect(formatBasisPoints(5)).toBe('0.05%');
    expect(formatGrams(4250)).toBe('4.250');
    expect(formatGrams(12005)).toBe('12.005');
    expect(formatGrams(80)).toBe('0.080');
  });
});
