import { and, eq, notInArray } from 'drizzle-orm';
import type { AdminProductDetail, ProductEditBody } from '@/shared/contracts/admin-product-edit';
import type { Database, Executor } from '../../../db/client';
import { productOptions, productPrices, products, productStones, productTranslations } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/app-error';
import { exactMinor } from '../../../lib/exact-minor';
import type { AuthUser } from '../../../plugins/auth';
import { actorOf, recordAudit } from '../../admin/audit';
import { addOptionStockRows, findProductForEdit, type ProductForEdit } from './product-edit-repository';

/**
 * Product edits from the back office (docs/back-office.md#products-and-stock). Each write is one
 * transaction with its audit entry (values before and after); the products' triggers announce it
 * on the catalogue channel when it commits (lib/catalogue-changes.ts), so every process's read
 * model drops its copy. Bad input is refused naming the field before anything is written.
 */

export interface ProductWrite extends ProductForEdit {
  /** The shopper pages that show the product: its page and its category in every locale that sells it. */
  paths: string[];
}

export function shopperPathsOf({ detail, categorySlug, subsites }: ProductForEdit): string[] {
  return subsites.flatMap((subsite) => subsite.languageCodes.flatMap((language) => [`/${subsite.code}-${language}/${detail.slug}`, `/${subsite.code}-${language}/${categorySlug}`]));
}

async function lockedProduct(tx: Executor, productId: number): Promise<ProductForEdit> {
  const found = await findProductForEdit(tx, productId, { forUpdate: true });
  if (!found) throw notFound(`Product ${productId}`);
  return found;
}

export async function getProductForEdit(db: Executor, productId: number): Promise<AdminProductDetail> {
  const found = await findProductForEdit(db, productId);
  if (!found) throw notFound(`Product ${productId}`);
  return found.detail;
}

/** The checks that need the product as it is: subsites it sells in, its options and images. */
function checkAgainst(before: ProductForEdit, body: ProductEditBody) {
  const sold = new Map(before.subsites.map((subsite) => [subsite.id, subsite]));
  const prices = body.prices.map((price, index) => {
    const subsite = sold.get(price.subsiteID);
    if (!subsite) throw badRequest(`prices.${index}.subsiteID: ${before.detail.sku} is not sold in subsite ${price.subsiteID}`);
    const minor = (amount: number, field: string) => exactMinor(amount, subsite.decimalPlaces, `prices.${index}.${field}`);
    return { subsiteId: subsite.id, makingPerGramMinor: minor(price.makingPerGram, 'makingPerGram'), stonesMinor: minor(price.stones, 'stones'), otherMinor: minor(price.other, 'other') };
  });
  if (new Set(prices.map((price) => price.subsiteId)).size !== prices.length) throw badRequest('prices: give each subsite once');
  const existing = new Set(before.detail.options.map((option) => option.productOptionID));
  body.options.forEach((option, index) => {
    if (option.productOptionID !== undefined && !existing.has(option.productOptionID)) throw badRequest(`options.${index}.productOptionID: option ${option.productOptionID} is not an option of ${before.detail.sku}`);
  });
  const kept = new Set(body.options.flatMap((option) => option.productOptionID ?? []));
  const dropped = before.detail.options.filter((option) => !kept.has(option.productOptionID));
  // Orders, pieces and carts refer to an option: it stays (set its stock to 0 to stop selling it).
  if (dropped.length) throw badRequest(`options: ${dropped.map((option) => option.code).join(', ')} cannot be removed (set its stock to 0 instead)`);
  const own = new Set(before.detail.images);
  body.images.forEach((image, index) => {
    if (!own.has(image)) throw badRequest(`images.${index}: not an image of ${before.detail.sku} (upload new photos first)`);
  });
  if (new Set(body.images).size !== body.images.length) throw badRequest('images: must not repeat an image');
  return prices;
}

