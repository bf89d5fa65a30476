import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { cutRupeeFont, target, WEIGHTS } from '../../scripts/rupee-font.mjs';

/** India's English pages take ₹ from a one-glyph font, not the Devanagari family (docs/page-speed.md, "The rupee sign"). */
const styles = path.resolve(__dirname, '../../src/storefront/styles');
const css = (file: string) => fs.readFileSync(path.join(styles, file), 'utf8');
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
    const faces = css('rupee-sign.css').match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(WEIGHTS.length);
    for (const [index, weight] of WEIGHTS.entries()) {
      expect(faces[index]).toContain(`font-weight: ${weight};`);
      expect(faces[index]).toContain('unicode-range: U+20B9;');
      expect(faces[index]).toContain(`url('./fonts/rupee-sign-${weight}.woff2')`);
    }
    expect(fs.readFileSync(path.resolve(__dirname, '../../src/pages/_app.page.tsx'), 'utf8')).toContain("import '@/storefront/styles/rupee-sign.css';");
  });

  it('the committed files are a fresh cut of the shipped Devanagari files and hold the glyph', async () => {
    for (const weight of WEIGHTS) {
      const committed = fs.readFileSync(target(weight));
      expect(Buffer.compare(committed, await cutRupeeFont(weight)), `rupee-sign-${weight}.woff2 differs: run node scripts/rupee-font.mjs`).toBe(0);
      // A cut with no character is the empty glyph alone; the sign's outline makes the file bigger.
      const source = fs.readFileSync(path.resolve(__dirname, `../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
      const empty = await subsetFont(source, '', { targetFormat: 'woff2' });
      expect(committed.length).toBeGreaterThan(empty.length + 100);
      expect(committed.length).toBeLessThan(2_000);
    }
  });
});
