import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { prefixTerm } from './search-query';

/**
 * How each word of a query is matched, decided over every product the subsite sells, through the
 * indexes on the stored documents (product_search_documents, migrations 0013 and 0014) instead of
 * by scoring every product (docs/performance.md#search-at-100000-second-round):
 * - `text` when some product's document holds it (the very query scoring matches with);
 * - else `typo` when it has at least MIN_TYPO_LENGTH letters and some product's names resemble it
 *   at least TYPO_SIMILARITY (trigram word similarity: a misspelling);
 * - else `ignored` ("the", a stray letter).
 */
export type WordMode = 'text' | 'typo' | 'ignored';

/**
 * How close a word no product holds must come to a name to count as a typo of it (pg_trgm word
 * similarity: "neckalce" scores 0.44 against "Necklace"). Only such words are matched by
 * resemblance, and only from 4 letters: "ring" is a real word, so it never finds "earrings".
 */
export const TYPO_SIMILARITY = 0.4;
export const MIN_TYPO_LENGTH = 4;

/** A word's query in both configurations: English stems ("rings" → ring) and words as written. */
export const wordQuery = (word: string) => sql`(to_tsquery('english', ${prefixTerm(word)}) || to_tsquery('simple', ${prefixTerm(word)}))`;

/** The document holds the word: what scoring calls a match, answered by the per-language GIN index. */
export const holdsWord = (word: string) => sql`d.document @@ ${wordQuery(word)}`;

/**
 * The names resemble the word at least TYPO_SIMILARITY: `word_similarity(word, haystack) >=` the
 * threshold, as the operator `<%` that the trigram index answers. Only inside withTypoThreshold().
 */
export const resemblesWord = (word: string) => sql`${word} <% d.haystack`;

/** The product is sold in the subsite (has its prices there): one index probe per matching row. */
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

export interface WordModesOptions {
  /** Inside withTypoThreshold(). */
  db: Executor;
  subsiteId: number;
  languageCode: string;
  words: string[];
}

/** Each word's mode (in order), in one statement; a typo is looked for only when no document holds the word. */
export async function findWordModes({ db, subsiteId, languageCode, words }: WordModesOptions): Promise<WordMode[]> {
  const exists = (condition: SQL) =>
    sql`exists (select 1 from product_search_documents d where d.language_code = ${languageCode} and ${condition} and ${soldIn(subsiteId)})`;
  const columns = words.map((word, index) => {
    const typo = word.length >= MIN_TYPO_LENGTH ? sql`when ${exists(resemblesWord(word))} then 'typo'` : sql``;
    return sql`case when ${exists(holdsWord(word))} then 'text' ${typo} else 'ignored' end as ${sql.identifier(`w${index}`)}`;
  });
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result.rows[0] ?? {}) as Record<string, WordMode>;
  return words.map((_word, index) => row[`w${index}`] ?? 'ignored');
}
