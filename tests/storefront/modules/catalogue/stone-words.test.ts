import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENDERS, STONES } from '@/shared/constants';

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
