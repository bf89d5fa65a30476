import { describe, expect, it } from 'vitest';
import type { Executor } from '@/server/db/client';
import type { SiteContext } from '@/server/lib/site';
import { CatalogueReadModel, type ModelProduct, type WarmCopy } from '@/server/modules/commerce/catalogue/read-model';
import { computedOnAsk } from './model-asks';
import { warmAskedWords, WARM_MIN_MATCHES, WARM_WEIGHT, WARM_WORDS } from '@/server/modules/commerce/catalogue/search-memo';

/**
 * After a change of texts or products the copy is rebuilt, and the words shoppers had asked for most
 * products are found again beside the build, so the first searches after a staff edit do not each
 * wait for a common word (docs/performance.md#search-at-100000-eighth-round).
 */
const site = { subsiteId: 1, languageCode: 'en' } as SiteContext;
const product = (id: number): ModelProduct => ({ row: { product: { id }, categorySlug: 'rings' }, options: [{ productOptionId: id * 10 }] });

interface Gate {
  promise: Promise<void>;
  open: () => void;
}
const gate = (): Gate => {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
};

/** A model whose loads can be held, and whose warming computes each retired `word:` key once, in order. */
function warmingModel() {
  const computedKeys: string[] = [];
  const reported: unknown[] = [];
  let hold: Gate | undefined;
  let holdComputes: Gate | undefined;
  let failing = false;
  const warm: WarmCopy = (_site, retired) =>
    [...retired.keys()]
      .filter((key) => key.startsWith('word:'))
      .map((key) => ({
        key,
        compute: async () => {
          computedKeys.push(key);
          await holdComputes?.promise;
          if (failing) throw new Error('pool closed');
          return `${key} again`;
        },
        options: {},
      }));
  const model = new CatalogueReadModel(
    async () => {
      await hold?.promise;
      return [product(1), product(2)];
    },
    { warm, onWarmError: (error) => reported.push(error) },
  );
  return {
    model,
    computedKeys,
    reported,
    holdLoads: () => (hold = gate()),
    releaseLoads: () => hold?.open(),
    fail: () => (failing = true),
    holdComputes: () => (holdComputes = gate()),
    releaseComputes: () => holdComputes?.open(),
  };
}

const computed = (model: CatalogueReadModel, key: string) => computedOnAsk(model, site, key);

