import type { Executor } from '../../../db/client';
import { findWordMatches, findWordModes, positionFrom, type WordMatches } from './search-candidates';
import { addWordScore, MIN_TYPO_LENGTH, queryWords, TYPO_SIMILARITY, type WordMode } from './search-query';
import { type ProductWordScores, scoreCategories, scoreProducts } from './search-repository';
import { withTypoThreshold } from './search-sql';
import { Ranking } from './ranking';

export { TYPO_SIMILARITY } from './search-query';
/** A category name must resemble the whole query this much to be suggested ("neckl", "braclet"). */
const CATEGORY_SIMILARITY = 0.5;

/** Words' matches kept between queries (the catalogue's copy keeps them, search-memo.ts). */
export interface WordMemo {
  /** The word's matches, found once and kept. */
  keep(word: string, compute: () => Promise<WordMatches>): Promise<WordMatches>;
}

export interface FindProductsOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  q: string | undefined;
  wordMemo?: WordMemo;
}

/** The products that match, each with its relevance (ranking.ts); null when there is no `q`. */
export type SearchResult = Ranking | null;

/**
 * Full-text search with typo tolerance, in every language of the store. Each word of the query
 * must be found in a product: by full text (prefix, English stems or as written) when some
 * product holds the word, otherwise (a misspelling) by trigram similarity to the product's or
 * its category's name. A word nothing resembles ("the", a stray letter) is left out rather than
 * emptying the result, as long as another word was found.
 *
 * Only the products that can be found are scored, found through the indexes
 * (docs/performance.md#search-at-100000-second-round), each way ranking as rankMatches would from
 * the whole catalogue:
 * - with a `wordMemo` (the catalogue's copy): each word's matches, found once (findWordMatches) and
 *   kept, then intersected and summed here. A shop's vocabulary is small, so after the first few
 *   queries a new query is made of words asked before and is ranked without asking the database
 *   (docs/performance.md#search-at-100000-fifth-round);
 * - without one, one word: its matches (findWordMatches);
 * - without one, several words: the products holding all of them, found and scored in one
 *   statement; when that finds nothing and some word is held by no product, each word's mode is
 *   decided (findWordModes) and the products holding the `text` words and resembling the `typo`
 *   ones are scored.
 */
export async function findProducts({ db, subsiteId, languageCode, q, wordMemo }: FindProductsOptions): Promise<SearchResult> {
  if (!q?.trim()) return null;
  const words = queryWords(q);
  // Only punctuation ("%", "\\_"): a search for nothing findable finds nothing.
  if (words.length === 0) return Ranking.empty();
  const matchesOf = (word: string) => findWordMatches({ db, subsiteId, languageCode, word });
  if (wordMemo) return rankWordMatches(await Promise.all(words.map((word) => wordMemo.keep(word, () => matchesOf(word)))));
  if (words.length === 1) return rankWordMatches([await matchesOf(words[0]!)]);
  const options = { db, subsiteId, languageCode, words };
  const allText = words.map((): WordMode => 'text');
  const rows = await scoreProducts({ ...options, modes: allText });
  if (rows.length > 0) return rankMatches(rows, words, allText);
  // Nothing holds every word: the words are never together (then nothing matches), or some word may
  // be a misspelling or left out. Which, without a transaction when every word is held by some product.
  const held = await findWordModes({ ...options, typos: false });
  if (held.every((mode) => mode === 'text')) return Ranking.empty();
  return withTypoThreshold(db, async (tx) => {
    const modes = await findWordModes({ ...options, db: tx, typos: true });
    // None found at all: nothing matches.
    if (modes.every((mode) => mode === 'ignored')) return Ranking.empty();
    return rankMatches(await scoreProducts({ ...options, db: tx, modes }), words, modes);
  });
}

/** The products every found word matches, each with its words' scores added in the query's order. */
export function rankWordMatches(matches: WordMatches[]): Ranking {
  const found = matches.filter((word) => word.mode !== 'ignored');
  if (found.length === 0) return Ranking.empty();
  const smallest = found.reduce((a, b) => (b.ids.length < a.ids.length ? b : a));
  const ids = new Int32Array(smallest.ids.length);
  const scores = new Float64Array(smallest.ids.length);
  let count = 0;
  // Each word's place so far: the smallest word's ids ascend, so every other list is walked forward once.
  const cursors = found.map(() => 0);
  for (let index = 0; index < smallest.ids.length; index += 1) {
    const id = smallest.ids[index]!;
    let score = 0;
    let matched = true;
    for (let at = 0; at < found.length; at += 1) {
      const word = found[at]!;
      const place = word === smallest ? index : positionFrom(word.ids, id, cursors[at]);
      if (place < 0) {
        cursors[at] = -place - 1;
        matched = false;
        break;
      }
      cursors[at] = place;
      score = addWordScore(score, word.mode, word.ranks[place]!, word.similarities[place]!);
    }
    if (!matched) continue;
    ids[count] = id;
    scores[count++] = score;
  }
  return Ranking.of(ids, scores, count);
}

/** How each word is matched, decided over the whole catalogue of the subsite (its rows all scored). */
function wordModes(rows: ProductWordScores[], words: string[]): WordMode[] {
  return words.map((word, index) => {
    if (rows.some((row) => row.matches[index])) return 'text';
    const typo = word.length >= MIN_TYPO_LENGTH && rows.some((row) => row.similarities[index]! >= TYPO_SIMILARITY);
    return typo ? 'typo' : 'ignored';
  });
}

/**
 * Each matching product's relevance. `modes` as findWordModes decides them; when absent, `rows` must
 * be every product of the subsite (scoreProducts without modes) and the modes are decided from them.
 */
export function rankMatches(rows: ProductWordScores[], words: string[], modes: WordMode[] = wordModes(rows, words)): Ranking {
  const result: Array<[number, number]> = [];
  if (modes.every((mode) => mode === 'ignored')) return Ranking.empty();
  for (const row of rows) {
    let score = 0;
    let matched = true;
    modes.forEach((mode, index) => {
      if (mode === 'text') matched &&= row.matches[index]!;
      else if (mode === 'typo') matched &&= row.similarities[index]! >= TYPO_SIMILARITY;
      score = addWordScore(score, mode, row.ranks[index]!, row.similarities[index]!);
    });
    if (matched) result.push([row.productId, score]);
  }
  return Ranking.fromEntries(result);
}

export interface FindCategoriesOptions {
  db: Executor;
  languageCode: string;
  q: string;
}

/** Categories a shopper may mean: names that start with the text, or come close to it (typos). */
export async function findCategories({ db, languageCode, q }: FindCategoriesOptions) {
  const text = queryWords(q).join(' ');
  if (!text) return [];
  const rows = await scoreCategories({ db, languageCode, text });
  return rows
    .filter((row) => row.startsWith || row.similarity >= CATEGORY_SIMILARITY)
    .sort((a, b) => Number(b.startsWith) - Number(a.startsWith) || b.similarity - a.similarity || a.sortOrder - b.sortOrder)
    .map(({ id, slug, name }) => ({ id, slug, name }));
}
