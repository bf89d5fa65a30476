import type { ProductDetail, ProductOption, ProductSummary } from '@/shared/contracts/catalogue';
import { minorToDecimal } from '@/shared/money';
import type { SiteContext } from '../../../lib/site';
import { toPriceBreakup } from '../pricing/price-breakup';
import type { listStoneRows } from './product-repository';
import type { SellableOption, SellableProduct } from './sellable';

/** Rows and minor units → the wire's shapes (spec names, decimal money, grams). */

const grams = (milligrams: number) => minorToDecimal(milligrams, 3);

const summaries = new WeakMap<SellableProduct, { decimalPlaces: number; summary: Readonly<ProductSummary> }>();

/**
 * A product as a listing shows it. Kept per product: a copy's products are replaced when they
 * change, never changed in place (read-model.ts), and every page of a listing writes 24 of them
 * (docs/performance.md#search-at-100000-sixth-round). Frozen, so no caller can change the kept one.
 */
export function toProductSummary(product: SellableProduct, site: Pick<SiteContext, 'decimalPlaces'>): Readonly<ProductSummary> {
  const known = summaries.get(product);
  if (known?.decimalPlaces === site.decimalPlaces) return known.summary;
  const summary = Object.freeze(summaryOf(product, site));
  summaries.set(product, { decimalPlaces: site.decimalPlaces, summary });
  return summary;
}

function summaryOf(product: SellableProduct, site: Pick<SiteContext, 'decimalPlaces'>): ProductSummary {
  const { row, defaultOption } = product;
  return {
    productID: row.product.id,
    sku: row.product.sku,
    slug: row.product.slug,
    name: row.name,
    categoryID: row.product.categoryId,
    categorySlug: row.categorySlug,
    metal: row.product.metal as ProductSummary['metal'],
    purity: row.product.purity as ProductSummary['purity'],
    colour: row.product.colour,
    image: row.product.images[0] ?? '',
    price: minorToDecimal(defaultOption.priced.result.priceMinor, site.decimalPlaces),
    actualPrice: minorToDecimal(defaultOption.priced.result.actualPriceMinor, site.decimalPlaces),
    netWeight: grams(defaultOption.netWeightMg),
    inStock: row.totalStock > 0,
  };
}

/** `huid`: the HUID of the option's next piece in stock, if it carries one (never for a count of 0: the count rules). */
export function toProductOption(option: SellableOption, site: SiteContext, huid: string | null): ProductOption {
  return {
    productOptionID: option.productOptionId,
    code: option.code,
    kind: option.kind,
    label: option.label,
    netWeight: grams(option.netWeightMg),
    stock: option.stock,
    price: minorToDecimal(option.priced.result.priceMinor, site.decimalPlaces),
    actualPrice: minorToDecimal(option.priced.result.actualPriceMinor, site.decimalPlaces),
    huid: option.stock > 0 ? huid : null,
  };
}

export interface ToProductDetailOptions {
  product: SellableProduct;
  stones: Awaited<ReturnType<typeof listStoneRows>>;
  categoryName: string;
  /** HUIDs of the options' next pieces in stock, by option id (listNextPieceHuids). */
  nextHuids: Map<number, string>;
  site: SiteContext;
}

export function toProductDetail({ product, stones, categoryName, nextHuids, site }: ToProductDetailOptions): ProductDetail {
  const { row, pricing, defaultOption } = product;
  return {
    ...toProductSummary(product, site),
    description: row.description,
    images: row.product.images,
    categoryName,
    grossWeight: grams(row.product.grossWeightMg + defaultOption.weightDeltaMg),
    gender: row.product.gender,
    occasion: row.product.occasion,
    options: product.options.map((option) => toProductOption(option, site, nextHuids.get(option.productOptionId) ?? null)),
    stones: stones.map((stone) => ({
      kind: stone.kind,
      count: stone.count,
      carat: minorToDecimal(stone.caratMilli, 3),
      shape: stone.shape,
      clarity: stone.clarity,
      colour: stone.colour,
      certificate: stone.certificateLab && stone.certificateNumber ? { lab: stone.certificateLab, number: stone.certificateNumber } : null,
    })),
    priceBreakup: toPriceBreakup({ ...defaultOption.priced, metal: pricing.metal, purity: pricing.purity, site }),
  };
}
