import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { ARABIC_CORE, arabicRest, CUTS, cutFont, LATIN_CORE, latinRest, target, unicodeRange, WEIGHTS } from '../../scripts/font-cuts.mjs';

/** India's English pages take ₹ from a one-glyph font, not the Devanagari family (docs/page-speed.md, "The rupee sign"). */
const styles = path.resolve(__dirname, '../../src/storefront/styles');
const css = (file: string) => fs.readFileSync(path.join(styles, file), 'utf8');
/** The @font-face rules of a style sheet. */
const faces = (file: string) => css(file).match(/@font-face \{[^}]*\}/g) ?? [];
const emptyCut = async (cut: keyof typeof CUTS, weight: number) => subsetFont(fs.readFileSync(CUTS[cut].source(weight)), '', { targetFormat: 'woff2' });
async function expectFreshCut(cut: keyof typeof CUTS, weight: number) {
  const committed = fs.readFileSync(target(cut, weight));
  expect(Buffer.compare(committed, await cutFont(cut, weight)), `${cut}-${weight}.woff2 differs: run node scripts/font-cuts.mjs`).toBe(0);
  return committed;
}
/** The declarations of the rule whose selector is exactly `selector`. */
const rule = (text: string, selector: string) => text.match(new RegExp(`(^|\\n)${selector.replace(/[()]/g, '\\$&')} \\{([^}]*)\\}`))?.[2] ?? '';

describe('the rupee sign', () => {
  it('English pages in India name the one-glyph font and not Noto Sans Devanagari; Hindi pages keep the family', () => {
    const english = rule(css('global.css'), 'html:lang(en-IN)');
    expect(english).toMatch(/--font-sans: 'Noto Sans', 'Rupee Sign'/);
    expect(english).toMatch(/--font-serif: 'Cormorant Garamond', 'Rupee Sign'/);
    expect(english).not.toMatch(/Devanagari/);
    expect(rule(css('global.css'), 'html:lang(hi)')).toMatch(/'Noto Sans', 'Noto Sans Devanagari'/);
  });

  it('declares each weight for ₹ alone, so a page without a rupee fetches nothing', () => {
    const rupee = faces('rupee-sign.css');
    expect(rupee).toHaveLength(WEIGHTS.length);
    for (const [index, weight] of WEIGHTS.entries()) {
      expect(rupee[index]).toContain(`font-weight: ${weight};`);
      expect(rupee[index]).toContain('unicode-range: U+20B9;');
      expect(rupee[index]).toContain(`url('./fonts/rupee-sign-${weight}.woff2')`);
    }
    expect(fs.readFileSync(path.resolve(__dirname, '../../src/pages/_app.page.tsx'), 'utf8')).toContain("import '@/storefront/styles/rupee-sign.css';");
  });

  it('the committed files are a fresh cut of the shipped Devanagari files and hold the glyph', async () => {
    for (const weight of WEIGHTS) {
      const committed = await expectFreshCut('rupee-sign', weight);
      // A cut with no character is the empty glyph alone; the sign's outline makes the file bigger.
      expect(committed.length).toBeGreaterThan((await emptyCut('rupee-sign', weight)).length + 100);
      expect(committed.length).toBeLessThan(2_000);
    }
  });
});

/** Arabic pages take the Arabic alphabet from a 12 kB cut of Noto Naskh Arabic (docs/page-speed.md, "Arabic fonts cut to the Arabic alphabet"). */
const codes = (ranges: readonly (readonly [number, number])[]) => ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => first + index));

/** A face's unicode-range as [first, last] ranges. */
function parseRange(face: string): [number, number][] {
  const declared = face.match(/unicode-range: ([^;]+);/)?.[1] ?? '';
  return declared.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
}

