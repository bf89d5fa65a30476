/**
 * Money travels as integer minor units inside the services and as decimal numbers on the wire
 * (the spec's `orderItemPrice`, `orderSubtotal`). A subsite's minor unit is 10^-decimalPlaces of
 * its currency: India has 0 decimal places (whole rupees), the UAE 2 (fils).
 */
import { formatDecimal } from './number-format';
import { isRightToLeft } from './locale';

/** Integer minor units → the wire's decimal number (12345, 2 → 123.45). Exact for safe integers. */
export function minorToDecimal(minor: number, decimalPlaces: number): number {
  if (!Number.isSafeInteger(minor)) throw new Error(`Minor units must be a safe integer, got ${minor}`);
  return Number((minor / 10 ** decimalPlaces).toFixed(decimalPlaces));
}

/**
 * The largest amount the wire carries, in major units (₹1,000,000,000,000 or AED): far above any
 * price, and small enough that its minor units at two decimals stay a safe integer.
 */
export const MAX_WIRE_AMOUNT = 1_000_000_000_000;
/** The most decimal places any subsite's currency has (fils): an amount with more is bad input. */
export const MAX_WIRE_DECIMALS = 2;

/**
 * The digits of a finite amount as JavaScript prints it in plain decimal (`123.45`), or null
 * when it would print in exponent form (below 10^-6 or from 10^21: `1e-7`, `1e+308`).
 */
function plainDigits(amount: number): { whole: string; fraction: string } | null {
  const printed = String(Math.abs(amount));
  if (!Number.isFinite(amount) || /e/i.test(printed)) return null;
  const [whole = '0', fraction = ''] = printed.split('.');
  return { whole, fraction };
}

/** Decimal places of a wire amount (`123.45` → 2); null for NaN, infinities and exponent-sized amounts. */
export function decimalPlacesOf(amount: number): number | null {
  if (amount === 0) return 0;
  return plainDigits(amount)?.fraction.length ?? null;
}

/**
 * Why a wire amount cannot be money, or null when it can: finite, plain decimal (never exponent
 * sized), at most MAX_WIRE_DECIMALS decimals, within ±MAX_WIRE_AMOUNT.
 */
export function wireAmountProblem(amount: number, maxDecimals = MAX_WIRE_DECIMALS): string | null {
  if (!Number.isFinite(amount)) return 'must be a finite number';
  if (Math.abs(amount) > MAX_WIRE_AMOUNT) return `must be at most ${MAX_WIRE_AMOUNT}`;
  const places = decimalPlacesOf(amount);
  if (places === null || places > maxDecimals) return `must have at most ${maxDecimals} decimal places`;
  return null;
}

/**
 * The wire's decimal number → integer minor units, rounding half away from zero. Works on the
 * amount's decimal digits (never through an exponent string), so `1e-7` is 0 and a non-finite or
 * out-of-range amount throws instead of becoming NaN; routes refuse those first (a 400 naming the
 * field, through the contracts' `wireAmount`).
 */
export function decimalToMinor(amount: number, decimalPlaces: number): number {
  if (!Number.isFinite(amount) || Math.abs(amount) > MAX_WIRE_AMOUNT) throw new RangeError(`Not a money amount: ${amount}`);
  const digits = plainDigits(amount);
  // Only amounts below 10^-6 print in exponent form here: they round to 0 at any currency's places.
  if (!digits) return 0;
  const fraction = digits.fraction.padEnd(decimalPlaces + 1, '0');
  const truncated = Number(`${digits.whole}${fraction.slice(0, decimalPlaces)}`);
  const minor = (fraction[decimalPlaces] ?? '0') >= '5' ? truncated + 1 : truncated;
  return minor === 0 ? 0 : Math.sign(amount) * minor;
}

export interface FormatMoneyOptions {
  amount: number;
  currencySymbol: string;
  decimalPlaces: number;
  /** BCP 47 tag for digit grouping: `en-IN` groups 1,23,456; `ar-AE` keeps Latin digits here. */
  languageTag: string;
  /** A whole amount without its zero decimals (`AED 1,000`, not `AED 1,000.00`): for round figures such as filter ranges. */
  wholeWithoutDecimals?: boolean;
}

/** `₹1,23,456` or `AED 1,234.50`: symbol on the left as the site settings say. */
export function formatMoney({ amount, currencySymbol, decimalPlaces, languageTag, wholeWithoutDecimals = false }: FormatMoneyOptions): string {
  const places = wholeWithoutDecimals && Number.isInteger(amount) ? 0 : decimalPlaces;
  const text = `${currencySymbol}${formatDecimal(amount, places, languageTag)}`;
  // After Arabic words, Unicode's bidi rules make the digits an Arabic number and leave a sign that
  // is no letter (₹) behind them: "يرجى دفع 1,500₹". In a right-to-left language such an amount is
  // one left-to-right piece (docs/shopper-grade.md, "Mixed directions in one line").
  return isRightToLeft(languageTag.split('-')[0]!) && !/^\p{L}/u.test(currencySymbol) ? `\u2066${text}\u2069` : text;
}

/** How amounts of one currency are written: `₹1,23,456` or `AED 1,234.50`. */
export type MoneyStyle = Omit<FormatMoneyOptions, 'amount' | 'wholeWithoutDecimals'>;

/** Currencies written with a sign of their own; any other is written with its ISO code and a space. */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = { INR: '₹' };

/**
 * How an amount of a currency is written where no site's settings say so: an order placed on another
 * subsite than the page's, an e-mail about an order (docs/shopper-grade.md, "Every order in its own
 * currency"). The digits are grouped as the currency's country groups them (an ISO 4217 code begins
 * with its country's ISO 3166 code: INR → IN, so ₹1,69,478), in the reader's language.
 */
export function currencyStyle(currencyCode: string, decimalPlaces: number, languageCode: string): MoneyStyle {
  return {
    currencySymbol: CURRENCY_SIGNS[currencyCode] ?? `${currencyCode} `,
    decimalPlaces,
    languageTag: `${languageCode}-${currencyCode.slice(0, 2)}`,
  };
}
