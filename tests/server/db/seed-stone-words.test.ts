import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { products } from '@/server/db/seed/data/products';

const shapesOf = (locale: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'public/locales', locale, 'product.json'), 'utf8')) as { shape: Record<string, string> }).shape;

// Every shape the seed sells is named by the storefront's locale files (the kinds and genders of
// shared constants are checked in tests/storefront/modules/catalogue/stone-words.test.ts).
describe('stone shapes on product pages', () => {
  const shapes = [...new Set(products.flatMap((product) => product.stones.map((stone) => stone.shape ?? 'round')))];
  const english = shapesOf('en-IN');

  it.each(['en-IN', 'en-AE', 'hi-IN', 'ar-AE'])('every shape the store sells has a name in %s', (locale) => {
    const names = shapesOf(locale);
    expect(shapes.filter((shape) => !names[shape])).toEqual([]);
  });

  it.each(['hi-IN', 'ar-AE'])('%s names every shape in its own script, not in English', (locale) => {
    const names = shapesOf(locale);
    expect(shapes.filter((shape) => names[shape] === english[shape] || /[A-Za-z]/.test(names[shape] ?? 'x'))).toEqual([]);
  });
});
