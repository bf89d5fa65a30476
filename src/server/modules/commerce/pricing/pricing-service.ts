import { minorToDecimal } from '@/shared/money';
import { METALS, PURITIES, type MetalRate } from '@/shared/contracts/catalogue';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { computePrice, type PriceInput, type PriceResult } from './price-engine';
import type { PricingSite } from './price-breakup';
import { insertMetalRate, listCurrentRates, listRateHistoryRows, type InsertMetalRateOptions, type ListRateHistoryRowsOptions } from './pricing-repository';

/** The pricing facts of a product in one subsite (products + product_prices rows). */
export interface PricingProduct {
  metal: string;
  purity: string;
  netWeightMg: number;
  makingChargeType: string;
  makingChargeBp: number;
  wastageBp: number;
  makingOfferBp: number;
  makingPerGramMinor: number;
  stonesMinor: number;
  otherMinor: number;
}

/** Today's rates of one subsite, looked up by metal and purity. */
export interface RateBook {
  rateFor(metal: string, purity: string): number;
}

export interface GetRateBookOptions {
  db: Executor;
  subsiteId: number;
}

/** Loads the subsite's current rates once, to price any number of options with them. */
export async function getRateBook({ db, subsiteId }: GetRateBookOptions): Promise<RateBook> {
  const rows = await listCurrentRates({ db, subsiteId });
  const rates = new Map(rows.map((row) => [`${row.metal}:${row.purity}`, row.ratePerGramMinor]));
  return {
    rateFor(metal, purity) {
      const rate = rates.get(`${metal}:${purity}`);
      // A product on sale without a rate is a configuration gap, not a shopper's mistake.
      if (rate === undefined) throw new AppError('UNAVAILABLE', `No metal rate is set for ${metal} ${purity}`);
      return rate;
    },
  };
}

export interface PriceOptionOptions {
  product: PricingProduct;
  /** The option's weight relative to the product's net weight. */
  weightDeltaMg: number;
  rates: RateBook;
  site: Pick<PricingSite, 'taxRateBp'>;
}

export interface PricedOption {
  input: PriceInput;
  result: PriceResult;
}

/** Prices one option of a product with today's rates, in integer minor units. */
export function priceOption({ product, weightDeltaMg, rates, site }: PriceOptionOptions): PricedOption {
  const making =
    product.makingChargeType === 'percent'
      ? { type: 'percent' as const, basisPoints: product.makingChargeBp }
      : { type: 'per_gram' as const, perGramMinor: product.makingPerGramMinor };
  const input: PriceInput = {
    netWeightMg: product.netWeightMg + weightDeltaMg,
    ratePerGramMinor: rates.rateFor(product.metal, product.purity),
    wastageBp: product.wastageBp,
    making,
    makingOfferBp: product.makingOfferBp,
    stonesMinor: product.stonesMinor,
    otherMinor: product.otherMinor,
    taxRateBp: site.taxRateBp,
  };
  return { input, result: computePrice(input) };
}

export interface ListMetalRatesOptions {
  db: Executor;
  site: Pick<PricingSite, 'decimalPlaces'> & { subsiteId: number };
}

// The order of the shared contract, so this list and the header ticker's agree.
const METAL_ORDER: readonly string[] = METALS;
const PURITY_ORDER: readonly string[] = PURITIES;

/** Today's rate per metal and purity with the previous one, for the ticker and the rates page. */
export async function listMetalRates({ db, site }: ListMetalRatesOptions): Promise<MetalRate[]> {
  const rows = await listCurrentRates({ db, subsiteId: site.subsiteId });
  const rank = (list: readonly string[], value: string) => (list.includes(value) ? list.indexOf(value) : list.length);
  return rows
    .sort((a, b) => rank(METAL_ORDER, a.metal) - rank(METAL_ORDER, b.metal) || rank(PURITY_ORDER, a.purity) - rank(PURITY_ORDER, b.purity))
    .map((row) => ({
      metal: row.metal as MetalRate['metal'],
      purity: row.purity as MetalRate['purity'],
      ratePerGram: minorToDecimal(row.ratePerGramMinor, site.decimalPlaces),
      previousRatePerGram: minorToDecimal(row.previousRatePerGramMinor ?? row.ratePerGramMinor, site.decimalPlaces),
      effectiveAt: row.effectiveAt.toISOString(),
    }));
}

/**
 * Records a new rate for a subsite, metal and purity, in effect at once; returns it with the rate
 * it replaces (null for a first). Callers validate the figures (admin/rates does).
 */
export async function recordMetalRate(options: InsertMetalRateOptions) {
  const current = (await listCurrentRates({ db: options.db, subsiteId: options.subsiteId })).find(
    (rate) => rate.metal === options.metal && rate.purity === options.purity,
  );
  const rate = await insertMetalRate(options);
  return { rate, previousRatePerGramMinor: current?.ratePerGramMinor ?? null };
}

/** Rates as entered, newest first, in minor units. */
export function listRateHistory(options: ListRateHistoryRowsOptions) {
  return listRateHistoryRows(options);
}
