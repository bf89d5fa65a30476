import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { commonDocumentWords } from '../search';

/**
 * The words a first copy warms on a database where no process has saved any
 * (docs/performance.md#the-vocabulary-on-a-new-database): the commonest words of the catalogue's own
 * search documents in the copy's language, as a shopper would type them. The documents hold more
 * than shoppers type, so a word is left out when
 * - it is not written in the language's script (an English copy's documents hold the Arabic and
 *   Hindi names of the metals too), digits aside;
 * - it is only a number ("22": "22k" is what shoppers type) or a single character;
 * - it is a stem standing for a longer word that as many documents hold ("necklac" for "necklace",
 *   "bangl" for "bangle"); a word and its plural in "s" are both kept ("ring", "rings"), and so
 *   are words with figures ("22k", "22kt").
 * The weights are the documents holding each word, the same measure as a kept word's matches.
 */
export async function starterVocabulary(db: Executor, site: SiteContext, minDocuments: number, limit: number): Promise<Map<string, number>> {
  return typedWords(await commonDocumentWords({ db, languageCode: site.languageCode, minDocuments, limit: limit * 4 }), site.languageCode, limit);
}

/** The rules above, over words the commonest first; at most `limit`. */
export function typedWords(found: Array<{ word: string; documents: number }>, languageCode: string, limit: number): Map<string, number> {
  const written = new RegExp(`^[${lettersOf(languageCode)}\\p{M}\\p{N}]+$`, 'u');
  const typed = found.filter(({ word }) => word.length > 1 && written.test(word) && !/^\p{N}+$/u.test(word));
  const stem = ({ word, documents }: { word: string; documents: number }) =>
    /^\p{L}+$/u.test(word) &&
    typed.some((other) => other.documents === documents && other.word !== word && other.word !== `${word}s` && other.word.startsWith(word));
  return new Map(typed.filter((entry) => !stem(entry)).slice(0, limit).map(({ word, documents }) => [word, documents]));
}

/** The letters of the language's script (`\p{Script=Arab}` for `ar`); any letter where the script has no such class (`zh`: Hans). */
function lettersOf(languageCode: string): string {
  try {
    const pattern = `\\p{Script=${new Intl.Locale(languageCode).maximize().script ?? 'Latn'}}`;
    new RegExp(pattern, 'u');
    return pattern;
  } catch {
    return '\\p{L}';
  }
}
