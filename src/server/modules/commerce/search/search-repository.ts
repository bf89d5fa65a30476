import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { idIn } from '../../../lib/id-in';
import { escapeLike } from '../../../lib/like';
import type { WordMode } from './search-query';
import { holdsWord, namesSimilarity, resemblesWord, soldIn, wordQuery } from './search-sql';

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
      !mode || mode === 'text' ? sql`, ts_rank(d.document, ${wordQuery(word)}) as ${sql.identifier(`r${index}`)}` : sql``,
      mode !== 'ignored' ? sql`, ${namesSimilarity(word)} as ${sql.identifier(`s${index}`)}` : sql``,
    ];
  });
  const filters = (modes ?? []).flatMap((mode, index) => {
    if (mode === 'text') return [sql` and ${holdsWord(words[index]!, languageCode)}`];
    return mode === 'typo' ? [sql` and ${resemblesWord(words[index]!)}`] : [];
  });
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