/** Shoppers asked for two words, then a product change dropped the copy. */
async function askTwoWordsThenChange(model: CatalogueReadModel) {
  await model.memo(site, 'word:gold', () => 'gold', {});
  await model.memo(site, 'word:ring', () => 'ring', {});
  model.apply({ kind: 'catalogue' });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warming a rebuilt copy', () => {
  it("finds the dropped copy's words again while the new copy builds, and keeps them in it", async () => {
    const { model, computedKeys, holdLoads, releaseLoads } = warmingModel();
    await model.memo(site, 'word:gold', () => 'gold', {});
    await model.memo(site, 'word:ring', () => 'ring', {});
    await model.memo(site, 'listing:rings', () => 'listing', { listing: true });
    model.apply({ kind: 'catalogue' });
    holdLoads();
    const rebuilt = model.catalogue(site);
    await settle();
    // Computed while the copy is still being built: the warming does not wait for the build.
    expect(computedKeys).toEqual(['word:gold', 'word:ring']);
    releaseLoads();
    await rebuilt;
    await settle();
    expect(computedKeys).toEqual(['word:gold', 'word:ring']);
    expect(await computed(model, 'word:gold')).toBe(false);
    expect(await computed(model, 'word:ring')).toBe(false);
    expect(await model.memo(site, 'word:ring', () => 'asked')).toBe('word:ring again');
    // Only what the warming was given: a listing is computed on its first ask, as before.
    expect(await computed(model, 'listing:rings')).toBe(true);
  });

  it('leaves a word a shopper asked first to the shopper, and computes nothing twice', async () => {
    const { model, computedKeys, holdLoads, releaseLoads } = warmingModel();
    await askTwoWordsThenChange(model);
    holdLoads();
    const asked = model.memo(site, 'word:gold', () => 'shopper');
    releaseLoads();
    // The warm value started before the build is the one kept: the shopper's ask shares it.
    expect(await asked).toBe('word:gold again');
    await settle();
    expect(computedKeys).toEqual(['word:gold', 'word:ring']);
  });

  it('skips a word a shopper asked after the copy was built and before the warming reached it', async () => {
    const { model, computedKeys, holdComputes, releaseComputes } = warmingModel();
    await askTwoWordsThenChange(model);
    holdComputes();
    await model.catalogue(site);
    expect(await computed(model, 'word:ring')).toBe(true);
    releaseComputes();
    await settle();
    expect(computedKeys).toEqual(['word:gold']);
    expect(await model.memo(site, 'word:ring', () => 'again')).toBe('asked');
  });

  it('stops when the copy it warms is dropped, and passes its words on to the next one', async () => {
    const { model, computedKeys, holdLoads, releaseLoads } = warmingModel();
    await askTwoWordsThenChange(model);
    holdLoads();
    const first = model.catalogue(site);
    model.apply({ kind: 'catalogue' });
    releaseLoads();
    await first;
    await settle();
    // The first rebuild's warming stopped after its first word; the second rebuild warms both.
    await model.catalogue(site);
    await settle();
    expect(computedKeys).toEqual(['word:gold', 'word:gold', 'word:ring']);
    expect(await computed(model, 'word:ring')).toBe(false);
  });

  it('warms nothing after a rate change (the words are carried) nor on a first build', async () => {
    const { model, computedKeys } = warmingModel();
    await model.memo(site, 'word:gold', () => 'gold', { ratesFree: true });
    model.apply({ kind: 'rates', subsiteId: 1 });
    expect(await computed(model, 'word:gold')).toBe(false);
    await settle();
    expect(computedKeys).toEqual([]);
  });

  it('reports a failed warm value and keeps nothing for it', async () => {
    const { model, reported, fail } = warmingModel();
    await model.memo(site, 'word:gold', () => 'gold', {});
    fail();
    model.apply({ kind: 'catalogue' });
    await model.catalogue(site);
    await settle();
    expect(reported).toHaveLength(1);
    expect(await computed(model, 'word:gold')).toBe(true);
  });

  it('once closed, warms nothing more and does not report what fails as the database closes', async () => {
    const { model, computedKeys, reported, fail, holdComputes, releaseComputes } = warmingModel();
    await askTwoWordsThenChange(model);
    holdComputes();
    await model.catalogue(site);
    expect(computedKeys).toEqual(['word:gold']);
    model.close();
    fail();
    releaseComputes();
    await settle();
    await model.catalogue(site);
    await settle();
    expect(computedKeys).toEqual(['word:gold']);
    expect(reported).toEqual([]);
  });
});

describe('the words warmed', () => {
  const kept = (entries: Array<[string, number]>) => new Map(entries);
  const warmedWords = (retired: Map<string, number>) => warmAskedWords({} as Executor)(site, retired).map((item) => item.key);

  it('are the words held by at least WARM_MIN_MATCHES products, the commonest first', () => {
    const retired = kept([
      ['word:ring', WARM_MIN_MATCHES + 5],
      ['word:peacock', WARM_MIN_MATCHES - 1],
      ['search:gold ring', 60_000],
      ['word:gold', 70_000],
      ['word:22k', WARM_MIN_MATCHES + 5],
    ]);
    expect(warmedWords(retired)).toEqual(['word:gold', 'word:22k', 'word:ring']);
  });

  it(`stop at ${WARM_WORDS} words or ${WARM_WEIGHT} ids in all`, () => {
    const many = kept(Array.from({ length: WARM_WORDS + 5 }, (_, index) => [`word:w${index}`, WARM_MIN_MATCHES + index] as [string, number]));
    expect(warmedWords(many)).toHaveLength(WARM_WORDS);
    const heavy = kept([
      ['word:gold', WARM_WEIGHT - 10],
      ['word:ring', WARM_MIN_MATCHES],
    ]);
    expect(warmedWords(heavy)).toEqual(['word:gold']);
  });
});
