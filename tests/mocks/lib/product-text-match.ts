import type { RecordedProduct } from './fixtures';

/**
 * The services' search (src/server/modules/commerce/search) approximated over the recorded
 * products: each word of the query must be found as the start of a word of the product (names,
 * category, metal, purity, colour, stones, SKU; "rings" also finds "ring"), or, when no recorded
 * product has the word at all, resemble a word of the names by trigrams (a typo). Words nothing
 * resembles are left out. Enough for mock mode's journeys ('neckalce', 'ring 22k', Hindi, Arabic).
 */
const TYPO_SIMILARITY = 0.35;
const MIN_TYPO_LENGTH = 4;

export const wordsOf = (text: string) => text.toLowerCase().normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
/** "rings" → "ring": the one English ending that matters for jewellery words. */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function similarity(a: string, b: string): number {
  const first = trigrams(a);
  const second = trigrams(b);
  let shared = 0;
  for (const gram of first) if (second.has(gram)) shared += 1;
  return shared / (first.size + second.size - shared);
}

interface ProductWords {
  all: string[];
  names: string[];
}

function productWords({ summary, detail }: RecordedProduct): ProductWords {
  const names = wordsOf(`${summary.name} ${detail.categoryName}`);
  const attributes = wordsOf(`${summary.sku} ${summary.metal} ${summary.purity} ${summary.colour} ${detail.stones.map((stone) => stone.kind).join(' ')}`);
  return { all: [...names, ...attributes], names };
}

const found = (word: string, words: string[]) => words.some((candidate) => candidate.startsWith(word) || stem(candidate).startsWith(stem(word)));
const closest = (word: string, words: string[]) => Math.max(0, ...words.map((candidate) => similarity(word, candidate)));

/** Product id → relevance for the products matching `q`; null without a query. */
export function matchProducts(products: RecordedProduct[], q: string | undefined): Map<number, number> | null {
  if (!q?.trim()) return null;
  const words = [...new Set(wordsOf(q))].slice(0, 6);
  const result = new Map<number, number>();
  if (words.length === 0) return result;
  const indexed = products.map((product) => ({ product, words: productWords(product) }));
  const modes = words.map((word) => {
    if (indexed.some((entry) => found(word, entry.words.all))) return 'text';
    if (word.length >= MIN_TYPO_LENGTH && indexed.some((entry) => closest(word, entry.words.names) >= TYPO_SIMILARITY)) return 'typo';
    return 'ignored';
  });
  if (modes.every((mode) => mode === 'ignored')) return result;
  for (const { product, words: productTerms } of indexed) {
    let score = 0;
    const matched = words.every((word, index) => {
      if (modes[index] === 'text') {
        score += found(word, productTerms.names) ? 1 : 0.4;
        return found(word, productTerms.all);
      }
      if (modes[index] === 'typo') {
        const best = closest(word, productTerms.names);
        score += best;
        return best >= TYPO_SIMILARITY;
      }
      return true;
    });
    if (matched) result.set(product.detail.productID, score);
  }
  return result;
}
