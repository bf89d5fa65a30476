import type { Executor } from '../../../db/client';
import type { SiteContext } from '../../../lib/site';
import { getRateBook, priceOption, type PricedOption, type PricingProduct, type RateBook } from '../pricing/pricing-service';
import { listOptionRows, listProductRows, type ProductFilters, type ProductRow } from './product-repository';
import { readModelOf } from './read-model-binding';

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

/** The price a listing shows, sorts by and counts in its price facet: the default option's, in minor units. */
export const listedPriceOf = (product: SellableProduct): number => product.defaultOption.priced.result.priceMinor;

export interface LoadSellableProductsOptions {
  db: Executor;
  site: SiteContext;
  filters: ProductFilters;
  /**
   * The caller reads prices and texts only, never `stock` (placing an order): inside a transaction a
   * built copy serves it even while stock changes are still to be read (CatalogueReadModel.priced).
   */
  pricesOnly?: boolean;
}

export interface LoadFromDatabaseOptions {
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
 * today's rates. Products are returned in id order; callers sort. Served from the catalogue read
 * model (read-model.ts) when the app has one and the filters are the id and category ones.
 */
export async function loadSellableProducts({ db, site, filters, pricesOnly = false }: LoadSellableProductsOptions): Promise<SellableProduct[]> {
  const binding = readModelOf(db);
  if (!binding || filters.q || filters.metal || filters.purity) return loadSellableProductsFromDatabase({ db, site, filters });
  const catalogue = binding.root ? await binding.model.catalogue(site) : pricesOnly ? binding.model.priced(site) : binding.model.current(site);
  if (!catalogue) return loadSellableProductsFromDatabase({ db, site, filters });
  // The model holds what loadSellableProductsFromDatabase gave it (catalogue/index.ts).
  const products = catalogue.products as SellableProduct[];
  const byId = catalogue.byId as Map<number, SellableProduct>;
  let found = products;
  if (filters.productIds) {
    // Ascending ids (a typed array sorts numerically without a comparator): thousands for a new search.
    const ids = Int32Array.from(new Set(filters.productIds)).sort();
    found = [];
    for (const id of ids) {
      const product = byId.get(id);
      if (product) found.push(product);
    }
  }
  if (filters.categorySlug) found = found.filter((product) => product.row.categorySlug === filters.categorySlug);
  return found;
}

/** As loadSellableProducts, always from the database (the read model builds itself with this). */
export async function loadSellableProductsFromDatabase({ db, site, filters, rates: given }: LoadFromDatabaseOptions): Promise<SellableProduct[]> {
  const rows = await listProductRows({ db, subsiteId: site.subsiteId, languageCode: site.languageCode, filters });
  if (rows.length === 0) return [];
  const optionRows = await listOptionRows({ db, subsiteId: site.subsiteId, productIds: rows.map((row) => row.product.id) });
  const rates = given ?? (await getRateBook({ db, subsiteId: site.subsiteId }));

  const optionsByProduct = new Map<number, typeof optionRows>();
  for (const option of optionRows) {
    const list = optionsByProduct.get(option.productId);
    if (list) list.push(option);
    else optionsByProduct.set(option.productId, [option]);
  }
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
    }));
    return pricedWith({ row, pricing, options }, rates, site);
  });
}

/**
 * The same products priced with the subsite's rates as they are now
 * (docs/performance.md#a-rate-change-reprices-the-copy): a rate moves prices only, so a copy a rate
 * change dropped gives its rows and options (texts, weights, stock) and only the rate book is read.
 * The prices are those loadSellableProductsFromDatabase would give; a product none of whose prices
 * move is the same object.
 */
export async function repriceSellableProducts({ db, site, products }: RepriceOptions): Promise<SellableProduct[]> {
  const rates = await getRateBook({ db, subsiteId: site.subsiteId });
  return products.flatMap((product) => {
    // A product whose metal's rate did not move is kept as it is (a 22K gold rate leaves silver alone).
    const rate = rates.rateFor(product.pricing.metal, product.pricing.purity);
    const same = product.options.every(({ priced: { input } }) => input.ratePerGramMinor === rate && input.taxRateBp === site.taxRateBp);
    return same ? [product] : pricedWith(product, rates, site);
  });
}

export interface RepriceOptions {
  db: Executor;
  site: Pick<SiteContext, 'subsiteId' | 'taxRateBp'>;
  products: SellableProduct[];
}

type Unpriced = Pick<SellableProduct, 'row' | 'pricing'> & { options: Array<Omit<SellableOption, 'priced'>> };

/** The product with each option priced with `rates`; none when it has no option (it cannot be sold). */
function pricedWith({ row, pricing, options }: Unpriced, rates: RateBook, site: Pick<SiteContext, 'taxRateBp'>): SellableProduct[] {
  const priced = options.map((option) => ({ ...option, priced: priceOption({ product: pricing, weightDeltaMg: option.weightDeltaMg, rates, site }) }));
  const defaultOption = priced.find((option) => option.stock > 0) ?? priced[0];
  return defaultOption ? [{ row, pricing, options: priced, defaultOption }] : [];
}
