/** At most this many words of a query are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 6;

/**
 * How close a word no product holds must come to a name to count as a typo of it (pg_trgm word
 * similarity: "neckalce" scores 0.44 against "Necklace"). Only such words are matched by
 * resemblance, and only from 4 letters: "ring" is a real word, so it never finds "earrings".
 */
export const TYPO_SIMILARITY = 0.4;
export const MIN_TYPO_LENGTH = 4;

/**
 * How a word of a query is matched, decided over every product the subsite sells:
 * - `text` when some product's document holds it;
 * - else `typo` when it has at least MIN_TYPO_LENGTH letters and some product's names resemble it
 *   at least TYPO_SIMILARITY (trigram word similarity: a misspelling);
 * - else `ignored` ("the", a stray letter).
 */
export type WordMode = 'text' | 'typo' | 'ignored';

/**
 * The words of a shopper's query: letters (with their combining marks, which Hindi needs) and
 * digits, lower-cased, without duplicates. Everything else separates words, so nothing a shopper
 * types can reach the text-search syntax.
 */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().normalize('NFC').match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A word as a prefix term of `to_tsquery` (`'neck':*`): it matches what is still being typed. */
export function prefixTerm(word: string): string {
  return `'${word.replace(/'/g, "''")}':*`;
}

/** A word's score in a product as ranking adds it (search-service.ts), one home for both ways of ranking. */
export function addWordScore(score: number, mode: WordMode, rank: number, similarity: number): number {
  // A word in the name outranks one in the description; similarity breaks ties between names.
  if (mode === 'text') return score + (rank + similarity / 10);
  return mode === 'typo' ? score + similarity : score;
}
