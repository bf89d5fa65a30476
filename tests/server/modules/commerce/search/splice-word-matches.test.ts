import { describe, expect, it } from 'vitest';
import { spliceWordMatches, type WordMatches } from '@/server/modules/commerce/search';
import type { ProductWordScores } from '@/server/modules/commerce/search/search-repository';

/**
 * A kept word's matches after a staff edit (docs/performance.md#a-staff-edit-patches-the-copy): the
 * edited products are taken out and put back as they score now; a word whose mode may have moved is
 * found again whole (null).
 */
const matches = (mode: WordMatches['mode'], entries: Array<[id: number, rank: number, similarity: number]>): WordMatches => ({
  mode,
  ids: Int32Array.from(entries, ([id]) => id),
  ranks: Float64Array.from(entries, ([, rank]) => rank),
  similarities: Float64Array.from(entries, ([, , similarity]) => similarity),
});
/** One product's scores for the word at index 0. */
const row = (productId: number, match: boolean, rank: number, similarity: number): ProductWordScores => ({ productId, matches: [match], ranks: [rank], similarities: [similarity] });

describe('a kept word after an edit', () => {
  it('takes the edited products out and puts back those that hold the word now, in id order', () => {
    const before = matches('text', [
      [2, 0.5, 1],
      [5, 0.1, 0.3],
      [9, 0.2, 0.4],
    ]);
    const after = spliceWordMatches(before, new Set([5, 7, 9]), [row(7, true, 0.6, 0.8), row(9, false, 0, 0.2), row(5, true, 0.3, 0.5)], 0, 'gold');
    expect(after).toEqual(
      matches('text', [
        [2, 0.5, 1],
        [5, 0.3, 0.5],
        [7, 0.6, 0.8],
      ]),
    );
  });

  it('finds a held word again when no product holds it any more (it may be a typo now)', () => {
    expect(spliceWordMatches(matches('text', [[3, 0.1, 1]]), new Set([3]), [row(3, false, 0, 0.5)], 0, 'moonlit')).toBeNull();
  });

  it('keeps a misspelling matched by resemblance, with the edited names scored again', () => {
    const before = matches('typo', [
      [1, 0, 0.5],
      [4, 0, 0.45],
    ]);
    expect(spliceWordMatches(before, new Set([4, 6]), [row(4, false, 0, 0.2), row(6, false, 0, 0.7)], 0, 'neckalce')).toEqual(
      matches('typo', [
        [1, 0, 0.5],
        [6, 0, 0.7],
      ]),
    );
  });

  it('finds a misspelling again once an edited product holds the word itself', () => {
    expect(spliceWordMatches(matches('typo', [[1, 0, 0.5]]), new Set([6]), [row(6, true, 0.2, 1)], 0, 'neckalce')).toBeNull();
  });

  it('keeps a word nothing resembled until an edit makes something hold or resemble it', () => {
    const ignored = matches('ignored', []);
    expect(spliceWordMatches(ignored, new Set([6]), [row(6, false, 0, 0.1)], 0, 'zyxw')).toBe(ignored);
    expect(spliceWordMatches(ignored, new Set([6]), [row(6, false, 0, 0.6)], 0, 'zyxw')).toBeNull();
    expect(spliceWordMatches(ignored, new Set([6]), [row(6, true, 0.1, 1)], 0, 'zyxw')).toBeNull();
    // Under MIN_TYPO_LENGTH letters a word is never a typo: resemblance does not count.
    expect(spliceWordMatches(ignored, new Set([6]), [row(6, false, 0, 0.9)], 0, 'zy')).toBe(ignored);
  });
});
