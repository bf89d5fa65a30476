import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProducts, rankMatches, type WordMemo } from '@/server/modules/commerce/search/search-service';
import { scoreProducts } from '@/server/modules/commerce/search/search-repository';
import { queryWords } from '@/server/modules/commerce/search/search-query';
import { findWordMatches, type WordMatches } from '@/server/modules/commerce/search/search-candidates';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/**
 * Search scores only the products that hold every word when indexes can tell which
 * (search-candidates.ts, docs/performance.md#search-at-100000-second-round). Its answers must be the
 * whole catalogue's answers to the score: every query below is answered both ways and compared.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const QUERIES = [
  'ring', 'rings', 'gold ring', 'ring 22k', '22k necklace', 'diamond', 'rose gold', 'white gold diamond ring', 'pt950', 'platinum band',
  'silver coin', '925', 'jhumka', 'temple', 'lakshmi', 'pearl pendant', 'chain 18k', 'kada', 'neck', 'ear', 'the ring', 'zzz ring',
  'neckalce', 'gold zzzz', 'solitaire', 'bangle pair',
  // Misspellings with other words, words nothing holds or resembles, more words (the second round's paths).
  'neckalce gold', 'temple neckalce', 'braclet', 'ringg 22k', 'pendnat diamond', 'the zz', 'zz qq', 'qqqq', 'gold ring lakshmi temple',
  // Other scripts: the stored documents answer these through the index too.
  'अंगूठी', 'सोने की चेन', 'हीरा', 'خاتم ذهب', 'قلادة', 'ألماس',
];

describe('search through the indexes', () => {
  it.each([
    ['in-en', 1, 'en'],
    ['in-hi', 1, 'hi'],
    ['ae-ar', 2, 'ar'],
  ])('answers %s exactly as scoring the whole catalogue does', async (_locale, subsiteId, languageCode) => {
    const memo = new Map<string, Promise<WordMatches>>();
    const wordMemo: WordMemo = { keep: (word, compute) => memo.get(word) ?? memo.set(word, compute()).get(word)! };
    const taken = { text: 0, typo: 0 };
    for (const q of QUERIES) {
      const words = queryWords(q);
      const fast = await findProducts({ db: t.db, subsiteId, languageCode, q });
      const whole = rankMatches(await scoreProducts({ db: t.db, subsiteId, languageCode, words }), words);
      expect([...fast!.entries()].sort((a, b) => a[0] - b[0]), q).toEqual([...whole.entries()].sort((a, b) => a[0] - b[0]));
      // And from each word's matches, kept as the catalogue's copy keeps them: some words are new
      // here, others were kept by earlier queries ("ring" alone, then "gold ring", "ring 22k").
      const kept = await findProducts({ db: t.db, subsiteId, languageCode, q, wordMemo });
      expect(words.every((word) => memo.has(word)), q).toBe(true);
      expect([...kept!.entries()].sort((a, b) => a[0] - b[0]), `${q} (kept words)`).toEqual([...whole.entries()].sort((a, b) => a[0] - b[0]));
      const modes = await Promise.all(words.map(async (word) => (await findWordMatches({ db: t.db, subsiteId, languageCode, word })).mode));
      if (modes.every((mode) => mode === 'text')) taken.text += 1;
      if (modes.includes('typo')) taken.typo += 1;
    }
    // Most of these queries have every word held; several are found by resemblance (misspellings).
    expect(taken.text).toBeGreaterThan(QUERIES.length / 2);
    expect(taken.typo).toBeGreaterThan(2);
  });

  it('finds through the indexes exactly the products whose document holds each word', async () => {
    for (const q of ['ring', '22k', 'gold', 'diamond', 'rose', 'temple', 'pt950', 'coin']) {
      const words = queryWords(q);
      const found = await findWordMatches({ db: t.db, subsiteId: 1, languageCode: 'en', word: words[0]! });
      const rows = await scoreProducts({ db: t.db, subsiteId: 1, languageCode: 'en', words });
      expect([...found.ids], q).toEqual(rows.filter((row) => row.matches[0]).map((row) => row.productId).sort((a, b) => a - b));
    }
  });
});
