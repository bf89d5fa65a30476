import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { prefixTerm } from './search-query';
import { ATTRIBUTE_WORDS } from './search-words';

/**
 * The products whose search document holds a word, found through indexes instead of by building
 * every product's document (docs/performance.md#search-at-100000-products). A product's document
 * (search-repository.ts) is the union of parts: its name and description in the request's language
 * and in English, its category's names, its attribute words (kind, metal, purity, colour, stones)
 * and its SKU. For a word of letters a–z and digits, the word's query is one prefix term in English
 * stems or as written, and such a query matches a union of parts exactly when it matches one of
 * them, so the product sets below are exactly the products the document would match:
 * - texts through the GIN index on product_translations.search_vector (and category_translations);
 * - attribute words: the few attribute values whose words match, then the products with them;
 * - the SKU through the GIN index on its text vector (migration 0011).
 * Words in other scripts may be split by the parser into several terms, which a union of parts does
 * not answer the same way: `null` for those, and the caller scores the whole catalogue.
 */

const DECOMPOSABLE = /^[a-z0-9]+$/;

export interface TextMatchesOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  words: string[];
}

/** Per word (in order), the ids of the products sold in the subsite whose document holds it; null when a word is not decomposable. */
export async function findTextMatches({ db, subsiteId, languageCode, words }: TextMatchesOptions): Promise<Set<number>[] | null> {
  if (!words.every((word) => DECOMPOSABLE.test(word))) return null;
  const values = sql.join(
    words.map((word, index) => sql`(${index}::int, to_tsquery('english', ${prefixTerm(word)}) || to_tsquery('simple', ${prefixTerm(word)}))`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with words (i, query) as (values ${values}),
    attribute_values as (
      select kind, key, text from jsonb_each(${JSON.stringify(ATTRIBUTE_WORDS)}::jsonb) as kinds(kind, entries), jsonb_each_text(kinds.entries) as entries(key, text)
    ),
    matched_values as (
      select w.i, v.kind, v.key from words w join attribute_values v on (to_tsvector('english', v.text) || to_tsvector('simple', v.text)) @@ w.query
    ),
    matches (i, product_id) as (
      select w.i, t.product_id from words w join product_translations t on t.search_vector @@ w.query and t.language_code in (${languageCode}, 'en')
      union
      select w.i, p.id from words w
        join category_translations c on c.search_vector @@ w.query and c.language_code in (${languageCode}, 'en')
        join products p on p.category_id = c.category_id
      union
      select m.i, p.id from matched_values m join categories c on m.kind = 'category' and c.slug = m.key join products p on p.category_id = c.id
      union
      select m.i, p.id from matched_values m join products p on m.kind = 'metal' and p.metal = m.key
      union
      select m.i, p.id from matched_values m join products p on m.kind = 'purity' and p.purity = m.key
      union
      select m.i, p.id from matched_values m join products p on m.kind = 'colour' and p.colour = m.key
      union
      select m.i, s.product_id from matched_values m join product_stones s on m.kind = 'stone' and s.kind = m.key
      union
      select w.i, p.id from words w join products p on to_tsvector('simple', lower(p.sku)) @@ w.query
    )
    select m.i, m.product_id from matches m
    join product_prices price on price.product_id = m.product_id and price.subsite_id = ${subsiteId}`);
  const sets = words.map(() => new Set<number>());
  for (const row of result.rows as { i: number; product_id: number }[]) sets[Number(row.i)]!.add(Number(row.product_id));
  return sets;
}
