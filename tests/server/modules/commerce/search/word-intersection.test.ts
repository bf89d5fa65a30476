import { describe, expect, it } from 'vitest';
import { positionFrom, type WordMatches } from '@/server/modules/commerce/search/search-candidates';
import { addWordScore, type WordMode } from '@/server/modules/commerce/search/search-query';
import { rankWordMatches } from '@/server/modules/commerce/search/search-service';
import { seeded } from '@/tests/server/helpers/seeded';

/**
 * A query's ranking from its words' kept matches walks each word's ascending ids forward once
 * (galloping; docs/performance.md#search-at-100000-fifth-round). Held here to a plain lookup on
 * random lists of every proportion, from a word of a few products to one of most of them.
 */
const random = (seed: number) => seeded(seed).next;

function ascendingIds(next: () => number, size: number, share: number): Int32Array {
  const ids: number[] = [];
  for (let id = 1; id <= size; id += 1) if (next() < share) ids.push(id);
  return Int32Array.from(ids);
}

function wordOf(next: () => number, size: number, share: number, mode: WordMode): WordMatches {
  const ids = ascendingIds(next, size, share);
  return { mode, ids, ranks: Float64Array.from(ids, () => next()), similarities: Float64Array.from(ids, () => next()) };
}

/** The same ranking by a Map per word: every found word must hold the product, scores added in the query's order. */
function plainRanking(words: WordMatches[]): Map<number, number> {
  const found = words.filter((word) => word.mode !== 'ignored');
  const result = new Map<number, number>();
  if (found.length === 0) return result;
  const places = found.map((word) => new Map([...word.ids].map((id, index) => [id, index])));
  for (const id of found[0]!.ids) {
    if (!places.every((place) => place.has(id))) continue;
    let score = 0;
    found.forEach((word, index) => {
      const at = places[index]!.get(id)!;
      score = addWordScore(score, word.mode, word.ranks[at]!, word.similarities[at]!);
    });
    result.set(id, score);
  }
  return result;
}

describe('positionFrom', () => {
  it('finds every id at or after a place, and where a missing one would go', () => {
    const next = random(7);
    for (const share of [0.001, 0.05, 0.5, 0.95, 1]) {
      const ids = ascendingIds(next, 5_000, share);
      for (let probe = 0; probe < 300; probe += 1) {
        const id = Math.floor(next() * 5_200);
        const from = Math.floor(next() * (ids.length + 1));
        const where = ids.findIndex((value, index) => index >= from && value >= id);
        const insertion = where === -1 ? Math.max(from, ids.length) : where;
        const expected = where !== -1 && ids[where] === id ? where : -insertion - 1;
        expect(positionFrom(ids, id, from), `id ${id} from ${from} (share ${share})`).toBe(expected);
      }
    }
  });
});

describe('rankWordMatches', () => {
  it('ranks as a lookup per word does, for words of every size and mode', () => {
    const next = random(11);
    const shares = [0.0005, 0.01, 0.2, 0.6, 0.99];
    for (let query = 0; query < 60; query += 1) {
      const count = 1 + Math.floor(next() * 4);
      const words = Array.from({ length: count }, () => {
        const mode: WordMode = next() < 0.8 ? 'text' : next() < 0.5 ? 'typo' : 'ignored';
        return wordOf(next, 20_000, shares[Math.floor(next() * shares.length)]!, mode);
      });
      const ranked = rankWordMatches(words);
      expect([...ranked.entries()], `query ${query}`).toEqual([...plainRanking(words).entries()]);
    }
  });
});
