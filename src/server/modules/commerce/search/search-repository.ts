import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { escapeLike } from '../../../lib/like';
import { ATTRIBUTE_WORDS } from './search-words';
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
 * Scores every product the subsite sells against each word of a query, in one statement. A
 * product's document is its name and description in the request's language and in English
 * (generated columns of product_translations), its category's names, and its kind, metal,
 * purity, colour and stones in every language (search-words.ts). The trigram haystack is the names only,
 * so a typo is matched against what a piece is called, not against its description.
 */
export async function scoreProducts({ db, subsiteId, languageCode, words, productIds }: ScoreProductsOptions): Promise<ProductWordScores[]> {
  const attributes = JSON.stringify(ATTRIBUTE_WORDS);
  const columns: SQL[] = words.flatMap((word, index) => [
    sql.raw(`, `),
    sql`document @@ ${wordQuery(word)} as ${sql.identifier(`m${index}`)}`,
    sql`, ts_rank(document, ${wordQuery(word)}) as ${sql.identifier(`r${index}`)}`,
    sql`, word_similarity(${word}, haystack) as ${sql.identifier(`s${index}`)}`,
  ]);
  const statement = sql`
    with attribute_words as (select ${attributes}::jsonb as words),
    docs as materialized (
      select p.id as product_id, p.popularity,
        coalesce(local_text.search_vector, ''::tsvector)
          || coalesce(english_text.search_vector, ''::tsvector)
          || coalesce(local_category.search_vector, ''::tsvector)
          || coalesce(english_category.search_vector, ''::tsvector)
          || setweight(to_tsvector('english', attributes.text), 'C')
          || setweight(to_tsvector('simple', attributes.text), 'C')
          || setweight(to_tsvector('simple', lower(p.sku)), 'C') as document,
        lower(concat_ws(' ', local_text.name, english_text.name, local_category.name, english_category.name)) as haystack
      from products p
      join product_prices price on price.product_id = p.id and price.subsite_id = ${subsiteId}
      join categories category on category.id = p.category_id
      left join (select product_id, array_agg(distinct kind) as kinds from product_stones group by product_id) stones on stones.product_id = p.id
      cross join attribute_words
      cross join lateral (
        select concat_ws(' ',
          attribute_words.words -> 'category' ->> category.slug,
          attribute_words.words -> 'metal' ->> p.metal,
          attribute_words.words -> 'purity' ->> p.purity,
          attribute_words.words -> 'colour' ->> p.colour,
          (select string_agg(attribute_words.words -> 'stone' ->> kind, ' ') from unnest(stones.kinds) kind)
        ) as text
      ) attributes
      left join product_translations local_text on local_text.product_id = p.id and local_text.language_code = ${languageCode}
      left join product_translations english_text on english_text.product_id = p.id and english_text.language_code = 'en' and ${languageCode} <> 'en'
      left join category_translations local_category on local_category.category_id = p.category_id and local_category.language_code = ${languageCode}
      left join category_translations english_category on english_category.category_id = p.category_id and english_category.language_code = 'en' and ${languageCode} <> 'en'
      ${productIds ? sql`where p.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))` : sql``}
    )
    select product_id, popularity ${sql.join(columns, sql.raw(''))}
    from docs`;
  const result = await db.execute(statement);
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