/** `PUT /admin/products/{productID}`: texts, weights, making charge, prices, options, stones and images in one transaction. */
export async function editProduct({ db, staff, productId, body }: { db: Database; staff: AuthUser; productId: number; body: ProductEditBody }): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    const prices = checkAgainst(before, body);
    await tx
      .update(products)
      .set({ grossWeightMg: body.grossWeightMg, netWeightMg: body.netWeightMg, makingChargeType: body.makingChargeType, makingChargeBp: body.makingChargeBp, wastageBp: body.wastageBp, makingOfferBp: body.makingOfferBp, images: body.images })
      .where(eq(products.id, productId));
    const languages = body.texts.map((text) => text.languageCode);
    await tx.delete(productTranslations).where(and(eq(productTranslations.productId, productId), notInArray(productTranslations.languageCode, languages)));
    for (const text of body.texts) {
      await tx
        .insert(productTranslations)
        .values({ productId, ...text })
        .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.languageCode], set: { name: text.name, description: text.description } });
    }
    for (const price of prices) {
      const { subsiteId, ...amounts } = price;
      await tx.update(productPrices).set(amounts).where(and(eq(productPrices.productId, productId), eq(productPrices.subsiteId, subsiteId)));
    }
    const sellingIn = before.subsites.map((subsite) => subsite.id);
    // Two options may swap codes in one save: renamed ones step aside first (the code is unique per product).
    const codeNow = new Map(before.detail.options.map((option) => [option.productOptionID, option.code]));
    for (const option of body.options) {
      if (option.productOptionID !== undefined && codeNow.get(option.productOptionID) !== option.code)
        await tx.update(productOptions).set({ code: `~renaming-${option.productOptionID}` }).where(eq(productOptions.id, option.productOptionID));
    }
    for (const [sortOrder, option] of body.options.entries()) {
      const labels = Object.fromEntries(Object.entries(option.labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
      const values = { code: option.code, kind: option.kind, labels, weightDeltaMg: option.weightDeltaMg, sortOrder };
      if (option.productOptionID !== undefined) {
        await tx.update(productOptions).set(values).where(eq(productOptions.id, option.productOptionID));
      } else {
        const [added] = await tx.insert(productOptions).values({ productId, ...values }).returning({ id: productOptions.id });
        await addOptionStockRows(tx, added!.id, sellingIn);
      }
    }
    await tx.delete(productStones).where(eq(productStones.productId, productId));
    if (body.stones.length) await tx.insert(productStones).values(body.stones.map((stone) => ({ productId, ...stone })));
    const after = (await findProductForEdit(tx, productId))!;
    await recordAudit(tx, actorOf(staff), { action: 'product.edit', entityType: 'product', entityId: productId, before: before.detail, after: after.detail });
    return { ...after, paths: shopperPathsOf(after) };
  });
}

/** `PUT /admin/products/{productID}/published`: shown to shoppers or hidden everywhere (never deleted). */
export async function setProductPublished({ db, staff, productId, published }: { db: Database; staff: AuthUser; productId: number; published: boolean }): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await tx.update(products).set({ published }).where(eq(products.id, productId));
    const after: ProductForEdit = { ...before, detail: { ...before.detail, published } };
    await recordAudit(tx, actorOf(staff), { action: published ? 'product.publish' : 'product.unpublish', entityType: 'product', entityId: productId, before: { published: before.detail.published }, after: { published } });
    return { ...after, paths: shopperPathsOf(after) };
  });
}

/** Adds an uploaded photo's path to the product's images (last), with its audit entry; used by the upload. */
export async function appendProductImage({ db, staff, productId, image }: { db: Database; staff: AuthUser; productId: number; image: string }): Promise<ProductWrite> {
  return db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    if (before.detail.images.length >= 12) throw badRequest(`image: ${before.detail.sku} already has 12 images (remove one first)`);
    const images = [...before.detail.images, image];
    await tx.update(products).set({ images }).where(eq(products.id, productId));
    const after: ProductForEdit = { ...before, detail: { ...before.detail, images } };
    await recordAudit(tx, actorOf(staff), { action: 'product.image.upload', entityType: 'product', entityId: productId, before: { images: before.detail.images }, after: { images } });
    return { ...after, paths: shopperPathsOf(after) };
  });
}
