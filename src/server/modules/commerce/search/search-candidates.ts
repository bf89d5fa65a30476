import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { prefixTerm } from './search-query';

/**
 * The products whose search document holds a word, found through the GIN index on the stored
 * documents (product_search_documents, migration 0013) instead of by scoring every product
 * (docs/performance.md#search-at-100000-products). A word is held exactly when scoring would say
 * so (search-repository.ts matches the same document with the same query), in every script.
 */

export interface TextMatchesOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  words: string[];
}

/** Per word (in order), the ids of the products sold in the subsite whose document holds it. */
export async function findTextMatches({ db, subsiteId, languageCode, words }: TextMatchesOptions): Promise<Set<number>[]> {
  const values = sql.join(
    words.map((word, index) => sql`(${index}::int, to_tsquery('english', ${prefixTerm(word)}) || to_tsquery('simple', ${prefixTerm(word)}))`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with words (i, query) as (values ${values})
    select w.i, d.product_id from words w
    join product_search_documents d on d.document @@ w.query and d.language_code = ${languageCode}
    join product_prices price on price.product_id = d.product_id and price.subsite_id = ${subsiteId}`);
  const sets = words.map(() => new Set<number>());
  for (const row of result.rows as { i: number; product_id: number }[]) sets[Number(row.i)]!.add(Number(row.product_id));
  return sets;
}
