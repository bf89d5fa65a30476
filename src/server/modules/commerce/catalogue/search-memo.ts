import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { findCategories, findProducts, type SearchResult, type WordMemo } from '../search';
import { readModelOf } from './read-model';

/**
 * Search rankings remembered with the catalogue's copy (read-model.ts): they depend on the texts
 * and on which products are sold, never on rates or stock counts, so a copy keeps them, and the
 * copy rebuilt for a rate change takes them over (`ratesFree`). So do the matches of each word of
 * every query (docs/performance.md#search-at-100000-fifth-round): a new query made of words asked
 * before, alone or with others, is ranked from them without asking the database. A search's
 * ranking is kept once it is asked a second time (`onRepeat`, catalogue-memo.ts); a word's matches
 * at once. Without a read model (or for a blank query) they are computed every time.
 */
export async function searchProducts(db: Executor, site: SiteContext, q: string | undefined): Promise<SearchResult> {
  const binding = readModelOf(db);
  const options = { db, subsiteId: site.subsiteId, languageCode: site.languageCode, q };
  if (!binding?.root || !q?.trim()) return findProducts(options);
  const { model } = binding;
  const compute = () => {
    const wordMemo: WordMemo = {
      keep: (word, find) => model.memo(site, `word:${word}`, find, { weigh: (matches) => Math.max(1, matches.ids.length), ratesFree: true }),
    };
    return findProducts({ ...options, wordMemo });
  };
  return model.memo(site, `search:${q}`, compute, { weigh: (result) => result?.size ?? 1, ratesFree: true, onRepeat: true });
}

/**
 * The ids of the `limit` best matches of a search, best first (ties by id), kept with its ranking:
 * a suggestion asked again sorts nothing, however many products match.
 */
export async function findTopProductIds(db: Executor, site: SiteContext, q: string, limit: number): Promise<number[]> {
  const compute = async () => {
    const relevance = await searchProducts(db, site, q);
    if (!relevance) return [];
    const { ids, scores } = relevance;
    // Places sorted, not pairs: a common word's search finds thousands.
    const order = Int32Array.from(ids.keys()).sort((a, b) => scores[b]! - scores[a]! || ids[a]! - ids[b]!);
    return [...order.subarray(0, limit)].map((at) => ids[at]!);
  };
  const binding = readModelOf(db);
  if (!binding?.root || !q.trim()) return compute();
  return binding.model.memo(site, `top:${limit}:${q}`, compute, { weigh: (ids) => ids.length, ratesFree: true, onRepeat: true });
}

export async function searchCategories(db: Executor, site: SiteContext, q: string) {
  const binding = readModelOf(db);
  const run = () => findCategories({ db, languageCode: site.languageCode, q });
  if (!binding?.root) return run();
  return binding.model.memo(site, `categories:${q}`, run, { weigh: (found) => found.length, ratesFree: true });
}
