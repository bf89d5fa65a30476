/**
 * Money travels as integer minor units inside the services and as decimal numbers on the wire
 * (the spec's `orderItemPrice`, `orderSubtotal`). A subsite's minor unit is 10^-decimalPlaces of
 * its currency: India has 0 decimal places (whole rupees), the UAE 2 (fils).
 */

/** Integer minor units → the wire's decimal number (12345, 2 → 123.45). Exact for safe integers. */
export function minorToDecimal(minor: number, decimalPlaces: number): number {
  if (!Number.isSafeInteger(minor)) throw new Error(`Minor units must be a safe integer, got ${minor}`);
  return Number((minor / 10 ** decimalPlaces).toFixed(decimalPlaces));
}

/** The wire's decimal number → integer minor units, rounding half away from zero. */
export function decimalToMinor(amount: number, decimalPlaces: number): number {
  const scaled = Number(`${Math.abs(amount)}e${decimalPlaces}`);
  return Math.sign(amount) * Math.round(scaled);
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
  const number = new Intl.NumberFormat(languageTag, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    numberingSystem: 'latn',
  }).format(amount);
  return `${currencySymbol}${number}`;
}
