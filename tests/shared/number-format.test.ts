import { describe, expect, it } from 'vitest';
import { formatDecimal } from '@/shared/number-format';
import { LOCALES, toLanguageTag } from '@/shared/locale';

const formats = new Map<string, Intl.NumberFormat>();
function intl(value: number, places: number, languageTag: string): string {
  const key = `${languageTag}:${places}`;
  const format = formats.get(key) ?? new Intl.NumberFormat(languageTag, { minimumFractionDigits: places, maximumFractionDigits: places, numberingSystem: 'latn' });
  formats.set(key, format);
  return format.format(value);
}

/** A deterministic spread of values: money in minor and major units, weights, halves, signs, extremes. */
function values(): number[] {
  const out = [0, -0, 0.5, 1.5, 2.5, -0.5, 0.005, 1.005, 1.015, 2.675, 0.045, 999.5, 999.995, 99999.995, -0.001, -0.004, 1e-7, 1.5e-7, 5e-7, 1e15, 123456789012.345, 9007199254740991, 1e21, 1.23e22];
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let exponent = 0; exponent <= 13; exponent += 1) {
    out.push(10 ** exponent, 10 ** exponent - 1, -(10 ** exponent));
    for (let n = 0; n < 60; n += 1) {
      const magnitude = 10 ** exponent * next();
      out.push(magnitude, -magnitude, Math.round(magnitude), Math.round(magnitude * 100) / 100, Math.round(magnitude * 1000) / 1000, Math.floor(magnitude) + 0.5, Math.floor(magnitude) + 0.005);
    }
  }
  return out;
}

describe('formatDecimal', () => {
  it.each(LOCALES.map((locale) => toLanguageTag(locale)))('writes every value as Intl.NumberFormat does in %s, 0 to 4 places', (languageTag) => {
    const differences: string[] = [];
    for (const value of values()) {
      for (let places = 0; places <= 4; places += 1) {
        const expected = intl(value, places, languageTag);
        const actual = formatDecimal(value, places, languageTag);
        if (actual !== expected) differences.push(`${value} (${places}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('groups India in lakhs and crores, the Emirates in thousands, with Arabic’s marked minus', () => {
    expect(formatDecimal(12345678.5, 2, 'en-IN')).toBe('1,23,45,678.50');
    expect(formatDecimal(12345678.5, 0, 'en-AE')).toBe('12,345,679');
    expect(formatDecimal(-1234.5, 2, 'ar-AE')).toBe('\u200e-1,234.50');
  });

  it('hands a language it does not know, and what is not a finite number, to Intl.NumberFormat', () => {
    expect(formatDecimal(1234.5, 2, 'de-DE')).toBe(intl(1234.5, 2, 'de-DE'));
    expect(formatDecimal(Number.NaN, 0, 'en-IN')).toBe(intl(Number.NaN, 0, 'en-IN'));
    expect(formatDecimal(Number.POSITIVE_INFINITY, 2, 'ar-AE')).toBe(intl(Number.POSITIVE_INFINITY, 2, 'ar-AE'));
  });
});
