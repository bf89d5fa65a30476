import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { escapeLike } from '../../../lib/like';
import { prefixTerm } from './search-query';

export interface ScoreProductsOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  /** From queryWords(): at least one. */
  words: string[];
  /** Only these products (search-candidates.ts found them); every product sold in the subsite when absent. */
  productIds?: number[];
}

/** How one product fares for each word of the query. */
export interface ProductWordScores {
  productId: number;
  popularity: number;
  /** Per word: the full-text document holds it (as a prefix, in English stems or as written). */
  matches: boolean[];
  /** Per word: ts_rank of that word in the document (a name counts more than a description). */
  ranks: number[];
  /** Per word: trigram word similarity against the product and category names (0–1). */
  similarities: number[];
}

/** A word's query in both configurations: English stems ("rings" → ring) and words as written. */
const wordQuery = (word: string) => sql`(to_tsquery('english', ${prefixTerm(word)}) || to_tsquery('simple', ${prefixTerm(word)}))`;

/**
 * Scores every product the subsite sells (or the given ones) against each word of a query, in one
 * statement. A product's document is stored per language (product_search_documents, kept by the
 * triggers of migration 0013): its name and description in the request's language and in English,
 * its category's names, and its kind, metal, purity, colour and stones in every language (the
 * table search_attribute_words). The trigram haystack is the names only, so a typo is matched
 * against what a piece is called, not against its description.
 */
export async function scoreProducts({ db, subsiteId, languageCode, words, productIds }: ScoreProductsOptions): Promise<ProductWordScores[]> {
  const columns: SQL[] = words.flatMap((word, index) => [
    sql.raw(`, `),
    sql`d.document @@ ${wordQuery(word)} as ${sql.identifier(`m${index}`)}`,
    sql`, ts_rank(d.document, ${wordQuery(word)}) as ${sql.identifier(`r${index}`)}`,
    sql`, word_similarity(${word}, d.haystack) as ${sql.identifier(`s${index}`)}`,
  ]);
  const result = await db.execute(sql`
    select d.product_id, p.popularity ${sql.join(columns, sql.raw(''))}
    from product_search_documents d
    join products p on p.id = d.product_id
    join product_prices price on price.product_id = d.product_id and price.subsite_id = ${subsiteId}
    where d.language_code = ${languageCode}
      ${productIds ? sql`and d.product_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))` : sql``}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    productId: Number(row.product_id),
    popularity: Number(row.popularity),
    matches: words.map((_word, index) => row[`m${index}`] === true),
    ranks: words.map((_word, index) => Number(row[`r${index}`])),
    similarities: words.map((_word, index) => Number(row[`s${index}`])),
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

