import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContext } from '@/server/lib/site';
import { CatalogueReadModel, type ModelProduct, type WarmCopy } from '@/server/modules/commerce/catalogue/read-model';
import type { Vocabulary } from '@/server/modules/commerce/catalogue/read-model-options';
import { searchVocabulary, WARM_MIN_MATCHES, WARM_WORDS } from '@/server/modules/commerce/catalogue/search-memo';
import { starterVocabulary, typedWords } from '@/server/modules/commerce/catalogue/starter-vocabulary';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { siteOf } from './model-asks';

/**
 * The words shoppers asked for most products are kept across restarts
 * (docs/performance.md#the-vocabulary-across-a-restart): a process's first copy of a subsite and
 * language warms the words saved before it started, and every process saves its copies' words.
 */
const site = { subsiteId: 1, languageCode: 'en' } as SiteContext;
const product = (id: number): ModelProduct => ({ row: { product: { id }, categorySlug: 'rings' }, options: [{ productOptionId: id * 10 }] });

function modelWithVocabulary(saved: ReadonlyMap<string, number>) {
  const warmedWith: Array<string[]> = [];
  const saves: Array<{ site: SiteContext; kept: string[] }> = [];
  const loads: SiteContext[] = [];
  const vocabulary: Vocabulary = {
    save: async (where, kept) => {
      saves.push({ site: where, kept: [...kept.keys()] });
    },
    load: async (where) => {
      loads.push(where);
      return saved;
    },
  };
  const warm: WarmCopy = (_site, retired) => {
    warmedWith.push([...retired.keys()]);
    return [...retired.keys()].map((key) => ({ key, compute: async () => `${key} warmed`, options: {} }));
  };
  const model = new CatalogueReadModel(async () => [product(1)], { warm, vocabulary, reprice: async (_site, products) => products });
  return { model, warmedWith, saves, loads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a copy with nothing to go by', () => {
  it('warms the words saved before the process started', async () => {
    const { model, warmedWith, loads } = modelWithVocabulary(new Map([['word:gold', 5_000]]));
    await model.catalogue(site);
    await settle();
    expect(loads).toEqual([site]);
    expect(warmedWith).toEqual([['word:gold']]);
    expect(await model.memo(site, 'word:gold', () => 'asked')).toBe('word:gold warmed');
  });

  it("warms the dropped copy's words after a change, and keeps its own after a rate change, loading nothing", async () => {
    const { model, warmedWith, loads } = modelWithVocabulary(new Map([['word:gold', 5_000]]));
    await model.catalogue(site);
    await model.memo(site, 'word:ring', () => 'ring matches');
    model.apply({ kind: 'catalogue' });
    await model.catalogue(site);
    model.apply({ kind: 'rates', subsiteId: 1 });
    await model.catalogue(site);
    await settle();
    expect(loads).toHaveLength(1);
    expect(warmedWith).toHaveLength(2);
    expect(warmedWith[1]).toContain('word:ring');
  });

  it('saves the words of every copy built, with its site', async () => {
    const { model, saves } = modelWithVocabulary(new Map());
    const arabic = { subsiteId: 2, languageCode: 'ar' } as SiteContext;
    await model.memo(site, 'word:gold', () => 'gold matches');
    await model.memo(arabic, 'word:ذهب', () => 'gold in Arabic');
    await model.saveVocabulary();
    expect(saves).toEqual([
      { site, kept: ['word:gold'] },
      { site: arabic, kept: ['word:ذهب'] },
    ]);
  });
});

describe.each(['in-en', 'ae-ar'])('the saved vocabulary (%s)', (locale) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the commonest words a copy would warm, replacing what was saved before', async () => {
    const where = await siteOf(t.db, locale);
    const vocabulary = searchVocabulary(t.db);
    const common = (count: number, from: number) => Array.from({ length: count }, (_, at) => [`word:w${from + at}`, WARM_MIN_MATCHES + count - at] as const);
    await vocabulary.save(where, new Map([...common(3, 0), ['word:rare', WARM_MIN_MATCHES - 1], ['search:gold ring', 50_000]]));
    expect([...(await vocabulary.load(where))]).toEqual(common(3, 0));
    await vocabulary.save(where, new Map(common(2, 10)));
    expect([...(await vocabulary.load(where))]).toEqual(common(2, 10));
    // A copy that kept no common word (a process that served no searches) leaves the saved words.
    await vocabulary.save(where, new Map([['word:rare', 3]]));
    expect(await vocabulary.load(where)).toEqual(new Map(common(2, 10)));
    // Another subsite and language keeps its own.
    const other = await siteOf(t.db, locale === 'in-en' ? 'ae-ar' : 'in-en');
    expect(await vocabulary.load(other)).toEqual(new Map());
    const rows = await t.db.execute(sql`select count(*)::int as count from search_vocabulary`);
    expect(Number(rows.rows[0]!.count)).toBeLessThanOrEqual(WARM_WORDS);
  });
});

describe('the words of a new database (nothing saved yet)', () => {
  const found = (...entries: Array<[string, number]>) => entries.map(([word, documents]) => ({ word, documents }));
  const english = found(
    ['gold', 800], ['ذهب', 790], ['सोना', 790], ['22', 400], ['22k', 400], ['22kt', 400], ['necklac', 300], ['necklace', 300],
    ['ring', 200], ['rings', 200], ['g', 150], ['bangl', 100], ['bangle', 100], ['bangles', 100],
  );

  it('are the words a shopper would type, in the language’s script, the commonest first', () => {
    expect([...typedWords(english, 'en', 32)]).toEqual([
      ['gold', 800], ['22k', 400], ['22kt', 400], ['necklace', 300], ['ring', 200], ['rings', 200], ['bangle', 100], ['bangles', 100],
    ]);
    expect([...typedWords(english, 'ar', 32).keys()]).toEqual(['ذهب']);
    expect([...typedWords(english, 'hi', 32).keys()]).toEqual(['सोना']);
    expect([...typedWords(english, 'en', 2).keys()]).toEqual(['gold', '22k']);
    // A language whose script has no class of its own (Chinese: Hans) takes any letter.
    expect([...typedWords(english, 'zh', 1).keys()]).toEqual(['gold']);
  });

  it.each(['in-en', 'ae-ar'])('come from the catalogue’s search documents (%s)', async (locale) => {
    const t = await createTestApp();
    try {
      const where = await siteOf(t.db, locale);
      // The demo store is small: words held by at least two of its products.
      const words = await starterVocabulary(t.db, where, 2, WARM_WORDS);
      expect(words.has(locale === 'in-en' ? 'gold' : 'ذهب')).toBe(true);
      expect([...words.values()]).toEqual([...words.values()].sort((a, b) => b - a));
      // A saved vocabulary comes first; with none saved and no word that common, nothing is warmed.
      expect(await searchVocabulary(t.db).load(where)).toEqual(new Map());
    } finally {
      await t.close();
    }
  });
});
