import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIn } from '../../../lib/id-in';
import { escapeLike } from '../../../lib/like';
import type { WordMode } from './search-query';
import { findsWord, holdsWord, soldIn, wordRank, wordSimilarity } from './search-sql';

export interface ScoreProductsOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  /** From queryWords(): at least one. */
  words: string[];
  /**
   * Each word's mode: only the products holding every `text` word and resembling every `typo` word
   * are scored, found through the indexes (search-candidates.ts asks for one word at a time).
   * Every product sold in the subsite when absent. A `typo` word needs withTypoThreshold().
   */
  modes?: WordMode[];
  /** Only these products (a staff edit's, for the words a copy keeps: catalogue/search-memo.ts). */
  productIds?: number[];
}

/** How one product fares for each word of the query. */
export interface ProductWordScores {
  productId: number;
  /** Per word: the full-text document holds it (as a prefix, in English stems or as written). */
  matches: boolean[];
  /** Per word: ts_rank of that word in the document (a name counts more than a description). */
  ranks: number[];
  /** Per word: trigram word similarity against the product and category names (0–1). */
  similarities: number[];
}

/**
 * Scores every product the subsite sells (or only those `modes` narrow to) against each word of a
 * query, in one statement. A product's document is stored per language (product_search_documents,
 * kept by the triggers of migration 0013): its name and description in the request's language and
 * in English, its category's names, and its kind, metal, purity, colour and stones in every language
 * (the table search_attribute_words). The trigram haystack is the names only, so a typo is matched
 * against what a piece is called, not against its description.
 *
 * Narrowed by `modes`, a row's figures that ranking never reads are not computed: a `text` word is
 * held by every row (its match is true by the filter), a `typo` word by none (nothing holds it) and
 * only its similarity counts, an `ignored` word counts for nothing (docs/performance.md#search-at-100000-second-round).
 */
