import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { getRateBook, priceOption, type PricedOption, type PricingProduct, type RateBook } from '../pricing/pricing-service';
import { listOptionRows, listProductRows, type ProductFilters, type ProductRow } from './product-repository';

/** An option as a shopper can buy it in one subsite: localised, stocked and priced (minor units). */
export interface SellableOption {
  productOptionId: number;
  productId: number;
  code: string;
  kind: string;
  label: string;
  weightDeltaMg: number;
  netWeightMg: number;
  stock: number;
  priced: PricedOption;
}

export interface SellableProduct {
  row: ProductRow;
  pricing: PricingProduct;
  options: SellableOption[];
  /** The first option in stock, else the first option: what a listing shows and the cart adds. */
  defaultOption: SellableOption;
}

export interface LoadSellableProductsOptions {
  db: Executor;
  site: Pick<SiteContext, 'subsiteId' | 'languageCode' | 'taxRateBp'>;
  /** Price with these rates instead of today's (the back office's preview of a rate change). */
  rates?: RateBook;
  filters: ProductFilters;
}

/** A text of a jsonb `{ en, hi, ar }` column in the language, else English. */
export function localiseLabel(labels: Record<string, string>, languageCode: string, fallback: string): string {
  return labels[languageCode] ?? labels.en ?? fallback;
}

/**
 * Products sold in the request's subsite that match the filters, each option priced with
 * today's rates. Products are returned in id order; callers sort.
 */
export async function loadSellableProducts({ db, site, filters, rates: given }: LoadSellableProductsOptions): Promise<SellableProduct[]> {
  const rows = await listProductRows({ db, subsiteId: site.subsiteId, languageCode: site.languageCode, filters });
  if (rows.length === 0) return [];
  const optionRows = await listOptionRows({ db, subsiteId: site.subsiteId, productIds: rows.map((row) => row.product.id) });
  const rates = given ?? (await getRateBook({ db, subsiteId: site.subsiteId }));

  const optionsByProduct = new Map<number, typeof optionRows>();
  for (const option of optionRows) optionsByProduct.set(option.productId, [...(optionsByProduct.get(option.productId) ?? []), option]);
  return rows.flatMap((row) => {
    const pricing: PricingProduct = {
      metal: row.product.metal,
      purity: row.product.purity,
      netWeightMg: row.product.netWeightMg,
      makingChargeType: row.product.makingChargeType,
      makingChargeBp: row.product.makingChargeBp,
      wastageBp: row.product.wastageBp,
      makingOfferBp: row.product.makingOfferBp,
      makingPerGramMinor: row.makingPerGramMinor,
      stonesMinor: row.stonesMinor,
      otherMinor: row.otherMinor,
    };
    const options = (optionsByProduct.get(row.product.id) ?? []).map((option) => ({
      productOptionId: option.id,
      productId: option.productId,
      code: option.code,
      kind: option.kind,
      label: localiseLabel(option.labels, site.languageCode, option.code),
      weightDeltaMg: option.weightDeltaMg,
      netWeightMg: row.product.netWeightMg + option.weightDeltaMg,
      stock: option.stock,
      priced: priceOption({ product: pricing, weightDeltaMg: option.weightDeltaMg, rates, site }),
    }));
    const defaultOption = options.find((option) => option.stock > 0) ?? options[0];
    return defaultOption ? [{ row, pricing, options, defaultOption }] : [];
  });
}
