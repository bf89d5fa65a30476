/**
 * Writes the rupee-sign fonts (src/storefront/styles/fonts/rupee-sign-{400,600}.woff2): the ₹
 * glyph alone, cut from the Noto Sans Devanagari files the store ships, so India's English pages
 * show the sign as before without downloading the Devanagari family (docs/page-speed.md,
 * "The rupee sign"). Run after upgrading @fontsource/noto-sans-devanagari:
 *   node scripts/rupee-font.mjs           writes the files
 *   node scripts/rupee-font.mjs --check   exits 1 when the committed files differ from a fresh cut
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { root } from './lib.mjs';

export const RUPEE_SIGN = '\u20B9';
export const WEIGHTS = [400, 600];

const source = (weight) =>
  path.join(root, 'node_modules/@fontsource/noto-sans-devanagari/files', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
export const target = (weight) => path.join(root, 'src/storefront/styles/fonts', `rupee-sign-${weight}.woff2`);

/** The ₹-only font of one weight, as woff2 bytes. */
export async function cutRupeeFont(weight) {
  return subsetFont(fs.readFileSync(source(weight)), RUPEE_SIGN, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let differs = false;
  for (const weight of WEIGHTS) {
    const bytes = await cutRupeeFont(weight);
    if (check) {
      const same = fs.existsSync(target(weight)) && Buffer.compare(fs.readFileSync(target(weight)), bytes) === 0;
      if (!same) differs = true;
      console.log(`${path.relative(root, target(weight))}: ${same ? 'as cut' : 'differs from a fresh cut'}`);
    } else {
      fs.writeFileSync(target(weight), bytes);
      console.log(`${path.relative(root, target(weight))}: ${bytes.length} bytes`);
    }
  }
  if (differs) process.exit(1);
}