describe('the Arabic core', () => {
  const naskh = () => faces('arabic-fallback.css').filter((face) => face.includes("font-family: 'Noto Naskh Arabic';"));

  it('declares for each weight the cut for the core ranges and the whole file for the rest, so no character loses its face', () => {
    expect(naskh()).toHaveLength(2 * WEIGHTS.length);
    for (const weight of WEIGHTS) {
      const ofWeight = naskh().filter((face) => face.includes(`font-weight: ${weight};`));
      const core = ofWeight.find((face) => face.includes(`url('./fonts/arabic-core-${weight}.woff2')`));
      const whole = ofWeight.find((face) => face.includes(`noto-naskh-arabic-arabic-${weight}-normal.woff2`));
      expect(core).toContain(`unicode-range: ${unicodeRange(ARABIC_CORE)};`);
      expect(whole).toContain(`unicode-range: ${unicodeRange(arabicRest())};`);
      for (const face of [core, whole]) expect(face).toContain('font-display: optional;');
    }
  });

  it('the core holds the letters, lam-alef, marks and digits of the shop\'s texts, and the rest does not repeat them', () => {
    const core = new Set(codes(ARABIC_CORE));
    for (const char of 'لا أ إ آ ة ى ء ؤ ئ ً ّ ٠١٢٣٤٥٦٧٨٩ ٪ ، ؟ ؛ ـ') expect(core.has(char.codePointAt(0)!), char).toBe(true);
    // The digits: the whole file claimed every code point and drew no "0", so `ch` was 0.5em; so it stays.
    for (const char of '0123456789') expect(core.has(char.codePointAt(0)!), `claims ${char} for the ch unit`).toBe(true);
    const rest = codes(arabicRest());
    expect(rest.filter((code) => core.has(code))).toEqual([]);
    // Persian letters and presentation forms stay reachable through the whole file.
    for (const char of 'پچژگکی\uFEFB') expect(rest).toContain(char.codePointAt(0));
  });

  it('Arabic headings take figures and punctuation from the Noto Sans cut the page loads, and Cormorant only for Latin letters', () => {
    const arabic = rule(css('global.css'), 'html:lang(ar)');
    expect(arabic).toMatch(/--font-serif: var\(--font-arabic\), 'Noto Sans Figures', 'Cormorant Garamond',/);
    const figures = faces('arabic-fallback.css').filter((face) => face.includes("font-family: 'Noto Sans Figures';"));
    expect(figures).toHaveLength(CUTS['noto-sans-core'].weights.length);
    for (const weight of CUTS['noto-sans-core'].weights) {
      const face = figures.find((candidate) => candidate.includes(`font-weight: ${weight};`));
      // The very file of Noto Sans's core face: the browser fetches it once for both names.
      expect(face).toContain(`src: url('./fonts/noto-sans-core-${weight}.woff2') format('woff2');`);
      const claimed = new Set(codes(parseRange(face!)));
      for (const char of '0123456789.,%/-+:()…') expect(claimed.has(char.codePointAt(0)!), char).toBe(true);
      for (const char of 'AZaz ') expect(claimed.has(char.codePointAt(0)!), `leaves ${char}`).toBe(false);
    }
  });

  it('the stand-ins take the spaces between Arabic words but not the figures, which stay Noto Sans\'s', () => {
    const standIns = faces('arabic-fallback.css').filter((face) => /font-family: 'Noto Naskh Arabic (Local|Fallback)';/.test(face));
    expect(standIns).toHaveLength(3);
    for (const face of standIns) {
      const claimed = new Set(codes(parseRange(face)));
      for (const code of [0x20, 0xa0, 0x627, 0xfefb]) expect(claimed.has(code), code.toString(16)).toBe(true);
      expect(claimed.has(0x30)).toBe(false);
    }
  });

  it('the committed files are a fresh cut of the shipped Naskh files and hold the alphabet', async () => {
    for (const weight of WEIGHTS) {
      const committed = await expectFreshCut('arabic-core', weight);
      expect(committed.length).toBeGreaterThan((await emptyCut('arabic-core', weight)).length + 8_000);
      expect(committed.length).toBeLessThan(fs.statSync(CUTS['arabic-core'].source(weight)).size / 3);
    }
  });
});

/** English text takes Noto Sans and Cormorant Garamond from cuts to ASCII and a few signs (docs/page-speed.md, "Latin fonts cut to what English text uses"). */
describe('the Latin core', () => {
  const families = [
    { family: 'Noto Sans', pkg: 'noto-sans', cut: 'noto-sans-core' as const },
    { family: 'Cormorant Garamond', pkg: 'cormorant-garamond', cut: 'cormorant-core' as const },
  ];

  it('declares for each family and weight the cut for the core and the whole Latin file for the rest, and nothing imports Fontsource\'s own', () => {
    for (const { family, pkg, cut } of families) {
      const ofFamily = faces('latin-fonts.css').filter((face) => face.includes(`font-family: '${family}';`));
      expect(ofFamily).toHaveLength(2 * CUTS[cut].weights.length);
      for (const weight of CUTS[cut].weights) {
        const ofWeight = ofFamily.filter((face) => face.includes(`font-weight: ${weight};`));
        const core = ofWeight.find((face) => face.includes(`url('./fonts/${cut}-${weight}.woff2')`));
        const whole = ofWeight.find((face) => face.includes(`${pkg}-latin-${weight}-normal.woff2`));
        expect(core).toContain(`unicode-range: ${unicodeRange(LATIN_CORE)};`);
        expect(whole).toContain(`unicode-range: ${unicodeRange(latinRest(pkg))};`);
        for (const face of [core, whole]) expect(face).toContain('font-display: swap;');
      }
    }
    const app = fs.readFileSync(path.resolve(__dirname, '../../src/pages/_app.page.tsx'), 'utf8');
    expect(app).toContain("import '@/storefront/styles/latin-fonts.css';");
    expect(app).not.toMatch(/@fontsource\/(noto-sans|cormorant-garamond)\/latin/);
  });

  it('the core holds what the shop\'s English pages show, and the rest keeps every other character of the Latin file', () => {
    const core = new Set(codes(LATIN_CORE));
    for (const char of 'Aa Zz 09 ©·×’–—…“”\u00a0\u202f pavé rivière négligée cloisonné Œ') expect(core.has(char.codePointAt(0)!), char).toBe(true);
    for (const { pkg } of families) {
      const rest = codes(latinRest(pkg));
      expect(rest.filter((code) => core.has(code))).toEqual([]);
      // Accented letters and the other signs stay reachable through the whole file; line breaks never fetch it.
      for (const char of 'ñøåÁß£½«€') expect(rest, char).toContain(char.codePointAt(0));
      for (const code of [0x0a, 0x0d, 0x09]) expect(rest).not.toContain(code);
    }
  });

  it('the committed files are a fresh cut of the shipped Latin files, hold the letters, and are much smaller', async () => {
    for (const { cut } of families) {
      for (const weight of CUTS[cut].weights) {
        const committed = await expectFreshCut(cut, weight);
        expect(committed.length).toBeGreaterThan((await emptyCut(cut, weight)).length + 5_000);
        expect(committed.length).toBeLessThan(fs.statSync(CUTS[cut].source(weight)).size * 0.7);
      }
    }
  });
});
