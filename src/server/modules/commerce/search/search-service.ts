import type { Executor } from '../../../db/client';
import { findWordModes, MIN_TYPO_LENGTH, TYPO_SIMILARITY, withTypoThreshold, type WordMode } from './search-candidates';
import { queryWords } from './search-query';
import { type ProductWordScores, scoreCategories, scoreProducts } from './search-repository';

export { TYPO_SIMILARITY } from './search-candidates';
/** A category name must resemble the whole query this much to be suggested ("neckl", "braclet"). */
const CATEGORY_SIMILARITY = 0.5;

export interface FindProductsOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  q: string | undefined;
}

/** Product id → relevance (higher first), for the products that match; null when there is no `q`. */
export type SearchResult = Map<number, number> | null;

/**
 * Full-text search with typo tolerance, in every language of the store. Each word of the query
 * must be found in a product: by full text (prefix, English stems or as written) when some
 * product holds the word, otherwise (a misspelling) by trigram similarity to the product's or
 * its category's name. A word nothing resembles ("the", a stray letter) is left out rather than
 * emptying the result, as long as another word was found.
 *
 * Only the products that can be found are scored, found through the indexes
 * (docs/performance.md#search-at-100000-second-round): first as if every word were held by some
 * product (one statement; the usual case, and then the only one); when that finds nothing, each
 * word's mode is decided over the whole catalogue (findWordModes) and the products holding the
 * `text` words and resembling the `typo` ones are scored. Either way rankMatches ranks them as it
 * would have from every product of the subsite.
 */
export async function findProducts({ db, subsiteId, languageCode, q }: FindProductsOptions): Promise<SearchResult> {
  if (!q?.trim()) return null;
  const words = queryWords(q);
  // Only punctuation ("%", "\\_"): a search for nothing findable finds nothing.
  if (words.length === 0) return new Map();
  const options = { db, subsiteId, languageCode, words };
  const allText = words.map((): WordMode => 'text');
  const rows = await scoreProducts({ ...options, modes: allText });
  if (rows.length > 0) return rankMatches(rows, words, allText);
  // Nothing holds every word: some word may be a misspelling, or left out, or the words are never together.
  return withTypoThreshold(db, async (tx) => {
    const modes = await findWordModes({ ...options, db: tx });
    // Every word held (yet never all together), or none found at all: nothing matches.
    if (modes.every((mode) => mode === 'text') || modes.every((mode) => mode === 'ignored')) return new Map();
    return rankMatches(await scoreProducts({ ...options, db: tx, modes }), words, modes);
  });
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
 * be every product of the subsite and the modes are decided from them.
 */
export function rankMatches(rows: ProductWordScores[], words: string[], modes: WordMode[] = wordModes(rows, words)): Map<number, number> {
  const result = new Map<number, number>();
  if (modes.every((mode) => mode === 'ignored')) return result;
  for (const row of rows) {
    let score = 0;
    let matched = true;
    modes.forEach((mode, index) => {
      if (mode === 'text') {
        matched &&= row.matches[index]!;
        // A word in the name outranks one in the description; similarity breaks ties between names.
        score += row.ranks[index]! + row.similarities[index]! / 10;
      } else if (mode === 'typo') {
        matched &&= row.similarities[index]! >= TYPO_SIMILARITY;
        score += row.similarities[index]!;
      }
    });
    if (matched) result.set(row.productId, score);
  }
  return result;
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
