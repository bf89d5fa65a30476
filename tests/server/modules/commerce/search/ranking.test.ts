import { describe, expect, it } from 'vitest';
import { Ranking } from '@/server/modules/commerce/search/ranking';

describe('Ranking', () => {
  it('answers each found id its relevance, in ascending id order, and undefined for the rest', () => {
    const ranking = Ranking.fromEntries([
      [40, 0.5],
      [3, 2],
      [17, 1.25],
    ]);
    expect(ranking.size).toBe(3);
    expect([...ranking.keys()]).toEqual([3, 17, 40]);
    expect([...ranking.entries()]).toEqual([
      [3, 2],
      [17, 1.25],
      [40, 0.5],
    ]);
    expect([3, 17, 40, 1, 20, 41].map((id) => ranking.get(id))).toEqual([2, 1.25, 0.5, undefined, undefined, undefined]);
    expect(Ranking.empty().size).toBe(0);
  });

  it('keeps only the given length, copied, and refuses ids that do not ascend', () => {
    const ids = Int32Array.of(1, 5, 9, 0);
    const ranking = Ranking.of(ids, Float64Array.of(3, 2, 1, 0), 3);
    ids[0] = 7;
    expect([...ranking.keys()]).toEqual([1, 5, 9]);
    expect(() => Ranking.of(Int32Array.of(2, 2), Float64Array.of(1, 1))).toThrow(/ascend/);
    expect(() => Ranking.of(Int32Array.of(3, 1), Float64Array.of(1, 1))).toThrow(/ascend/);
  });
});
