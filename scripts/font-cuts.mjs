/**
 * Writes the store's cut fonts (src/storefront/styles/fonts/<cut>-{400,600}.woff2), each a subset of
 * a Fontsource file the store ships, made with harfbuzz's subsetter (every layout feature kept, so
 * letters join and marks sit as in the whole font):
 *   rupee-sign    ₹ alone, from Noto Sans Devanagari, for India's English pages
 *                 (docs/page-speed.md, "The rupee sign")
 *   arabic-core   the letters, marks, digits and punctuation Arabic text uses, from Noto Naskh Arabic;
 *                 the whole Fontsource file stays as a second face for the rest of its ranges
 *                 (docs/page-speed.md, "Arabic fonts cut to the Arabic alphabet")
 *   noto-sans-core, cormorant-core
 *                 ASCII, French accents, a few signs and the typographer's punctuation, from the Latin files of
 *                 Noto Sans and Cormorant Garamond; the whole Latin files stay as second faces for
 *                 accented letters and the rest (docs/page-speed.md, "Latin fonts cut to what English
 *                 text uses")
 * Run after upgrading a @fontsource package:
 *   node scripts/font-cuts.mjs           writes the files
 *   node scripts/font-cuts.mjs --check   exits 1 when the committed files differ from a fresh cut
 *   node scripts/font-cuts.mjs --ranges  prints each face's unicode-range for the CSS
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { root } from './lib.mjs';

export const WEIGHTS = [400, 600];
export const RUPEE_SIGN = '\u20B9';

/**
 * Arabic text's code points, as [first, last] ranges: the space and no-break space (Arabic words
 * keep Naskh's spaces, as with the whole file), comma, semicolon and question mark, the letters
 * hamza to ghain, tatweel, the letters feh to yeh, the harakat and other marks, the Arabic-Indic
 * digits, percent, decimal and thousands separators, the superscript alef, and the joiners and
 * left-to-right mark that mixed text carries. Persian and Urdu letters, the supplements and the
 * presentation forms are left to the whole file. The ASCII digits are claimed though the file has
 * none (they still come from Noto Sans): CSS's `ch` unit is the width of "0" in the first face that
 * claims it, and the whole file, declared without a range, gave 0.5em; without the claim `ch` took
 * Noto Sans's "0" and the footer's 38ch column grew by 40 px.
 */
export const ARABIC_CORE = [[0x20, 0x20], [0x30, 0x39], [0xa0, 0xa0], [0x60c, 0x60c], [0x61b, 0x61b], [0x61f, 0x61f], [0x621, 0x63a], [0x640, 0x670], [0x200c, 0x200e]];

/**
 * English text's code points, as [first, last] ranges: printable ASCII, the no-break space, ©, ®,
 * the degree sign, the middle dot and ×; the accented letters of French, which the jeweller's words
 * borrow (pavé, rivière, négligée, cloisonné: à â æ ç è é ê ë î ï ô œ ù û ü ÿ and their capitals);
 * the thin, zero-width and narrow no-break spaces, the joiners and direction marks (dates, numbers
 * and mixed-direction text carry them), en and em dashes, curly quotes, the bullet, the ellipsis,
 * the word joiner and the trade mark. Other accented letters (ñ, ø, å), the other Latin-1 signs
 * (£, ½, «) and the rest of Fontsource's Latin file stay with the whole file, fetched only by a
 * page that shows one.
 */
export const LATIN_CORE = [
  [0x20, 0x7e], [0xa0, 0xa0], [0xa9, 0xa9], [0xae, 0xae], [0xb0, 0xb0], [0xb7, 0xb7],
  [0xc0, 0xc0], [0xc2, 0xc2], [0xc6, 0xcb], [0xce, 0xcf], [0xd4, 0xd4], [0xd7, 0xd7], [0xd9, 0xd9], [0xdb, 0xdc],
  [0xe0, 0xe0], [0xe2, 0xe2], [0xe6, 0xeb], [0xee, 0xef], [0xf4, 0xf4], [0xf9, 0xf9], [0xfb, 0xfc], [0xff, 0xff],
  [0x152, 0x153], [0x178, 0x178],
  [0x2009, 0x2009], [0x200b, 0x200f], [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022, 0x2022],
  [0x2026, 0x2026], [0x202f, 0x202f], [0x2060, 0x2060], [0x2122, 0x2122],
];

