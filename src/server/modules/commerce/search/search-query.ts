/** At most this many words of a query are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 6;

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
