import { describe, expect, it } from 'vitest';
import { currencyStyle, decimalPlacesOf, decimalToMinor, formatMoney, MAX_WIRE_AMOUNT, minorToDecimal, wireAmountProblem } from '@/shared/money';

describe('minorToDecimal', () => {
  it.each([
    [12345, 2, 123.45],
    [12345, 0, 12345],
    [5, 2, 0.05],
    [-210, 2, -2.1],
    [0, 2, 0],
  ])('%d minor units with %d places → %d', (minor, places, expected) => {
    expect(minorToDecimal(minor, places)).toBe(expected);
  });

  it('refuses a fraction or an unsafe integer', () => {
    expect(() => minorToDecimal(1.5, 2)).toThrow(/safe integer/);
    expect(() => minorToDecimal(2 ** 53, 0)).toThrow(/safe integer/);
  });
});

describe('decimalToMinor', () => {
  it.each([
    [123.45, 2, 12345],
    [0.1 + 0.2, 2, 30],
    [1.005, 2, 101],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-1.005, 2, -101],
    [7250, 0, 7250],
  ])('%d with %d places → %d minor units (half away from zero)', (amount, places, expected) => {
    expect(decimalToMinor(amount, places)).toBe(expected);
  });

  it('round-trips with minorToDecimal', () => {
    for (const minor of [0, 1, 99, 100, 12345, 987654321]) expect(decimalToMinor(minorToDecimal(minor, 2), 2)).toBe(minor);
  });

  it('never goes through an exponent string: tiny amounts are 0, not NaN', () => {
    expect(decimalToMinor(1e-7, 2)).toBe(0);
    expect(decimalToMinor(5e-324, 2)).toBe(0);
    expect(decimalToMinor(-1e-7, 0)).toBe(0);
    expect(decimalToMinor(MAX_WIRE_AMOUNT, 2)).toBe(MAX_WIRE_AMOUNT * 100);
  });

  it('throws on amounts that are not money instead of returning NaN', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 1e308, -1e21]) expect(() => decimalToMinor(amount, 2)).toThrow(RangeError);
  });
});

describe('wire amounts', () => {
  it.each([
    [123.45, 2],
    [7250, 0],
    [0.5, 1],
    [1e-7, null],
    [5e-324, null],
    [1e21, null],
    [Number.NaN, null],
  ])('%d has %s decimal places as printed', (amount, places) => {
    expect(decimalPlacesOf(amount)).toBe(places);
  });

  it.each([
    [1e308, /at most 1000000000000/],
    [5e-324, /at most 2 decimal places/],
    [1e-7, /at most 2 decimal places/],
    [123.456, /at most 2 decimal places/],
    [Number.POSITIVE_INFINITY, /finite/],
  ])('refuses %d', (amount, message) => {
    expect(wireAmountProblem(amount)).toMatch(message);
  });

  it('accepts plain money', () => {
    for (const amount of [0, 1, 290.25, 99_999.5, MAX_WIRE_AMOUNT]) expect(wireAmountProblem(amount)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('groups Indian rupees in lakhs with no decimals', () => {
    expect(formatMoney({ amount: 123456, currencySymbol: '₹', decimalPlaces: 0, languageTag: 'en-IN' })).toBe('₹1,23,456');
  });

  it('shows dirhams with two decimals and Latin digits, even in Arabic', () => {
    expect(formatMoney({ amount: 1234.5, currencySymbol: 'AED ', decimalPlaces: 2, languageTag: 'en-AE' })).toBe('AED 1,234.50');
    expect(formatMoney({ amount: 1234.5, currencySymbol: 'AED ', decimalPlaces: 2, languageTag: 'ar-AE' })).toMatch(/^AED 1.?234.50$/);
  });
});

describe('currencyStyle', () => {
  it('writes rupees with their sign and Indian grouping, other currencies with their code, in the reader\'s language', () => {
    expect(formatMoney({ amount: 169478, ...currencyStyle('INR', 0, 'en') })).toBe('₹1,69,478');
    expect(formatMoney({ amount: 169478, ...currencyStyle('INR', 0, 'hi') })).toBe('₹1,69,478');
    expect(currencyStyle('INR', 0, 'ar')).toEqual({ currencySymbol: '₹', decimalPlaces: 0, languageTag: 'ar-IN' });
    expect(formatMoney({ amount: 8450.5, ...currencyStyle('AED', 2, 'en') })).toBe('AED 8,450.50');
    expect(formatMoney({ amount: 12.5, ...currencyStyle('SGD', 2, 'en') })).toBe('SGD 12.50');
  });

  it('keeps a sign that is no letter with its digits in a right-to-left language: one left-to-right piece', () => {
    // Unicode's bidi rules would show "يرجى دفع ₹1,500" as "يرجى دفع 1,500₹".
    expect(formatMoney({ amount: 1500, ...currencyStyle('INR', 0, 'ar') })).toBe('\u2066₹1,500\u2069');
    // A code of letters holds its digits already; a left-to-right language needs nothing.
    expect(formatMoney({ amount: 8450.5, ...currencyStyle('AED', 2, 'ar') })).toBe('AED 8,450.50');
    expect(formatMoney({ amount: 1500, ...currencyStyle('INR', 0, 'hi') })).toBe('₹1,500');
  });
});
