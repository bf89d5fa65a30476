import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/money';
import { priceRangeText } from '@/storefront/modules/catalogue/price-range-label';

const words = {
  range: (from: string, to: string) => `${from} – ${to}`,
  from: (amount: string) => `${amount} and above`,
  under: (amount: string) => `Under ${amount}`,
  upTo: (amount: string) => `Up to ${amount}`,
};
const uae = (minPrice: number | undefined, maxPrice: number | null | undefined) =>
  priceRangeText({ minPrice, maxPrice, decimalPlaces: 2, words, money: (amount) => formatMoney({ amount, currencySymbol: 'AED ', decimalPlaces: 2, languageTag: 'ar-AE', wholeWithoutDecimals: true }) });
const india = (minPrice: number | undefined, maxPrice: number | null | undefined) =>
  priceRangeText({ minPrice, maxPrice, decimalPlaces: 0, words, money: (amount) => formatMoney({ amount, currencySymbol: '₹', decimalPlaces: 0, languageTag: 'en-IN', wholeWithoutDecimals: true }) });

describe('price filter labels', () => {
  it('prints the UAE buckets in round dirhams, not "AED 1,000.00 – AED 2,499.99"', () => {
    expect(uae(1000, 2499.99)).toBe('AED 1,000 – AED 2,500');
    expect(uae(0, 999.99)).toBe('Under AED 1,000');
    expect(uae(10000, null)).toBe('AED 10,000 and above');
  });

  it('prints the Indian buckets in round rupees', () => {
    expect(india(25000, 49999)).toBe('₹25,000 – ₹50,000');
    expect(india(0, 24999)).toBe('Under ₹25,000');
  });

  it('keeps an end that is not next to a round figure as it is', () => {
    expect(uae(1000.5, 1750.25)).toBe('AED 1,000.50 – AED 1,750.25');
    expect(uae(undefined, 1500)).toBe('Up to AED 1,500');
  });
});

describe('formatMoney with wholeWithoutDecimals', () => {
  it('drops the zero decimals of a whole amount only', () => {
    const money = (amount: number) => formatMoney({ amount, currencySymbol: 'AED ', decimalPlaces: 2, languageTag: 'en-AE', wholeWithoutDecimals: true });
    expect(money(2500)).toBe('AED 2,500');
    expect(money(2499.5)).toBe('AED 2,499.50');
    expect(formatMoney({ amount: 2500, currencySymbol: 'AED ', decimalPlaces: 2, languageTag: 'en-AE' })).toBe('AED 2,500.00');
  });
});
