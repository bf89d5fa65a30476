import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { findCategories, findProducts, findWordMatches, type ProductWordScores, scoreProducts, type SearchResult, spliceWordMatches, type WordMatches, type WordMemo } from '../search';
import { MEMO_WEIGHT_LIMIT, type MemoOptions } from './catalogue-memo';
import type { WarmCopy } from './copy-warming';
import type { RefreshKept, Vocabulary } from './read-model-options';
import { readModelOf } from './read-model-binding';
import { starterVocabulary } from './starter-vocabulary';

/** A word's matches in the copy's memo: kept at once, and through a rate change. */
const wordKey = (word: string) => `word:${word}`;
const WORD_OPTIONS: MemoOptions<WordMatches> = { weigh: (matches) => Math.max(1, matches.ids.length), ratesFree: true };
/** Only words held by at least this many products are warmed: a rarer word is found in a few milliseconds. */
export const WARM_MIN_MATCHES = 1_000;
/** At most this many words are warmed per copy, the commonest first, holding at most WARM_WEIGHT ids in all. */
export const WARM_WORDS = 32;
export const WARM_WEIGHT = MEMO_WEIGHT_LIMIT / 4;
/** How often each process saves the words its copies would warm (searchVocabulary), besides as it stops. */
export const VOCABULARY_SAVE_MS = 5 * 60_000;
/** The commonest words a copy keeps are refreshed after a product change, in one statement (three columns each). */
export const REFRESH_WORDS = 100;
/**
 * Above this many changed products (an import), scoring them all for every kept word costs more than
 * finding the commonest words again whole, as after a rebuild (docs/performance.md#an-import-patches-the-copy).
 */
export const REFRESH_PRODUCTS = 2_000;

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
      keep: (word, find) => model.memo(site, wordKey(word), find, WORD_OPTIONS),
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

/**
 * The matches of the words shoppers asked for most products, found again while a copy is rebuilt
 * after a change of texts or products (docs/performance.md#search-at-100000-eighth-round). A word
 * most products hold takes the database most of a second to find ("gold" in 71,000 of 100,000
 * products), and every shopper whose search holds it waits for that once per copy; a staff edit
 * drops the copy. So the words the dropped copy had kept (its vocabulary: what shoppers asked) are
 * found beside the rebuild, the commonest first, those held by at least WARM_MIN_MATCHES products,
 * within WARM_WEIGHT ids in all. A rate change's copy keeps the old one's words (`ratesFree`); a
 * first build has none to go by.
 */
export function warmAskedWords(db: Executor): WarmCopy {
  return (site, retired) =>
    wordsKept(retired).map((word) => ({
      key: wordKey(word),
      compute: () => findWordMatches({ db, subsiteId: site.subsiteId, languageCode: site.languageCode, word }),
      options: WORD_OPTIONS as MemoOptions<unknown>,
    }));
}

/** The words a copy had found for the most products (a word's weight is its matches), within the warming's bounds. */
function wordsKept(kept: ReadonlyMap<string, number>): string[] {
  const prefix = wordKey('');
  const common = [...kept].filter(([key, weight]) => key.startsWith(prefix) && weight >= WARM_MIN_MATCHES);
  common.sort(([a, weightA], [b, weightB]) => weightB - weightA || (a < b ? -1 : 1));
  const words: string[] = [];
  let total = 0;
  for (const [key, weight] of common) {
    if (words.length === WARM_WORDS || total + weight > WARM_WEIGHT) break;
    words.push(key.slice(prefix.length));
    total += weight;
  }
  return words;
}

/**
 * The matches of the words a copy keeps, brought up to date for the products a staff edit changed
 * (the notice names them: docs/performance.md#a-staff-edit-patches-the-copy). A word's figures in a
 * product depend on that product's document only, so only the changed products are scored again,
 * for the REFRESH_WORDS commonest kept words in one statement, and spliced into the kept matches
 * (spliceWordMatches). A word whose mode may have moved, or whose old matches failed, is found again
 * whole; the rarer words are dropped and found again when asked (a few milliseconds each), so an
 * edit costs each copy one statement however many words it keeps. After an import of more than
 * REFRESH_PRODUCTS products nothing is refreshed: the patched copy warms the common words as a
 * rebuilt one does (read-model.ts), one at a time, a shopper's ask first.
 */
export function refreshKeptWords(db: Executor): RefreshKept {
  return (site, memo, productIds) => {
    if (productIds.length > REFRESH_PRODUCTS) return [];
    const prefix = wordKey('');
    const keys = [...memo.weights()]
      .filter(([key]) => key.startsWith(prefix))
      .sort(([a, weightA], [b, weightB]) => weightB - weightA || (a < b ? -1 : 1))
      .slice(0, REFRESH_WORDS)
      .map(([key]) => key);
    const changed = new Set(productIds);
    const options = { db, subsiteId: site.subsiteId, languageCode: site.languageCode };
    const words = keys.map((key) => key.slice(prefix.length));
    let scores: Promise<ProductWordScores[]> | undefined;
    return words.map((word, index) => ({
      key: wordKey(word),
      options: WORD_OPTIONS as MemoOptions<unknown>,
      compute: async () => {
        scores ??= scoreProducts({ ...options, words, productIds });
        const before = (await memo.peek(wordKey(word))?.catch(() => undefined)) as WordMatches | undefined;
        const after = before && spliceWordMatches(before, changed, await scores, index, word);
        return after ?? findWordMatches({ ...options, word });
      },
    }));
  };
}

/**
 * The words shoppers asked for most products, kept across restarts in `search_vocabulary`
 * (migration 0017; docs/performance.md#the-vocabulary-across-a-restart): a process just started has
 * no copy to go by, and its first shoppers each waited for the common words they asked. Saved are
 * the words a copy would warm (wordsKept); a copy with none saves nothing, so a process that served
 * no searches does not wipe what the others saved. Loaded are at most WARM_WORDS, the commonest first;
 * where none were ever saved, the catalogue's commonest words (starter-vocabulary.ts).
 */
export function searchVocabulary(db: Executor): Vocabulary {
  return {
    async save(site, kept) {
      const words = wordsKept(kept);
      if (words.length === 0) return;
      const where = sql`subsite_id = ${site.subsiteId} and language_code = ${site.languageCode}`;
      const rows = words.map((word) => sql`(${site.subsiteId}, ${site.languageCode}, ${word}, ${kept.get(wordKey(word)) ?? 0}, now())`);
      // Upserted, then the others deleted: two processes saving at once never collide on a word.
      await db.execute(sql`insert into search_vocabulary (subsite_id, language_code, word, matches, saved_at) values ${sql.join(rows, sql`, `)}
        on conflict (subsite_id, language_code, word) do update set matches = excluded.matches, saved_at = excluded.saved_at`);
      await db.execute(sql`delete from search_vocabulary where ${where} and word not in (${sql.join(words.map((word) => sql`${word}`), sql`, `)})`);
    },
    async load(site) {
      const result = await db.execute(sql`select word, matches from search_vocabulary
        where subsite_id = ${site.subsiteId} and language_code = ${site.languageCode} order by matches desc, word limit ${WARM_WORDS}`);
      const rows = result.rows as Array<{ word: string; matches: number }>;
      // Nothing saved (a new database): the catalogue's own commonest words.
      const words = rows.length > 0 ? rows.map((row) => [String(row.word), Number(row.matches)] as const) : await starterVocabulary(db, site, WARM_MIN_MATCHES, WARM_WORDS);
      return new Map([...words].map(([word, matches]) => [wordKey(word), matches]));
    },
  };
}
