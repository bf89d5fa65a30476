import { describe, expect, it } from 'vitest';
import { CatalogueMemo, MEMO_LIMIT, MEMO_WEIGHT_LIMIT, SEEN_LIMIT } from '@/server/modules/commerce/catalogue/catalogue-memo';

/**
 * The memo kept with a catalogue's copy keeps its entries' weights summed as they change instead of
 * adding them up on every new entry (docs/performance.md#search-at-100000-fifth-round). The sum
 * must follow every change: a value's weight once known, a key kept again, a failure dropped, an
 * entry trimmed.
 */
const weigh = (ids: number[]) => ids.length;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CatalogueMemo', () => {
  it('sums the weights as values resolve, are replaced and fail', async () => {
    const memo = new CatalogueMemo();
    memo.set('a', Promise.resolve([1, 2, 3]), { weigh });
    memo.set('b', Promise.resolve([1]), { weigh });
    // Counted as 1 each until known.
    expect(memo.totalWeight).toBe(2);
    await settled();
    expect(memo.totalWeight).toBe(4);
    memo.set('a', Promise.resolve([1, 2, 3, 4, 5]), { weigh });
    expect(memo.totalWeight).toBe(2);
    await settled();
    expect(memo.totalWeight).toBe(6);
    memo.set('c', Promise.reject(new Error('the database went away')), { weigh });
    expect(memo.totalWeight).toBe(7);
    await settled();
    expect(memo.get('c')).toBeUndefined();
    expect(memo.totalWeight).toBe(6);
    // A copy of the memo starts from the entries it keeps.
    expect(memo.filter((entry) => entry.weight > 1).totalWeight).toBe(5);
  });

  it('drops the least recently used entries once the weight is over its bound, and never the newest', async () => {
    const memo = new CatalogueMemo();
    const big = Array.from({ length: MEMO_WEIGHT_LIMIT / 2 }, (_, index) => index);
    memo.set('first', Promise.resolve(big), { weigh });
    memo.set('second', Promise.resolve(big), { weigh });
    await settled();
    expect(memo.totalWeight).toBe(MEMO_WEIGHT_LIMIT);
    // Asked again: now the most recently used.
    memo.get('first');
    memo.set('third', Promise.resolve([1, 2]), { weigh });
    await settled();
    expect(memo.get('second')).toBeUndefined();
    expect(memo.get('first')).toBeDefined();
    expect(memo.totalWeight).toBe(MEMO_WEIGHT_LIMIT / 2 + 2);
    const huge = Array.from({ length: MEMO_WEIGHT_LIMIT + 1 }, (_, index) => index);
    memo.set('huge', Promise.resolve(huge), { weigh });
    await settled();
    expect(memo.size).toBe(1);
    expect(memo.totalWeight).toBe(MEMO_WEIGHT_LIMIT + 1);
  });

  it('keeps at most MEMO_LIMIT entries', () => {
    const memo = new CatalogueMemo();
    for (let index = 0; index < MEMO_LIMIT + 10; index += 1) memo.set(`key ${index}`, Promise.resolve(index), {});
    expect(memo.size).toBe(MEMO_LIMIT);
    expect(memo.totalWeight).toBe(MEMO_LIMIT);
    expect(memo.get('key 9')).toBeUndefined();
    expect(memo.get('key 10')).toBeDefined();
  });

  it('keeps an onRepeat value only when its key is asked a second time, and shares it while it is computed', async () => {
    const memo = new CatalogueMemo();
    let finish: (ids: number[]) => void = () => undefined;
    const first = new Promise<number[]>((resolve) => (finish = resolve));
    memo.set('search:lotus', first, { weigh, onRepeat: true });
    // Whoever asks while it is computed shares it; it is not kept, nor weighed.
    expect(memo.get('search:lotus')).toBe(first);
    expect(memo.size).toBe(0);
    finish([1, 2]);
    await settled();
    expect(memo.get('search:lotus')).toBeUndefined();
    // Asked again: kept.
    const again = Promise.resolve([1, 2]);
    memo.set('search:lotus', again, { weigh, onRepeat: true });
    await settled();
    expect(memo.get('search:lotus')).toBe(again);
    expect(memo.totalWeight).toBe(2);
    // A failure asked once is forgotten too.
    const failing = Promise.reject(new Error('the database went away'));
    memo.set('search:peacock', failing, { onRepeat: true });
    await failing.catch(() => undefined);
    await settled();
    expect(memo.get('search:peacock')).toBeUndefined();
  });

  it('forgets the keys asked once after SEEN_LIMIT of them, and keeps the rest at once', async () => {
    const memo = new CatalogueMemo();
    memo.set('search:first', Promise.resolve([1]), { onRepeat: true });
    for (let index = 0; index < SEEN_LIMIT; index += 1) memo.set(`search:${index}`, Promise.resolve([1]), { onRepeat: true });
    await settled();
    memo.set('search:first', Promise.resolve([1]), { onRepeat: true });
    await settled();
    expect(memo.get('search:first')).toBeUndefined();
    // The next copy's memo (a stock patch) remembers the keys asked once.
    memo.set('search:rose', Promise.resolve([1]), { onRepeat: true });
    const next = memo.filter(() => true);
    next.set('search:rose', Promise.resolve([1]), { onRepeat: true });
    await settled();
    expect(next.get('search:rose')).toBeDefined();
    memo.set('category:rings', Promise.resolve([1]), {});
    expect(memo.get('category:rings')).toBeDefined();
    expect(memo.size).toBe(1);
  });
});
