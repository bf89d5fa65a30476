import { asc, eq } from 'drizzle-orm';
import type { AdminProductDetail } from '@/shared/contracts/admin-product-edit';
import { minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { categories, productOptions, productPrices, products, productStock, productStones, productTranslations } from '../../../db/schema';
import { listSubsiteFacts, type SubsiteFacts } from '../../../lib/site-directory';

/** Reads of a product as the back office edits it (docs/back-office.md#products-and-stock). */

export interface ProductForEdit {
  detail: AdminProductDetail;
  categorySlug: string;
  /** The subsites that sell it (a `product_prices` row), with their currency facts. */
  subsites: SubsiteFacts[];
}

/** The product with every editable field; null when there is no such product. Locks its row inside a transaction when `forUpdate`. */
export async function findProductForEdit(db: Executor, productId: number, { forUpdate = false } = {}): Promise<ProductForEdit | null> {
  const select = db.select({ product: products, categorySlug: categories.slug }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(eq(products.id, productId));
  const [row] = forUpdate ? await select.for('update', { of: products }) : await select;
  if (!row) return null;
  const [texts, prices, options, stones] = await Promise.all([
    db.select().from(productTranslations).where(eq(productTranslations.productId, productId)).orderBy(asc(productTranslations.languageCode)),
    db.select().from(productPrices).where(eq(productPrices.productId, productId)).orderBy(asc(productPrices.subsiteId)),
    db.select().from(productOptions).where(eq(productOptions.productId, productId)).orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
    db.select().from(productStones).where(eq(productStones.productId, productId)).orderBy(asc(productStones.id)),
  ]);
  const subsites = await listSubsiteFacts(db, prices.map((price) => price.subsiteId));
  const facts = new Map(subsites.map((subsite) => [subsite.id, subsite]));
  const { product } = row;
  const detail: AdminProductDetail = {
    productID: product.id,
    sku: product.sku,
    slug: product.slug,
    published: product.published,
    metal: product.metal,
    purity: product.purity,
    grossWeightMg: product.grossWeightMg,
    netWeightMg: product.netWeightMg,
    makingChargeType: product.makingChargeType === 'percent' ? 'percent' : 'per_gram',
    makingChargeBp: product.makingChargeBp,
    wastageBp: product.wastageBp,
    makingOfferBp: product.makingOfferBp,
    texts: texts.map((text) => ({ languageCode: text.languageCode, name: text.name, description: text.description })),
    prices: prices.flatMap((price) => {
      const subsite = facts.get(price.subsiteId);
      if (!subsite) return [];
      const major = (minor: number) => minorToDecimal(minor, subsite.decimalPlaces);
      return [{ subsiteID: subsite.id, subsiteCode: subsite.code, currencyCode: subsite.currencyCode, decimalPlaces: subsite.decimalPlaces, makingPerGram: major(price.makingPerGramMinor), stones: major(price.stonesMinor), other: major(price.otherMinor) }];
    }),
    options: options.map((option) => ({
      productOptionID: option.id,
      code: option.code,
      kind: option.kind,
      labels: { en: option.labels.en ?? option.code, hi: option.labels.hi ?? null, ar: option.labels.ar ?? null },
      weightDeltaMg: option.weightDeltaMg,
    })),
    stones: stones.map((stone) => ({
      kind: stone.kind,
      count: stone.count,
      caratMilli: stone.caratMilli,
      shape: stone.shape,
      clarity: stone.clarity,
      colour: stone.colour,
      certificateLab: stone.certificateLab,
      certificateNumber: stone.certificateNumber,
    })),
    images: product.images,
  };
  return { detail, categorySlug: row.categorySlug, subsites };
}

/** A new option is stocked at 0 in every subsite that sells the product, so staff can then set its stock. */
export async function addOptionStockRows(db: Executor, optionId: number, subsiteIds: number[]): Promise<void> {
  if (subsiteIds.length) await db.insert(productStock).values(subsiteIds.map((subsiteId) => ({ optionId, subsiteId, quantity: 0 })));
}

