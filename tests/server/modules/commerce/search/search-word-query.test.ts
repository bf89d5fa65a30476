import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchCatalogue } from '@/server/db/seed/bench-catalogue';
import { prefixTerm, queryWords } from '@/server/modules/commerce/search/search-query';
import { namesSimilarity, wordQuery } from '@/server/modules/commerce/search/search-sql';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';

/**
 * Search finds the documents holding a word through search_word_query (migration 0015): the word's
 * prefix spelt as the lexemes of the language that start with it, kept in search_lexemes as documents
 * are written (docs/performance.md#search-at-100000-fourth-round). It must find exactly the documents
 * the prefix query (wordQuery, what ranking reads) finds: for every prefix a shopper can type of every
 * word of the catalogue's names, in every language, and after a document gains a new word.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBenchCatalogue(t.db, { count: 40 });
});
afterAll(async () => {
  await t?.close();
});

const LANGUAGES = ['en', 'hi', 'ar'];

/** The ids of the documents of a language a condition holds for, ascending. */
async function ids(languageCode: string, condition: SQL): Promise<number[]> {
  const result = await t.db.execute(sql`select d.product_id from product_search_documents d where d.language_code = ${languageCode} and ${condition} order by 1`);
  return (result.rows as { product_id: number }[]).map((row) => Number(row.product_id));
}

const expanded = (languageCode: string, word: string) => sql`d.document @@ (select search_word_query(${languageCode}, ${prefixTerm(word)}))`;
const byPrefix = (word: string) => sql`d.document @@ ${wordQuery(word)}`;

async function queryText(languageCode: string, word: string): Promise<string> {
  const result = await t.db.execute(sql`select search_word_query(${languageCode}, ${prefixTerm(word)})::text as query`);
  return String((result.rows[0] as { query: string }).query);
}

/** Every prefix (one letter up) of every word of the products' and categories' names in a language, and some words no name holds. */
async function typedWords(languageCode: string): Promise<string[]> {
  const result = await t.db.execute(sql`
    select name from product_translations where language_code = ${languageCode}
    union select name from category_translations where language_code = ${languageCode}`);
  const words = new Set<string>(['the', 'zz', '22', '1']);
  for (const { name } of result.rows as { name: string }[]) {
    for (const word of queryWords(name)) for (let length = 1; length <= word.length; length += 1) words.add(word.slice(0, length));
  }
  return [...words];
}

describe('search_word_query', () => {
  it.each(LANGUAGES)('finds in %s exactly the documents the prefix query finds, for every prefix of every name', async (languageCode) => {
    const words = await typedWords(languageCode);
    expect(words.length).toBeGreaterThan(100);
    const differing: string[] = [];
    let spelt = 0;
    for (const word of words) {
      const [found, expected] = await Promise.all([ids(languageCode, expanded(languageCode, word)), ids(languageCode, byPrefix(word))]);
      if (JSON.stringify(found) !== JSON.stringify(expected)) differing.push(`${word}: ${found.length} found, ${expected.length} expected`);
      if (!(await queryText(languageCode, word)).includes(':*')) spelt += 1;
    }
    expect(differing).toEqual([]);
    // Most words are spelt as lexemes (the fast way), not left as prefixes.
    expect(spelt).toBeGreaterThan(words.length / 2);
  });

  it('spells a prefix as its lexemes, and leaves one held by more than 64 lexemes (or by none) a prefix', async () => {
    expect(await queryText('en', 'neck')).not.toContain(':*');
    expect(await queryText('en', 'qqqq')).toContain(':*');
    // 70 new words starting with "zq" in one product's description: too many lexemes to spell.
    const [product] = (await t.db.execute(sql`select product_id from product_translations where language_code = 'en' order by product_id limit 1`)).rows as { product_id: number }[];
    const extra = Array.from({ length: 70 }, (_unused, index) => `zq${index}x`).join(' ');
    await t.db.execute(sql`update product_translations set description = description || ' ' || ${extra} where product_id = ${product!.product_id} and language_code = 'en'`);
    expect(await queryText('en', 'zq')).toContain(':*');
    expect(await ids('en', expanded('en', 'zq'))).toEqual([Number(product!.product_id)]);
    expect(await queryText('en', 'zq7')).not.toContain(':*');
    expect(await ids('en', expanded('en', 'zq7'))).toEqual([Number(product!.product_id)]);
  });

  it('finds a product by a word its new name starts with an existing word with (the vocabulary follows the documents)', async () => {
    // "Ringlet" is a lexeme no document held: the prefix "ring" must now stand for it too.
    const [pendant] = (await t.db.execute(sql`
      select p.id from products p join categories c on c.id = p.category_id
      where c.slug = 'pendants' order by p.id limit 1`)).rows as { id: number }[];
    const id = Number(pendant!.id);
    expect(await queryText('en', 'ring')).not.toContain(':*');
    expect(await ids('en', expanded('en', 'ringlet'))).toEqual([]);
    await t.db.execute(sql`update product_translations set name = name || ' Ringlet' where product_id = ${id} and language_code = 'en'`);
    for (const languageCode of LANGUAGES) {
      const found = await ids(languageCode, expanded(languageCode, 'ring'));
      expect(found).toContain(id);
      expect(found).toEqual(await ids(languageCode, byPrefix('ring')));
    }
  });
});

describe('namesSimilarity', () => {
  it.each(LANGUAGES)('gives in %s the word similarity of every typed word to every product\'s names, with its shortcut taken', async (languageCode) => {
    const words = await typedWords(languageCode);
    const list = sql`unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as w(word)`;
    const result = await t.db.execute(sql`
      select count(*) filter (where ${namesSimilarity(sql`w.word`)} <> word_similarity(w.word, d.haystack)) as differing,
        count(*) filter (where strpos(' ' || d.haystack || ' ', ' ' || w.word || ' ') > 0) as whole
      from product_search_documents d, ${list}
      where d.language_code = ${languageCode}`);
    const row = result.rows[0] as { differing: number | string; whole: number | string };
    expect(Number(row.differing)).toBe(0);
    // The shortcut was taken, for many pairs (else the comparison proves nothing).
    expect(Number(row.whole)).toBeGreaterThan(100);
  });
});
