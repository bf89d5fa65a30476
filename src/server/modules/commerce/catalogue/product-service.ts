import type { Breadcrumb, PriceBreakup, ProductDetail, ProductStock } from '@/shared/contracts/catalogue';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { toPriceBreakup } from '../pricing/price-breakup';
import { toProductDetail } from './product-mappers';
import { findCategoryName, listNextPieceHuids, listSlugsUsingRate, listStoneRows } from './product-repository';
import { readModelOf } from './read-model-binding';
import { loadSellableProducts, type SellableProduct } from './sellable';

export { loadSellableProducts, type SellableOption, type SellableProduct } from './sellable';

export interface GetProductOptions {
  db: Executor;
  site: SiteContext;
  productId: number;
}

/** One product sold in the subsite, options priced; throws 404 for an unknown or unsold id. */
export async function getSellableProduct({ db, site, productId }: GetProductOptions): Promise<SellableProduct> {
  const [product] = await loadSellableProducts({ db, site, filters: { productIds: [productId] } });
  if (!product) throw notFound(`Product ${productId}`);
  return product;
}

/** `GET /api/products/{id}/`: the product in the request's language with its price breakup. */
export async function getProduct(options: GetProductOptions): Promise<ProductDetail> {
  const binding = readModelOf(options.db);
  if (!binding?.root) return buildProduct(options);
  const { site, productId } = options;
  // Unknown ids are not kept: a 404 is cheap, and remembering every id asked for is not.
  return binding.model.memo(site, `detail:${productId}`, () => buildProduct(options), { productId });
}

async function buildProduct(options: GetProductOptions): Promise<ProductDetail> {
  const { db, site } = options;
  const product = await getSellableProduct(options);
  const categoryId = product.row.product.categoryId;
  const stones = await listStoneRows(db, product.row.product.id);
  const categoryName = await findCategoryName({ db, categoryId, languageCode: site.languageCode });
  const nextHuids = await nextPieceHuids(db, site, product);
  return toProductDetail({ product, stones, categoryName: categoryName ?? product.row.categorySlug, nextHuids, site });
}

const nextPieceHuids = (db: Executor, site: SiteContext, product: SellableProduct) =>
  listNextPieceHuids({ db, subsiteId: site.subsiteId, optionIds: product.options.map((option) => option.productOptionId) });

/** `GET /api/products/quantity/{id}/Yes/`: stock per option in the subsite, with the HUID of each one's next piece. */
export async function getProductStock(options: GetProductOptions): Promise<ProductStock> {
  const product = await getSellableProduct(options);
  const nextHuids = await nextPieceHuids(options.db, options.site, product);
  return {
    productID: product.row.product.id,
    totalStock: product.row.totalStock,
    options: product.options.map((option) => ({
      productOptionID: option.productOptionId,
      code: option.code,
      stock: option.stock,
      inStock: option.stock > 0,
      huid: option.stock > 0 ? (nextHuids.get(option.productOptionId) ?? null) : null,
    })),
  };
}

const HOME: Record<string, string> = { en: 'Home', hi: 'होम', ar: 'الرئيسية' };

/** `GET /api/products/breadcrumb/{id}/`: Home → category → product, paths without locale. */
export async function getBreadcrumb(options: GetProductOptions): Promise<z.infer<typeof Breadcrumb>> {
  const { db, site } = options;
  const { row } = await getSellableProduct(options);
  const categoryName = await findCategoryName({ db, categoryId: row.product.categoryId, languageCode: site.languageCode });
  return [
    { label: HOME[site.languageCode] ?? 'Home', href: '/' },
    { label: categoryName ?? row.categorySlug, href: `/${row.categorySlug}` },
    { label: row.name, href: `/${row.product.slug}` },
  ];
}

export interface GetProductPriceBreakupOptions extends GetProductOptions {
  /** The option to price; the product's default option when absent. */
  productOptionId?: number;
}

/** The price breakup of one option (account service's `products/price/{id}`). */
export async function getProductPriceBreakup(options: GetProductPriceBreakupOptions): Promise<PriceBreakup> {
  const product = await getSellableProduct(options);
  const option =
    options.productOptionId === undefined
      ? product.defaultOption
      : product.options.find((candidate) => candidate.productOptionId === options.productOptionId);
  if (!option) throw new AppError('BAD_REQUEST', `body.productOptionID: option ${options.productOptionId} is not an option of product ${product.row.product.id}`);
  return toPriceBreakup({ ...option.priced, metal: product.pricing.metal, purity: product.pricing.purity, site: options.site });
}

export interface ListPagesUsingRateOptions {
  db: Executor;
  subsiteId: number;
  metal: string;
  purity: string;
}

/** Storefront paths (without locale) whose prices follow a rate: its products and their categories. */
export async function listPagesUsingRate(options: ListPagesUsingRateOptions): Promise<{ categoryPaths: string[]; productPaths: string[] }> {
  const rows = await listSlugsUsingRate(options);
  return {
    categoryPaths: [...new Set(rows.map((row) => `/${row.categorySlug}`))],
    productPaths: rows.map((row) => `/${row.productSlug}`),
  };
}
