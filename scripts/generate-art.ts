/**
 * Writes the demo store's artwork (product pictures, category tiles, banners) under public/,
 * from the generators in src/server/db/seed/art. Deterministic: running it twice gives the
 * same files, so the output can be committed or regenerated at will.
 *
 *   node --import tsx scripts/generate-art.ts [--check]
 *
 * --check writes nothing and exits 1 if a file is missing or differs (for CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART_MAX_BYTES, listArtwork } from '../src/server/db/seed/art/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');
const check = process.argv.includes('--check');

const artwork = listArtwork();
const stale: string[] = [];
let largest = { path: '', bytes: 0 };

for (const { path, svg } of artwork) {
  const bytes = Buffer.byteLength(svg);
  if (bytes > ART_MAX_BYTES) throw new Error(`${path} is ${bytes} bytes, over the ${ART_MAX_BYTES}-byte budget`);
  if (bytes > largest.bytes) largest = { path, bytes };
  const file = join(publicDir, path);
  if (check) {
    if (!existsSync(file) || readFileSync(file, 'utf8') !== svg) stale.push(path);
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}

if (check && stale.length) {
  console.error(`${stale.length} artwork file(s) missing or out of date, e.g. ${stale.slice(0, 5).join(', ')}`);
  console.error('Run: node --import tsx scripts/generate-art.ts');
  process.exit(1);
}
const count = (prefix: string) => artwork.filter((a) => a.path.startsWith(prefix)).length;
console.log(
  `${check ? 'Checked' : 'Wrote'} ${artwork.length} images: ${count('/images/products/')} product, ` +
    `${count('/images/categories/')} category, ${count('/images/banners/')} banner; ` +
    `largest ${largest.path} (${largest.bytes} bytes).`,
);
