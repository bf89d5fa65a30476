import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, productTranslations } from '@/server/db/schema';
import type { CatalogueNotice } from '@/server/lib/catalogue-changes';
import type { SiteContext } from '@/server/lib/site';
import { readModelOf } from '@/server/modules/commerce/catalogue';
import { CatalogueMemo } from '@/server/modules/commerce/catalogue/catalogue-memo';
import { REFRESH_PRODUCTS, REFRESH_WORDS, refreshKeptWords, searchProducts } from '@/server/modules/commerce/catalogue/search-memo';
import { loadSellableProductsFromDatabase, type SellableProduct } from '@/server/modules/commerce/catalogue/sellable';
import { findWordMatches, type WordMatches } from '@/server/modules/commerce/search';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { siteOf } from './model-asks';

/**
 * A staff edit names its products in the change notice (migration 0016), and the copy reads only
 * those again (docs/performance.md#a-staff-edit-patches-the-copy). On the demo store, on both
 * databases: the patched copy must show what a fresh read of the database shows, to the minor unit,
 * the other products must be the very objects they were, and the words the copy kept must match what
 * finding them afresh gives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const model = () => readModelOf(t.db)!.model;
const copyOf = async (site: SiteContext) => (await model().catalogue(site)).products as SellableProduct[];

const shown = (products: SellableProduct[]) =>
  products.map((product) => ({
    id: product.row.product.id,
    name: product.row.name,
    options: product.options.map((option) => ({ id: option.productOptionId, stock: option.stock, priced: option.priced.result })),
  }));

/** Runs a write and returns the notices the services heard for it (the first within a second). */
async function noticesOf(write: () => Promise<unknown>): Promise<CatalogueNotice[]> {
  const heard: CatalogueNotice[] = [];
  const off = t.app.catalogueChanges.on((notice) => heard.push(notice));
  const first = t.app.catalogueChanges.next(() => true, 1_000);
  try {
    await write();
    await first;
    // Every notice of one commit arrives together; give the listener a moment for the rest.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return heard;
  } finally {
    off();
  }
}