const fontsource = (family, subset, weight) =>
  path.join(root, 'node_modules/@fontsource', family, 'files', `${family}-${subset}-${weight}-normal.woff2`);

/** Each cut: the file it is cut from (per weight), the weights the store uses and the characters it keeps. */
export const CUTS = {
  'rupee-sign': { source: (weight) => fontsource('noto-sans-devanagari', 'devanagari', weight), weights: WEIGHTS, text: RUPEE_SIGN },
  'arabic-core': { source: (weight) => fontsource('noto-naskh-arabic', 'arabic', weight), weights: WEIGHTS, text: textOf(ARABIC_CORE) },
  'noto-sans-core': { source: (weight) => fontsource('noto-sans', 'latin', weight), weights: [400, 600], text: textOf(LATIN_CORE) },
  'cormorant-core': { source: (weight) => fontsource('cormorant-garamond', 'latin', weight), weights: [500, 600], text: textOf(LATIN_CORE) },
};

export const target = (cut, weight) => path.join(root, 'src/storefront/styles/fonts', `${cut}-${weight}.woff2`);

/** One cut of one weight, as woff2 bytes. */
export async function cutFont(cut, weight) {
  return subsetFont(fs.readFileSync(CUTS[cut].source(weight)), CUTS[cut].text, { targetFormat: 'woff2' });
}

function textOf(ranges) {
  return ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
}

/** `[[0x20, 0x20], [0x621, 0x63a]]` → `U+0020, U+0621-063A`, as the CSS declares it. */
export function unicodeRange(ranges) {
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/**
 * Fontsource's ranges of one subset of a family (its unicode.json) less a core's: what the whole
 * file's face serves beside the cut. Ranges less than 32 code points apart join when no core code
 * point lies between (a face may claim unassigned code points; the browser fetches it only for a
 * character it shows).
 */
export function restOf(family, subset, coreRanges) {
  const declared = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@fontsource', family, 'unicode.json'), 'utf8'))[subset];
  const core = new Set([...textOf(coreRanges)].map((char) => char.codePointAt(0)));
  const rest = [];
  for (const part of declared.split(',')) {
    const [first, last = first] = part.replace('U+', '').split('-').map((value) => parseInt(value, 16));
    for (let code = first; code <= last; code += 1) {
      if (core.has(code)) continue;
      const previous = rest[rest.length - 1];
      const joins = previous && code - previous[1] < 32 && !Array.from({ length: code - previous[1] }, (_, step) => previous[1] + step).some((between) => core.has(between));
      if (joins) previous[1] = code;
      else rest.push([code, code]);
    }
  }
  return rest;
}

/** The whole Naskh file's ranges beside the Arabic core. */
export const arabicRest = () => restOf('noto-naskh-arabic', 'arabic', ARABIC_CORE);

/**
 * The whole Latin file's ranges of a family beside the Latin core, less the control characters
 * (U+0000–001F, U+007F–009F): no text draws them, and a face that claimed them could be fetched
 * for a line break.
 */
export const latinRest = (family) => restOf(family, 'latin', [...LATIN_CORE, [0x00, 0x1f], [0x7f, 0x9f]]);

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--ranges')) {
    console.log(`rupee-sign: unicode-range: U+20B9;\narabic-core: unicode-range: ${unicodeRange(ARABIC_CORE)};\nnoto-naskh-arabic (whole file): unicode-range: ${unicodeRange(arabicRest())};`);
    console.log(`noto-sans-core, cormorant-core: unicode-range: ${unicodeRange(LATIN_CORE)};`);
    for (const family of ['noto-sans', 'cormorant-garamond']) console.log(`${family} (whole Latin file): unicode-range: ${unicodeRange(latinRest(family))};`);
    process.exit(0);
  }
  const check = process.argv.includes('--check');
  let differs = false;
  for (const cut of Object.keys(CUTS)) {
    for (const weight of CUTS[cut].weights) {
      const bytes = await cutFont(cut, weight);
      const file = path.relative(root, target(cut, weight));
      if (check) {
        const same = fs.existsSync(target(cut, weight)) && Buffer.compare(fs.readFileSync(target(cut, weight)), bytes) === 0;
        if (!same) differs = true;
        console.log(`${file}: ${same ? 'as cut' : 'differs from a fresh cut'}`);
      } else {
        fs.writeFileSync(target(cut, weight), bytes);
        console.log(`${file}: ${bytes.length} bytes`);
      }
    }
  }
  if (differs) process.exit(1);
}
