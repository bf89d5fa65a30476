import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productStones, productTranslations } from '@/server/db/schema';
import { seedBenchCatalogue } from '@/server/db/seed/bench-catalogue';
import { findProducts, rankMatches } from '@/server/modules/commerce/search/search-service';
import { scoreProducts } from '@/server/modules/commerce/search/search-repository';
import { queryWords } from '@/server/modules/commerce/search/search-query';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/**
 * Each product's search document is stored per language and kept by triggers (migration 0013,
 * docs/performance.md#search-at-100000-products). Search used to build every document inside its
 * statement: the statement below is that builder, kept here as the reference. Stored and built
 * documents must be the same, so rankings are too, and stay the same after the rows change.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface BuiltRow {
  product_id: number;
  language_code: string;
  document: string;
  haystack: string;
}

/** Every product's document as search built it per query before migration 0013, in every language. */
async function builtDocuments(): Promise<BuiltRow[]> {
  const result = await t.db.execute(sql`
    with attribute_words as (
      select jsonb_object_agg(kind, entries) as words
      from (select kind, jsonb_object_agg(key, words) as entries from search_attribute_words group by kind) kinds
    )
    select p.id as product_id, l.code as language_code,
      (coalesce(local_text.search_vector, ''::tsvector)
        || coalesce(english_text.search_vector, ''::tsvector)
        || coalesce(local_category.search_vector, ''::tsvector)
        || coalesce(english_category.search_vector, ''::tsvector)
        || setweight(to_tsvector('english', attributes.text), 'C')
        || setweight(to_tsvector('simple', attributes.text), 'C')
        || setweight(to_tsvector('simple', lower(p.sku)), 'C'))::text as document,
      lower(concat_ws(' ', local_text.name, english_text.name, local_category.name, english_category.name)) as haystack
    from products p
    cross join languages l
    join categories category on category.id = p.category_id
    left join (select product_id, array_agg(distinct kind) as kinds from product_stones group by product_id) stones on stones.product_id = p.id
    cross join attribute_words
    cross join lateral (
      select concat_ws(' ',
        attribute_words.words -> 'category' ->> category.slug,
        attribute_words.words -> 'metal' ->> p.metal,
        attribute_words.words -> 'purity' ->> p.purity,
        attribute_words.words -> 'colour' ->> p.colour,
        (select string_agg(attribute_words.words -> 'stone' ->> kind, ' ') from unnest(stones.kinds) kind)
      ) as text
    ) attributes
    left join product_translations local_text on local_text.product_id = p.id and local_text.language_code = l.code
    left join product_translations english_text on english_text.product_id = p.id and english_text.language_code = 'en' and l.code <> 'en'
    left join category_translations local_category on local_category.category_id = p.category_id and local_category.language_code = l.code
    left join category_translations english_category on english_category.category_id = p.category_id and english_category.language_code = 'en' and l.code <> 'en'
    order by 1, 2`);
  return result.rows as unknown as BuiltRow[];
}

async function storedDocuments(): Promise<BuiltRow[]> {
  const result = await t.db.execute(sql`
    select product_id, language_code, document::text as document, haystack from product_search_documents order by 1, 2`);
  return result.rows as unknown as BuiltRow[];
}

