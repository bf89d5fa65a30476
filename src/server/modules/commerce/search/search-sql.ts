import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { prefixTerm, TYPO_SIMILARITY } from './search-query';

/**
 * The pieces of SQL search matches a stored document with (product_search_documents `d`,
 * migrations 0013 and 0014; docs/performance.md#search-at-100000-second-round).
 */

/** A word's query in both configurations: English stems ("rings" → ring) and words as written. */
export const wordQuery = (word: string) => sql`(to_tsquery('english', ${prefixTerm(word)}) || to_tsquery('simple', ${prefixTerm(word)}))`;

/**
 * The word's rank in the document (ts_rank, a `real`) as a double: the services read it from text
 * or from scoreWord's packed value, and both must give the same number, the float's exact value.
 */
export const wordRank = (word: string) => sql`ts_rank(d.document, ${wordQuery(word)})::float8`;

/** namesSimilarity as a double, for the same reason as wordRank. */
export const wordSimilarity = (word: string) => sql`(${namesSimilarity(word)})::float8`;

/**
 * The document holds the word (as wordQuery reads it): what scoring calls a match, answered by the
 * per-language GIN index. The prefix is spelt as the lexemes of the language that start with it
 * (migration 0015's search_word_query, once per statement as a scalar subquery), which the index
 * intersects with the other words' entries instead of collecting every product of the prefix first
 * (docs/performance.md#search-at-100000-fourth-round). The same documents match as with wordQuery.
 */
export const holdsWord = (word: string, languageCode: string) =>
  sql`d.document @@ (select search_word_query(${languageCode}, ${prefixTerm(word)}))`;

/**
 * `word_similarity(word, d.haystack)`, the names' resemblance to the word ranking adds. It is 1 when
 * the names hold the word whole between spaces, which a substring search tells for a fraction of
 * the call's cost: at 100,000 products a common word's 10,000 matches spent most of a statement in
 * the call (docs/performance.md#search-at-100000-fourth-round). The same figure either way.
 */
export const namesSimilarity = (word: string | SQL) =>
  sql`case when strpos(' ' || d.haystack || ' ', ' ' || ${word}::text || ' ') > 0 then 1 else word_similarity(${word}, d.haystack) end`;

/**
 * The names resemble the word at least TYPO_SIMILARITY: `word_similarity(word, haystack) >=` the
 * threshold, as the operator `<%` that the trigram index answers. Only inside withTypoThreshold().
 */
export const resemblesWord = (word: string) => sql`${word} <% d.haystack`;

/** The documents a word narrows a search to: holding it (`text`) or with names resembling it (`typo`). */
export const findsWord = (word: string, mode: 'text' | 'typo', languageCode: string) => (mode === 'text' ? holdsWord(word, languageCode) : resemblesWord(word));

/**
 * The product is sold in the subsite (has its prices there): one index probe per matching row
 * (`offset 0` keeps it a probe; as a join, PostgreSQL hashed all 90,000 prices of a subsite for
 * a few thousand matches).
 */
export const soldIn = (subsiteId: number) =>
  sql`exists (select 1 from product_prices price where price.product_id = d.product_id and price.subsite_id = ${subsiteId} offset 0)`;

/**
 * Runs `work` in a transaction where `<%` means a word similarity of at least TYPO_SIMILARITY
 * (pg_trgm's setting, local to the transaction, so no other statement of the connection sees it).
 */
export async function withTypoThreshold<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return work(tx);
  });
}
