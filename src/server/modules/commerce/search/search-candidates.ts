import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { MIN_TYPO_LENGTH, TYPO_SIMILARITY, type WordMode } from './search-query';
import { type ProductWordScores, scoreWord, type WordScores } from './search-repository';
import { holdsWord, resemblesWord, soldIn, withTypoThreshold } from './search-sql';

/**
 * One word of a query over every product the subsite sells (docs/performance.md#search-at-100000-second-round):
 * its mode and, for each product it finds (ascending ids), the two figures ranking adds for it.
 * A word's figures in a product depend on that word and that product only (ts_rank of the word in
 * the document, word similarity to the names), so a query's ranking is the intersection of its
 * words' matches, summed; and a word's matches, kept with the catalogue's copy, serve every later
 * query holding the word without asking the database.
 */
export interface WordMatches extends WordScores {
  mode: WordMode;
}

export interface WordMatchesOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  word: string;
}

/**
 * A word's matches, found through the indexes on the stored documents: the products whose document
 * holds it (`text`); when none does, the products whose names resemble it (`typo`, from
 * MIN_TYPO_LENGTH letters); when none does either, `ignored` with no products.
 */
export async function findWordMatches({ db, subsiteId, languageCode, word }: WordMatchesOptions): Promise<WordMatches> {
  const options = { subsiteId, languageCode, word };
  const held = await scoreWord({ ...options, db, mode: 'text' });
  if (held.ids.length > 0) return { mode: 'text', ...held };
  if (word.length < MIN_TYPO_LENGTH) return { mode: 'ignored', ...held };
  const resembling = await withTypoThreshold(db, (tx) => scoreWord({ ...options, db: tx, mode: 'typo' }));
  return { mode: resembling.ids.length > 0 ? 'typo' : 'ignored', ...resembling };
}

/**
 * A word's matches after the products `changed` were edited, from those products' scores now
 * (`rows`: scoreProducts of the word at `index` without modes, narrowed to them). The other
 * products' figures depend on their own documents only and hold (WordMatches); the changed ones
 * are taken out and put back as they score now. Null when the word's mode may have moved (a word
 * found by resemblance is now held, a held word by no product left): then it is found again whole.
 */
export function spliceWordMatches(before: WordMatches, changed: ReadonlySet<number>, rows: ProductWordScores[], index: number, word: string): WordMatches | null {
  const holding = rows.filter((row) => row.matches[index]);
  const typos = word.length >= MIN_TYPO_LENGTH;
  const resembling = typos ? rows.filter((row) => row.similarities[index]! >= TYPO_SIMILARITY) : [];
  if (before.mode === 'ignored') return holding.length === 0 && resembling.length === 0 ? before : null;
  if (before.mode === 'typo' && holding.length > 0) return null;
  const added = before.mode === 'text' ? holding : resembling;
  const kept = [...before.ids.keys()].filter((at) => !changed.has(before.ids[at]!));
  if (kept.length + added.length === 0) return null;
  const entries = [
    ...kept.map((at) => ({ id: before.ids[at]!, rank: before.ranks[at]!, similarity: before.similarities[at]! })),
    ...added.map((row) => ({ id: row.productId, rank: before.mode === 'text' ? row.ranks[index]! : 0, similarity: row.similarities[index]! })),
  ].sort((a, b) => a.id - b.id);
  return {
    mode: before.mode,
    ids: Int32Array.from(entries, (entry) => entry.id),
    ranks: Float64Array.from(entries, (entry) => entry.rank),
    similarities: Float64Array.from(entries, (entry) => entry.similarity),
  };
}

/**
 * Where `id` is in ascending `ids` at or after `from`, or -(where it would go) - 1. Galloping from
 * `from`: a caller asking for ascending ids walks a long list once, and a short one in a few steps
 * (docs/performance.md#search-at-100000-fifth-round).
 */
export function positionFrom(ids: Int32Array, id: number, from = 0): number {
  let step = 1;
  let low = from;
  while (low + step < ids.length && ids[low + step]! < id) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, ids.length - 1);
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ids[middle]!;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -low - 1;
}

export interface WordModesOptions {
  /** Inside withTypoThreshold() when `typos`. */
  db: Executor;
  subsiteId: number;
  languageCode: string;
  words: string[];
  /** Look for typos (else a word no document holds is `ignored` here). */
  typos: boolean;
}

/** Each word's mode (in order), in one statement; a typo is looked for only when no document holds the word. */
export async function findWordModes({ db, subsiteId, languageCode, words, typos }: WordModesOptions): Promise<WordMode[]> {
  const exists = (condition: SQL) =>
    sql`exists (select 1 from product_search_documents d where d.language_code = ${languageCode} and ${condition} and ${soldIn(subsiteId)})`;
  const columns = words.map((word, index) => {
    const typo = typos && word.length >= MIN_TYPO_LENGTH ? sql`when ${exists(resemblesWord(word))} then 'typo'` : sql``;
    return sql`case when ${exists(holdsWord(word, languageCode))} then 'text' ${typo} else 'ignored' end as ${sql.identifier(`w${index}`)}`;
  });
  const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  const row = (result.rows[0] ?? {}) as Record<string, WordMode>;
  return words.map((_word, index) => row[`w${index}`] ?? 'ignored');
}
