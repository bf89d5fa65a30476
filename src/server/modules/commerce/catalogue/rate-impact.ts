import type { Executor } from '../../../db/client';
import { getRateBook } from '../pricing/pricing-service';
import { loadSellableProductsFromDatabase } from './sellable';

export interface RateImpactOptions {
  db: Executor;
  site: { subsiteId: number; taxRateBp: number };
  metal: string;
  purity: string;
  ratePerGramMinor: number;
}

/**
 * Every product of the subsite priced in the metal and purity, its default option's price (minor
 * units, tax included) with today's rates and with the proposed one: the metal-rate preview.
 */
export async function priceRateImpact({ db, site, metal, purity, ratePerGramMinor }: RateImpactOptions) {
  const today = await getRateBook({ db, subsiteId: site.subsiteId });
  const proposed = { rateFor: (m: string, p: string) => (m === metal && p === purity ? ratePerGramMinor : today.rateFor(m, p)) };
  const context = { subsiteId: site.subsiteId, languageCode: 'en', taxRateBp: site.taxRateBp };
  const filters = { metal, purity };
  // Both from the database with the same rate book read once, so before and after differ by the proposed rate alone.
  const [before, after] = await Promise.all([
    loadSellableProductsFromDatabase({ db, site: context, filters, rates: today }),
    loadSellableProductsFromDatabase({ db, site: context, filters, rates: proposed }),
  ]);
  const afterById = new Map(after.map((product) => [product.row.product.id, product]));
  return before.map((product) => {
    const currentMinor = product.defaultOption.priced.result.priceMinor;
    const next = afterById.get(product.row.product.id)?.options.find((option) => option.productOptionId === product.defaultOption.productOptionId);
    const newMinor = next?.priced.result.priceMinor ?? currentMinor;
    return { productId: product.row.product.id, sku: product.row.product.sku, slug: product.row.product.slug, name: product.row.name, currentMinor, newMinor };
  });
}
