import type { Executor } from '../client';
import {
  categories,
  categoryTranslations,
  productOptions,
  productPieces,
  productPrices,
  products,
  productStock,
  productStones,
  productTranslations,
  urlRewrites,
} from '../schema';
import { seedPieces } from './data/hallmark';
import { daysBefore, insertInChunks, requireId } from './seed-helpers';
import type { Localised, SeedCategory, SeedProduct } from './types';

const translations = (texts: { name: Localised; description: Localised }) =>
  (Object.keys(texts.name) as (keyof Localised)[]).map((languageCode) => ({
    languageCode,
    name: texts.name[languageCode],
    description: texts.description[languageCode] ?? texts.description.en,
  }));

export interface SeedCategoriesOptions {
  tx: Executor;
  categories: SeedCategory[];
}

/** Categories with their names in every language; returns ids by slug. */
export async function seedCategories({ tx, categories: list }: SeedCategoriesOptions): Promise<Map<string, number>> {
  const rows = await tx
    .insert(categories)
    .values(list.map((category) => ({ slug: category.slug, image: category.image, sortOrder: category.sort })))
    .returning({ id: categories.id, slug: categories.slug });
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  await insertInChunks(
    tx,
    categoryTranslations,
    list.flatMap((category) => translations(category).map((text) => ({ categoryId: ids.get(category.slug)!, ...text }))),
  );
  return ids;
}

export interface SeedProductsOptions {
  tx: Executor;
  products: SeedProduct[];
  categoryIds: Map<string, number>;
  subsiteIds: Map<string, number>;
  now: Date;
}

/**
 * Products with translations, per-subsite charges, options with stock (a piece per unit, the
 * hallmarked Indian ones with their HUIDs), stones and their readable paths (`/<category-slug>`,
 * `/<product-slug>`); returns product ids by SKU.
 */
export async function seedProducts({ tx, products: list, categoryIds, subsiteIds, now }: SeedProductsOptions): Promise<Map<string, number>> {
  const rows = await tx
    .insert(products)
    .values(
      list.map((product) => ({
        sku: product.sku,
        slug: product.slug,
        categoryId: requireId(categoryIds, product.categorySlug, 'category'),
        metal: product.metal,
        purity: product.purity,
        colour: product.colour,
        grossWeightMg: product.grossWeightMg,
        netWeightMg: product.netWeightMg,
        makingChargeType: product.makingCharge.type,
        makingChargeBp: product.makingCharge.type === 'percent' ? product.makingCharge.basisPoints : 0,
        wastageBp: product.wastageBp,
        makingOfferBp: product.makingOfferBp,
        gender: product.gender,
        occasion: product.occasion,
        popularity: product.popularity,
        images: product.images,
        listedAt: daysBefore(now, product.listedDaysAgo),
      })),
    )
    .returning({ id: products.id, sku: products.sku });
  const ids = new Map(rows.map((row) => [row.sku, row.id]));
  const idOf = (product: SeedProduct) => ids.get(product.sku)!;

  await insertInChunks(tx, productTranslations, list.flatMap((product) => translations(product).map((text) => ({ productId: idOf(product), ...text }))));
  await insertInChunks(tx, productPrices, list.flatMap((product) => pricesOf(product, idOf(product), subsiteIds)));
  await insertInChunks(tx, productStones, list.flatMap((product) => stonesOf(product, idOf(product))));
  await seedOptions(tx, list, idOf, subsiteIds);
  await insertInChunks(tx, urlRewrites, [
    ...[...categoryIds].map(([slug, entityId]) => ({ requestPath: `/${slug}`, entityType: 'category', entityId })),
    ...list.map((product) => ({ requestPath: `/${product.slug}`, entityType: 'product', entityId: idOf(product) })),
  ]);
  return ids;
}

function pricesOf(product: SeedProduct, productId: number, subsiteIds: Map<string, number>) {
  return product.subsites.map((subsite) => ({
    productId,
    subsiteId: requireId(subsiteIds, subsite, 'subsite'),
    makingPerGramMinor: product.makingCharge.type === 'per_gram' ? product.makingCharge.perGram[subsite] : 0,
    stonesMinor: product.stones.reduce((sum, stone) => sum + stone.charge[subsite], 0),
    otherMinor: product.otherCharges[subsite],
  }));
}

function stonesOf(product: SeedProduct, productId: number) {
  return product.stones.map((stone) => ({
    productId,
    kind: stone.kind,
    count: stone.count,
    caratMilli: stone.caratMilli,
    shape: stone.shape ?? null,
    clarity: stone.clarity ?? null,
    colour: stone.colour ?? null,
    certificateLab: stone.certificate?.lab ?? null,
    certificateNumber: stone.certificate?.number ?? null,
  }));
}

async function seedOptions(tx: Executor, list: SeedProduct[], idOf: (product: SeedProduct) => number, subsiteIds: Map<string, number>) {
  const optionRows = await tx
    .insert(productOptions)
    .values(
      list.flatMap((product) =>
        product.options.map((option, sortOrder) => ({
          productId: idOf(product),
          code: option.code,
          kind: option.kind,
          labels: option.label,
          weightDeltaMg: option.weightDeltaMg,
          sortOrder,
        })),
      ),
    )
    .returning({ id: productOptions.id, productId: productOptions.productId, code: productOptions.code });
  const optionIds = new Map(optionRows.map((row) => [`${row.productId}:${row.code}`, row.id]));
  await insertInChunks(
    tx,
    productStock,
    list.flatMap((product) =>
      product.options.flatMap((option) =>
        product.subsites.map((subsite) => ({
          optionId: optionIds.get(`${idOf(product)}:${option.code}`)!,
          subsiteId: requireId(subsiteIds, subsite, 'subsite'),
          quantity: option.stock[subsite],
        })),
      ),
    ),
  );
  const productIds = new Map(list.map((product) => [product.sku, idOf(product)]));
  await insertInChunks(
    tx,
    productPieces,
    seedPieces(list).map((piece) => ({
      optionId: optionIds.get(`${productIds.get(piece.sku)}:${piece.optionCode}`)!,
      subsiteId: requireId(subsiteIds, piece.subsite, 'subsite'),
      huid: piece.huid,
    })),
  );
}
