import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENDERS, STONES } from '@/shared/constants';
import { products } from '@/server/db/seed/data/products';

const shapesOf = (locale: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), 'public/locales', locale, 'product.json'), 'utf8')) as { shape: Record<string, string> }).shape;

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

describe('stone kinds and genders on product pages', () => {
  const wordsOf = (locale: string) =>
    JSON.parse(readFileSync(join(process.cwd(), 'public/locales', locale, 'product.json'), 'utf8')) as { stone: Record<string, string>; gender: Record<string, string> };
  const english = wordsOf('en-IN');

  it.each(['en-IN', 'en-AE', 'hi-IN', 'ar-AE'])('every stone kind and gender the store knows has a name in %s', (locale) => {
    const words = wordsOf(locale);
    expect(STONES.filter((kind) => !words.stone[kind])).toEqual([]);
    expect(GENDERS.filter((gender) => !words.gender[gender])).toEqual([]);
  });

  it.each(['hi-IN', 'ar-AE'])('%s names stone kinds and genders in its own script', (locale) => {
    const words = wordsOf(locale);
    const latin = (name: string | undefined) => /[A-Za-z]/.test(name ?? 'x');
    expect(STONES.filter((kind) => latin(words.stone[kind]) || words.stone[kind] === english.stone[kind])).toEqual([]);
    expect(GENDERS.filter((gender) => latin(words.gender[gender]))).toEqual([]);
  });
});