export async function scoreProducts({ db, subsiteId, languageCode, words, modes, productIds }: ScoreProductsOptions): Promise<ProductWordScores[]> {
  if (productIds?.length === 0) return [];
  const columns: SQL[] = words.flatMap((word, index) => {
    const mode = modes?.[index];
    return [
      mode ? sql`` : sql`, ${holdsWord(word, languageCode)} as ${sql.identifier(`m${index}`)}`,
      !mode || mode === 'text' ? sql`, ${wordRank(word)} as ${sql.identifier(`r${index}`)}` : sql``,
      mode !== 'ignored' ? sql`, ${wordSimilarity(word)} as ${sql.identifier(`s${index}`)}` : sql``,
    ];
  });
  const filters = (modes ?? []).flatMap((mode, index) => (mode === 'ignored' ? [] : [sql` and ${findsWord(words[index]!, mode, languageCode)}`]));
  if (productIds) filters.push(sql` and ${idIn(sql`d.product_id`, productIds)}`);
  const result = await db.execute(sql`
    select d.product_id ${sql.join(columns, sql.raw(''))}
    from product_search_documents d
    where d.language_code = ${languageCode} ${sql.join(filters, sql.raw(''))} and ${soldIn(subsiteId)}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    productId: Number(row.product_id),
    matches: words.map((_word, index) => (modes ? modes[index] === 'text' : row[`m${index}`] === true)),
    ranks: words.map((_word, index) => Number(row[`r${index}`] ?? 0)),
    similarities: words.map((_word, index) => Number(row[`s${index}`] ?? 0)),
  }));
}

/** One word's figures in the products it finds, ascending ids (search-candidates.ts's WordMatches). */
export interface WordScores {
  ids: Int32Array;
  /** ts_rank of the word in each product's document (`text` only; 0 otherwise). */
  ranks: Float64Array;
  /** Word similarity of the word to each product's names. */
  similarities: Float64Array;
}

/** Bytes per product in scoreWord's answer: its id (int4), rank and similarity (float8), big-endian. */
const PACKED_ROW = 4 + 8 + 8;

export interface ScoreWordOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  word: string;
  /** `text`: the products whose document holds the word; `typo` (inside withTypoThreshold()): whose names resemble it. */
  mode: 'text' | 'typo';
}

/**
 * One word's matches as scoreProducts finds and scores them for that word alone (same rows, same
 * figures), packed by the database into one value in id order: a common word's tens of thousands
 * of matches arrive as one field and are read into typed arrays, where a row each cost the services
 * a parsed row, an object and three arrays per product, and their collection
 * (docs/performance.md, "Search at 100,000: a word's matches in one value").
 */
export async function scoreWord({ db, subsiteId, languageCode, word, mode }: ScoreWordOptions): Promise<WordScores> {
  const rank = mode === 'text' ? wordRank(word) : sql`0::float8`;
  const result = await db.execute(sql`
    select string_agg(int4send(d.product_id) || float8send(${rank}) || float8send(${wordSimilarity(word)}), ''::bytea order by d.product_id) as packed
    from product_search_documents d
    where d.language_code = ${languageCode} and ${findsWord(word, mode, languageCode)} and ${soldIn(subsiteId)}`);
  return unpackWordScores((result.rows[0] as { packed: Uint8Array | null } | undefined)?.packed ?? null);
}

/** scoreWord's packed value read into its columns (an empty match when null: no product found). */
export function unpackWordScores(packed: Uint8Array | null): WordScores {
  const count = packed ? packed.byteLength / PACKED_ROW : 0;
  const scores: WordScores = { ids: new Int32Array(count), ranks: new Float64Array(count), similarities: new Float64Array(count) };
  if (!packed) return scores;
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  for (let at = 0, offset = 0; at < count; at += 1, offset += PACKED_ROW) {
    scores.ids[at] = view.getInt32(offset);
    scores.ranks[at] = view.getFloat64(offset + 4);
    scores.similarities[at] = view.getFloat64(offset + 12);
  }
  return scores;
}

export interface FindCategoryMatchesOptions {
  db: Executor;
  languageCode: string;
  text: string;
}

/** Categories whose name (request language or English) starts with, holds, or nearly spells the text. */
export async function scoreCategories({ db, languageCode, text }: FindCategoryMatchesOptions) {
  const lowered = text.toLowerCase();
  const result = await db.execute(sql`
    select c.id, c.slug, c.sort_order,
      coalesce(local_name.name, english_name.name, c.slug) as name,
      greatest(
        word_similarity(${lowered}, lower(coalesce(local_name.name, ''))),
        word_similarity(${lowered}, lower(coalesce(english_name.name, '')))
      ) as similarity,
      (lower(coalesce(local_name.name, '')) like ${`${escapeLike(lowered)}%`}
        or lower(coalesce(english_name.name, '')) like ${`${escapeLike(lowered)}%`}) as starts_with
    from categories c
    left join category_translations local_name on local_name.category_id = c.id and local_name.language_code = ${languageCode}
    left join category_translations english_name on english_name.category_id = c.id and english_name.language_code = 'en'
  `);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    slug: String(row.slug),
    sortOrder: Number(row.sort_order),
    name: String(row.name),
    similarity: Number(row.similarity),
    startsWith: row.starts_with === true,
  }));
}


/**
 * The words (lexemes) held by at least `minDocuments` of a language's search documents, the
 * commonest first, with how many hold each: one pass over the documents (`ts_stat`), about a second
 * at 100,000 products. Stems and every language's attribute words are among them, as the documents
 * hold them.
 */
export async function commonDocumentWords({ db, languageCode, minDocuments, limit }: { db: Executor; languageCode: string; minDocuments: number; limit: number }) {
  const result = await db.execute(sql`
    select word, ndoc from ts_stat(format('select document from product_search_documents where language_code = %L', ${languageCode}::text))
    where ndoc >= ${minDocuments} order by ndoc desc, word limit ${limit}`);
  return (result.rows as Array<{ word: string; ndoc: number }>).map((row) => ({ word: String(row.word), documents: Number(row.ndoc) }));
}