describe('the change notices of a product edit', () => {
  it("name the products a statement changed, and say nothing when it changed none", async () => {
    const [first, second] = await copyOf(await siteOf(t.db, 'in-en'));
    const ids = [first!.row.product.id, second!.row.product.id];
    const rename = (productIds: number[]) =>
      t.db.execute(sql`update product_translations set description = description || ' ' where product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
    expect(await noticesOf(() => rename(ids))).toEqual([{ kind: 'products', productIds: [...ids].sort((a, b) => a - b) }]);
    expect(await noticesOf(() => rename([-1]))).toEqual([]);
  });

  // An import of a new collection: copies of the first product under new codes, in one statement.
  const importCopies = (count: number, prefix: string) =>
    t.db.execute(sql`insert into products (sku, slug, category_id, metal, purity, colour, gross_weight_mg, net_weight_mg, making_charge_type, gender, occasion, images)
      select ${prefix} || g, lower(${prefix}) || g, category_id, metal, purity, colour, gross_weight_mg, net_weight_mg, making_charge_type, gender, occasion, images
      from products, generate_series(1, ${count}) g where id = (select min(id) from products)`);
  const removeCopies = (prefix: string) => t.db.execute(sql`delete from products where sku like ${`${prefix}%`}`);

  it('name every product of an import, 500 to a notice (migration 0018)', async () => {
    const heard = await noticesOf(() => importCopies(1_201, 'IMPORT-'));
    const ids = ((await t.db.execute(sql`select id from products where sku like 'IMPORT-%' order by id`)).rows as Array<{ id: number }>).map((row) => Number(row.id));
    expect(ids).toHaveLength(1_201);
    expect(heard).toEqual([
      { kind: 'products', productIds: ids.slice(0, 500) },
      { kind: 'products', productIds: ids.slice(500, 1_000) },
      { kind: 'products', productIds: ids.slice(1_000) },
    ]);
    expect(await noticesOf(() => removeCopies('IMPORT-'))).toEqual(heard);
  });

  // 20,001 products take PGlite 16 s to write; the trigger is the same SQL on both.
  it.runIf(process.env.TEST_DATABASE === 'postgres')('announce `catalogue` for a statement of more than 20,000 products', async () => {
    expect(await noticesOf(() => importCopies(20_001, 'SEED-'))).toEqual([{ kind: 'catalogue' }]);
    expect(await noticesOf(() => removeCopies('SEED-'))).toEqual([{ kind: 'catalogue' }]);
  });
});

describe.each(['in-en', 'ae-ar'])('the copy after a product edit (%s)', (locale) => {
  it('shows what a fresh read shows, reading only the edited product again', async () => {
    const site = await siteOf(t.db, locale);
    const before = await copyOf(site);
    const edited = before[3]!;
    const id = edited.row.product.id;
    const where = and(eq(productPrices.productId, id), eq(productPrices.subsiteId, site.subsiteId));
    const heard = await noticesOf(() => t.db.update(productPrices).set({ makingPerGramMinor: sql`${productPrices.makingPerGramMinor} + 1000` }).where(where));
    expect(heard).toContainEqual({ kind: 'products', productIds: [id] });
    const after = await copyOf(site);
    expect(shown(after)).toEqual(shown(await loadSellableProductsFromDatabase({ db: t.db, site, filters: {} })));
    const price = (products: SellableProduct[]) => products.find((product) => product.row.product.id === id)!.defaultOption.priced.result.priceMinor;
    expect(price(after)).toBeGreaterThan(price(before));
    after.forEach((product, index) => expect(product === before[index], product.row.product.sku).toBe(product.row.product.id !== id));
  });

  it('keeps the words shoppers asked, brought up to date for the edited product', async () => {
    const site = await siteOf(t.db, locale);
    const edited = (await copyOf(site)).find((product) => product.row.categorySlug === 'rings')!;
    const id = edited.row.product.id;
    const rename = (name: string) => noticesOf(() => t.db.update(productTranslations).set({ name }).where(eq(productTranslations.productId, id)));
    await rename('Moonlit necklace');
    // Held by other products too ("necklace", "bangle"), by this one only ("moonlit", "heirloom"), by many.
    const words = ['gold', 'ring', 'necklace', 'bangle', 'moonlit', 'heirloom'];
    for (const word of words) await searchProducts(t.db, site, word);
    const held = async (word: string) => ((await model().catalogue(site)).memo.peek(`word:${word}`) as Promise<WordMatches> | undefined)?.then((matches) => matches.ids.includes(id));
    expect(await held('necklace')).toBe(true);
    expect(await held('bangle')).toBe(false);
    await rename('Heirloom bangle');
    const { memo } = await model().catalogue(site);
    for (const word of words) {
      const kept = memo.peek(`word:${word}`);
      // A word whose mode may have moved ("moonlit" now held by none) is found again; the others are kept and right.
      if (kept) expect(await kept, word).toEqual(await findWordMatches({ db: t.db, subsiteId: site.subsiteId, languageCode: site.languageCode, word }));
    }
    expect(memo.peek('word:gold')).toBeDefined();
    expect(await held('necklace')).toBe(false);
    expect(await held('bangle')).toBe(true);
    const found = await searchProducts(t.db, site, 'heirloom bangle');
    expect(found && [...found.ids]).toContain(id);
  });
});

describe('the words refreshed after an edit', () => {
  it('are the commonest the copy keeps, so an edit costs a copy one statement', async () => {
    const memo = new CatalogueMemo();
    const matches = (count: number): WordMatches => ({
      mode: 'text',
      ids: Int32Array.from({ length: count }, (_, at) => at + 1),
      ranks: new Float64Array(count),
      similarities: new Float64Array(count),
    });
    const words = REFRESH_WORDS + 5;
    for (let at = 0; at < words; at += 1) memo.set(`word:w${at}`, Promise.resolve(matches(at + 1)), { weigh: (value) => value.ids.length });
    memo.set('search:w3', Promise.resolve('a ranking'), { weigh: () => 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const items = refreshKeptWords(t.db)(await siteOf(t.db, 'in-en'), memo, [1]);
    expect(items.map((item) => item.key)).toEqual(Array.from({ length: REFRESH_WORDS }, (_, at) => `word:w${words - 1 - at}`));
  });

  it('after an import are none: the patched copy warms the common words as a rebuilt one does', async () => {
    const memo = new CatalogueMemo();
    memo.set('word:gold', Promise.resolve('gold matches'), { weigh: () => 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const imported = Array.from({ length: REFRESH_PRODUCTS + 1 }, (_, at) => at + 1);
    const site = await siteOf(t.db, 'in-en');
    expect(refreshKeptWords(t.db)(site, memo, imported)).toEqual([]);
    expect(refreshKeptWords(t.db)(site, memo, imported.slice(1)).map((item) => item.key)).toEqual(['word:gold']);
  });
});
