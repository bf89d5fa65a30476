import type { Breadcrumb, PriceBreakup, ProductDetail, ProductListQuery, ProductPage, ProductStock } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { SiteContext } from '../../../lib/site';
import { toPriceBreakup } from '../pricing/price-breakup';
import { toProductDetail, toProductSummary } from './product-mappers';
import { findCategoryName, listStoneRows } from './product-repository';
import { loadSellableProducts, type SellableProduct } from './sellable';

export { loadSellableProducts, type SellableOption, type SellableProduct } from './sellable';

export interface ListProductsOptions {
  db: Executor;
  site: SiteContext;
  query: ProductListQuery;
}

type Sort = ProductListQuery['sort'];
const COMPARATORS: Record<Sort, (a: SellableProduct, b: SellableProduct) => number> = {
  popularity: (a, b) => b.row.product.popularity - a.row.product.popularity,
  newest: (a, b) => b.row.product.listedAt.getTime() - a.row.product.listedAt.getTime(),
  price_asc: (a, b) => a.defaultOption.priced.result.priceMinor - b.defaultOption.priced.result.priceMinor,
  price_desc: (a, b) => b.defaultOption.priced.result.priceMinor - a.defaultOption.priced.result.priceMinor,
};

/**
 * One page of the products sold in the request's subsite. Prices follow today's metal rates, so
 * the price filter and sort run here on the computed prices of the candidate set (the demo's
 * ≈70 products); a catalogue in the thousands would need stored prices refreshed on a rate
 * change (issue 3 item 2 brings full-text search and counts per filter value).
 */
export async function listProducts({ db, site, query }: ListProductsOptions): Promise<ProductPage> {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('querystring.minPrice: must not be greater than maxPrice');
  }
  const filters = { q: query.q || undefined, categorySlug: query.category || undefined, metal: query.metal, purity: query.purity };
  const candidates = await loadSellableProducts({ db, site, filters });
  const min = query.minPrice === undefined ? undefined : decimalToMinor(query.minPrice, site.decimalPlaces);
  const max = query.maxPrice === undefined ? undefined : decimalToMinor(query.maxPrice, site.decimalPlaces);
  const matching = candidates
    .filter(({ defaultOption }) => {
      const price = defaultOption.priced.result.priceMinor;
      return (min === undefined || price >= min) && (max === undefined || price <= max);
    })
    .sort((a, b) => COMPARATORS[query.sort](a, b) || a.row.product.id - b.row.product.id);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize).map((product) => toProductSummary(product, site)),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

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
  const { db, site } = options;
  const product = await getSellableProduct(options);
  const categoryId = product.row.product.categoryId;
  const stones = await listStoneRows(db, product.row.product.id);
  const categoryName = await findCategoryName({ db, categoryId, languageCode: site.languageCode });
  return toProductDetail({ product, stones, categoryName: categoryName ?? product.row.categorySlug, site });
}

/** `GET /api/products/quantity/{id}/Yes/`: stock per option in the subsite. */
export async function getProductStock(options: GetProductOptions): Promise<ProductStock> {
  const product = await getSellableProduct(options);
  return {
    productID: product.row.product.id,
    totalStock: product.row.totalStock,
    options: product.options.map((option) => ({
      productOptionID: option.productOptionId,
      code: option.code,
      stock: option.stock,
      inStock: option.stock > 0,
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
