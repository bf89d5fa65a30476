import type { Executor } from '../../../db/client';
import { findTextMatches } from './search-candidates';
import { queryWords } from './search-query';
import { type ProductWordScores, scoreCategories, scoreProducts } from './search-repository';

/**
 * How close a word no product holds must come to a name to count as a typo of it (pg_trgm word
 * similarity: "neckalce" scores 0.44 against "Necklace"). Only such words are matched by
 * resemblance, and only from 4 letters: "ring" is a real word, so it never finds "earrings".
 */
export const TYPO_SIMILARITY = 0.4;
const MIN_TYPO_LENGTH = 4;
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
 */
export async function findProducts({ db, subsiteId, languageCode, q }: FindProductsOptions): Promise<SearchResult> {
  if (!q?.trim()) return null;
  const words = queryWords(q);
  // Only punctuation ("%", "\\_"): a search for nothing findable finds nothing.
  if (words.length === 0) return new Map();
  const options = { db, subsiteId, languageCode, words };
  const rows = (await narrowedRows(options)) ?? (await scoreProducts(options));
  return rankMatches(rows, words);
}

/**
 * The scores of the only products that can be found, when indexes can tell which
 * (docs/performance.md#search-at-100000-products): when every word is held by some product, each
 * word is matched as text and a result must hold all of them, so it is among the products holding
 * every word, and only those are scored (rankMatches then ranks them as it would have from the
 * whole catalogue). Null when a word no product holds may be a misspelling: its match by
 * resemblance is decided over the whole catalogue.
 */
async function narrowedRows(options: { db: Executor; subsiteId: number; languageCode: string; words: string[] }): Promise<ProductWordScores[] | null> {
  const sets = await findTextMatches(options);
  if (sets.some((set) => set.size === 0)) return null;
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  const productIds = [...smallest!].filter((id) => others.every((set) => set.has(id)));
  return productIds.length === 0 ? [] : scoreProducts({ ...options, productIds });
}

type WordMode = 'text' | 'typo' | 'ignored';

/** How each word is matched, decided over the whole catalogue of the subsite. */
function wordModes(rows: ProductWordScores[], words: string[]): WordMode[] {
  return words.map((word, index) => {
    if (rows.some((row) => row.matches[index])) return 'text';
    const typo = word.length >= MIN_TYPO_LENGTH && rows.some((row) => row.similarities[index]! >= TYPO_SIMILARITY);
    return typo ? 'typo' : 'ignored';
  });
}

export function rankMatches(rows: ProductWordScores[], words: string[]): Map<number, number> {
  const modes = wordModes(rows, words);
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
