/**
 * Numbers written with Latin digits in the shop's languages, without `Intl.NumberFormat` where the
 * rules are known (docs/page-speed.md, "The first number costs 40–80 ms").
 *
 * A browser builds its number-formatting data the first time a page makes an `Intl.NumberFormat`
 * (or a `DateTimeFormat`, or calls `toLocaleString`): 35–80 ms of main thread on this machine, four
 * times that in Lighthouse's phone, in the middle of hydration, on every page (the rate ticker shows
 * a price). The shop's four languages write numbers with one of two groupings, a comma between
 * groups and a full stop before the decimals, so they are written here; any other language tag
 * is handed to `Intl.NumberFormat`. The unit test compares this with `Intl.NumberFormat` for every
 * language of the shop over thousands of values, so the server's and the browser's text are the
 * same as before, and the same as each other.
 */

interface NumberStyle {
  /** India's grouping: the last three digits, then pairs (12,34,567); elsewhere threes (1,234,567). */
  indian: boolean;
  /** Arabic writes a left-to-right mark before the minus sign, so that it stays left of the digits. */
  minus: string;
}

/** The styles of the shop's language tags (src/shared/locale.ts), Latin digits. */
const STYLES: Record<string, NumberStyle> = {
  'en-IN': { indian: true, minus: '-' },
  'hi-IN': { indian: true, minus: '-' },
  'en-AE': { indian: false, minus: '-' },
  'ar-AE': { indian: false, minus: '\u200e-' },
};

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, places: number, languageTag: string): string {
  const key = `${languageTag}:${places}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, { minimumFractionDigits: places, maximumFractionDigits: places, numberingSystem: 'latn' });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/**
 * The decimal digits of a non-negative finite number as JavaScript writes it (the shortest text
 * that reads back as the same number, which is also what `Intl.NumberFormat` rounds), split at the
 * decimal point: 1.005 → ['1', '005'], 1e21 → ['1000000000000000000000', ''], 1e-7 → ['0', '0000001'].
 */
function plainDigits(value: number): [whole: string, fraction: string] {
  const text = String(value);
  const exponentAt = text.indexOf('e');
  if (exponentAt === -1) {
    const pointAt = text.indexOf('.');
    return pointAt === -1 ? [text, ''] : [text.slice(0, pointAt), text.slice(pointAt + 1)];
  }
  const mantissa = text.slice(0, exponentAt);
  const exponent = Number(text.slice(exponentAt + 1));
  const pointAt = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const point = (pointAt === -1 ? mantissa.length : pointAt) + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits: '0999' → '1000', '99' → '100'. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

function grouped(whole: string, indian: boolean): string {
  if (whole.length <= 3) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${last}`;
}

/**
 * `value` with exactly `places` decimals (rounded half away from zero, as `Intl.NumberFormat`
 * does), grouped as the language writes it, Latin digits: 1234567.891 → `12,34,567.89` in `en-IN`,
 * `1,234,567.89` in `ar-AE`.
 */
export function formatDecimal(value: number, places: number, languageTag: string): string {
  const style = STYLES[languageTag];
  if (!style || !Number.isFinite(value) || !Number.isInteger(places) || places < 0 || places > 20) return intlFormat(value, places, languageTag);
  const negative = value < 0 || Object.is(value, -0);
  const magnitude = Math.abs(value);
  // Whole amounts (every rupee price) need no rounding.
  if (Number.isSafeInteger(magnitude)) {
    const text = grouped(String(magnitude), style.indian) + (places > 0 ? `.${'0'.repeat(places)}` : '');
    return negative ? `${style.minus}${text}` : text;
  }
  const [whole, fraction] = plainDigits(magnitude);
  let kept = whole + fraction.padEnd(places, '0').slice(0, places);
  if ((fraction[places] ?? '0') >= '5') kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - places).replace(/^0+(?=\d)/, '') || '0';
  const text = grouped(wholeDigits, style.indian) + (places > 0 ? `.${kept.slice(kept.length - places)}` : '');
  return negative ? `${style.minus}${text}` : text;
}