describe('stored search documents', () => {
  it('hold for every product and language the document search built per query', async () => {
    const built = await builtDocuments();
    expect(built.length).toBeGreaterThan(100);
    expect(await storedDocuments()).toEqual(built);
  });

  it('follow a renamed product, a stone added and removed, and a renamed category', async () => {
    const [ring] = (await findProducts({ db: t.db, subsiteId: 1, languageCode: 'en', q: 'ring' }))!.keys();
    const [text] = await t.db.select().from(productTranslations).where(eq(productTranslations.productId, ring!)).limit(1);
    await t.db.update(productTranslations).set({ name: `${text!.name} Zebrawood` }).where(eq(productTranslations.productId, ring!));
    const [stone] = await t.db
      .insert(productStones)
      .values({ productId: ring!, kind: 'polki', count: 1, caratMilli: 100 })
      .returning({ id: productStones.id });
    await t.db.execute(sql`update category_translations set name = name || ' Quokka' where language_code = 'en' and category_id = (select category_id from products where id = ${ring!})`);
    try {
      expect(await storedDocuments()).toEqual(await builtDocuments());
      for (const q of ['zebrawood', 'polki', 'quokka']) {
        const found = await findProducts({ db: t.db, subsiteId: 1, languageCode: 'en', q });
        expect([...found!.keys()], q).toContain(ring);
      }
    } finally {
      await t.db.update(productTranslations).set({ name: text!.name }).where(eq(productTranslations.productId, ring!));
      await t.db.delete(productStones).where(eq(productStones.id, stone!.id));
      await t.db.execute(sql`update category_translations set name = replace(name, ' Quokka', '') where language_code = 'en'`);
    }
    expect(await storedDocuments()).toEqual(await builtDocuments());
    expect((await findProducts({ db: t.db, subsiteId: 1, languageCode: 'en', q: 'zebrawood' }))!.size).toBe(0);
  });

  it('rank every product as the built documents did (the whole catalogue, three languages)', async () => {
    // Scores from the built documents: the same columns scoreProducts reads from the stored ones
    // (each figure as a double, as search-sql.ts's wordRank and wordSimilarity read it).
    for (const [languageCode, subsiteId] of [['en', 1], ['hi', 1], ['ar', 2]] as const) {
      for (const q of ['gold ring', 'diamond', 'neckalce', 'अंगूठी', 'خاتم ذهب', '22k']) {
        const words = queryWords(q);
        const stored = rankMatches(await scoreProducts({ db: t.db, subsiteId, languageCode, words }), words);
        const built = (await builtDocuments()).filter((row) => row.language_code === languageCode);
        const scored = await t.db.execute(sql`
          with docs as (select * from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as d(product_id int, document text, haystack text))
          select docs.product_id, ${sql.join(
            words.map((word, index) => {
              const query = sql`(to_tsquery('english', ${`'${word}':*`}) || to_tsquery('simple', ${`'${word}':*`}))`;
              return sql`docs.document::tsvector @@ ${query} as ${sql.identifier(`m${index}`)}, ts_rank(docs.document::tsvector, ${query})::float8 as ${sql.identifier(`r${index}`)}, word_similarity(${word}, docs.haystack)::float8 as ${sql.identifier(`s${index}`)}`;
            }),
            sql`, `,
          )}
          from docs join product_prices price on price.product_id = docs.product_id and price.subsite_id = ${subsiteId}`);
        const rows = (scored.rows as Record<string, unknown>[]).map((row) => ({
          productId: Number(row.product_id),
          popularity: 0,
          matches: words.map((_word, index) => row[`m${index}`] === true),
          ranks: words.map((_word, index) => Number(row[`r${index}`])),
          similarities: words.map((_word, index) => Number(row[`s${index}`])),
        }));
        expect(stored, `${languageCode} ${q}`).toEqual(rankMatches(rows, words));
        expect(stored.size, `${languageCode} ${q}`).toBeGreaterThan(0);
      }
    }
  });

  // Last: it adds products to this file's database.
  it('are built for the bench catalogue, seeded with the triggers off, as the triggers build them', async () => {
    const total = await seedBenchCatalogue(t.db, { count: 40 });
    expect(total).toBeGreaterThan(100);
    expect(await storedDocuments()).toEqual(await builtDocuments());
    // The triggers are on again: a rename of a generated product is followed.
    const [newest] = (await t.db.execute(sql`select max(product_id)::int as id from product_prices where subsite_id = 1`)).rows as { id: number }[];
    await t.db.execute(sql`update product_translations set name = name || ' Zebrawood' where product_id = ${newest!.id}`);
    expect(await storedDocuments()).toEqual(await builtDocuments());
    expect([...(await findProducts({ db: t.db, subsiteId: 1, languageCode: 'en', q: 'zebrawood' }))!.keys()]).toEqual([newest!.id]);
  });
});
