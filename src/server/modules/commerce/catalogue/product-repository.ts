import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { idIn } from '../../../lib/id-in';
import { containsPattern } from '../../../lib/like';
import { categories, categoryTranslations, productOptions, productPieces, productPrices, productStock, productStones, products, productTranslations } from '../../../db/schema';

/**
 * Catalogue reads. A product is sold in a subsite when it has a `product_prices` row and stock
 * rows there and is published; an option is offered where it has a stock row. Texts come in the request's
 * language with English as the fallback.
 */
export interface ProductFilters {
  /** Case-insensitive substring of the name (either language) or SKU. */
  q?: string;
  categorySlug?: string;
  metal?: string;
  purity?: string;
  productIds?: number[];
}

export interface ListProductRowsOptions {
  db: Executor;
  subsiteId: number;
  languageCode: string;
  filters: ProductFilters;
}


export async function listProductRows({ db, subsiteId, languageCode, filters }: ListProductRowsOptions) {
  const local = alias(productTranslations, 'local_text');
  const english = alias(productTranslations, 'english_text');
  const stockTotals = db
    .select({ productId: productOptions.productId, total: sql<number>`cast(sum(${productStock.quantity}) as integer)`.as('total') })
    .from(productStock)
    .innerJoin(productOptions, eq(productOptions.id, productStock.optionId))
    .where(eq(productStock.subsiteId, subsiteId))
    .groupBy(productOptions.productId)
    .as('stock_totals');

  // Kinds of stone each piece carries, comma separated (none: no row): the stone filter. One
  // grouped scan of the stones rather than a subquery per product.
  const stoneKinds = db
    .select({ productId: productStones.productId, kinds: sql<string>`string_agg(distinct ${productStones.kind}, ',')`.as('kinds') })
    .from(productStones)
    .groupBy(productStones.productId)
    .as('stone_kinds');

  // Unpublished products are never shown to shoppers (docs/back-office.md#products-and-stock).
  const conditions: SQL[] = [eq(products.published, true)];
  if (filters.productIds) conditions.push(idIn(products.id, filters.productIds.length ? filters.productIds : [0]));
  if (filters.categorySlug) conditions.push(eq(categories.slug, filters.categorySlug));
  if (filters.metal) conditions.push(eq(products.metal, filters.metal));
  if (filters.purity) conditions.push(eq(products.purity, filters.purity));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(or(ilike(local.name, pattern), ilike(english.name, pattern), ilike(products.sku, pattern))!);
  }

  const rows = await db
    .select({
      product: products,
      categorySlug: categories.slug,
      name: sql<string>`coalesce(${local.name}, ${english.name}, ${products.sku})`,
      description: sql<string>`coalesce(${local.description}, ${english.description}, '')`,
      makingPerGramMinor: productPrices.makingPerGramMinor,
      stonesMinor: productPrices.stonesMinor,
      otherMinor: productPrices.otherMinor,
      totalStock: stockTotals.total,
      stoneKinds: stoneKinds.kinds,
    })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.subsiteId, subsiteId)))
    .innerJoin(stockTotals, eq(stockTotals.productId, products.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(local, and(eq(local.productId, products.id), eq(local.languageCode, languageCode)))
    .leftJoin(english, and(eq(english.productId, products.id), eq(english.languageCode, 'en')))
    .leftJoin(stoneKinds, eq(stoneKinds.productId, products.id))
    .where(and(...conditions))
    .orderBy(asc(products.id));
  return rows.map(({ stoneKinds, ...row }) => ({
    ...row,
    totalStock: Number(row.totalStock),
    stoneKinds: stoneKinds ? stoneKinds.split(',') : [],
  }));
}
export type ProductRow = Awaited<ReturnType<typeof listProductRows>>[number];

export interface ListOptionRowsOptions {
  db: Executor;
  subsiteId: number;
  productIds: number[];
}

/** The options offered in the subsite with their stock there, in display order. */
export async function listOptionRows({ db, subsiteId, productIds }: ListOptionRowsOptions) {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productOptions.id,
      productId: productOptions.productId,
      code: productOptions.code,
      kind: productOptions.kind,
      labels: productOptions.labels,
      weightDeltaMg: productOptions.weightDeltaMg,
      stock: productStock.quantity,
    })
    .from(productOptions)
    .innerJoin(productStock, and(eq(productStock.optionId, productOptions.id), eq(productStock.subsiteId, subsiteId)))
    .where(idIn(productOptions.productId, productIds))
    .orderBy(asc(productOptions.productId), asc(productOptions.sortOrder), asc(productOptions.id));
}

export interface ListNextPieceHuidsOptions {
  db: Executor;
  subsiteId: number;
  optionIds: number[];
}

/**
 * The HUID of each option's next piece in stock, by option id: orders take pieces lowest id
 * first, so this is the piece a shopper ordering now is sent. Options whose next piece carries
 * no HUID (the UAE, platinum) or that have none in stock are absent. One index scan per option.
 */
export async function listNextPieceHuids({ db, subsiteId, optionIds }: ListNextPieceHuidsOptions): Promise<Map<number, string>> {
  if (optionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productPieces.optionId], { optionId: productPieces.optionId, huid: productPieces.huid })
    .from(productPieces)
    .where(and(eq(productPieces.subsiteId, subsiteId), inArray(productPieces.optionId, optionIds), isNull(productPieces.orderLineId)))
    .orderBy(asc(productPieces.optionId), asc(productPieces.id));
  return new Map(rows.flatMap((row) => (row.huid ? [[row.optionId, row.huid] as const] : [])));
}

export async function listStoneRows(db: Executor, productId: number) {
  return db.select().from(productStones).where(eq(productStones.productId, productId)).orderBy(asc(productStones.id));
}

export interface GetCategoryTextOptions {
  db: Executor;
  categoryId: number;
  languageCode: string;
}

/** The category's name in the language, else English. */
export async function findCategoryName({ db, categoryId, languageCode }: GetCategoryTextOptions): Promise<string | null> {
  const rows = await db
    .select({ languageCode: categoryTranslations.languageCode, name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, categoryId), inArray(categoryTranslations.languageCode, [languageCode, 'en'])));
  return (rows.find((row) => row.languageCode === languageCode) ?? rows[0])?.name ?? null;
}

export interface ListPricedWithRateOptions {
  db: Executor;
  subsiteId: number;
  metal: string;
  purity: string;
}

/** Slugs of the products the subsite sells in a metal and purity, with their categories' slugs. */
export async function listSlugsUsingRate({ db, subsiteId, metal, purity }: ListPricedWithRateOptions) {
  return db
    .select({ productSlug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.subsiteId, subsiteId)))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.metal, metal), eq(products.purity, purity), eq(products.published, true)))
    .orderBy(asc(categories.sortOrder), asc(products.id));
}
