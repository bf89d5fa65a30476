import { formatMoney, minorToDecimal } from '@/shared/money';
import type { PriceBreakup } from '@/shared/contracts/catalogue';
import type { SiteContext } from '../../../lib/site';
import type { PriceInput, PriceLineCode, PriceResult } from './price-engine';
import { formatBasisPoints, formatGrams, priceWords } from './price-labels';

/** What the breakup needs to know of the subsite and language it is shown in. */
export type PricingSite = Pick<
  SiteContext,
  'subsiteCode' | 'languageCode' | 'currencyCode' | 'currencySymbol' | 'decimalPlaces' | 'taxLabel' | 'taxRateBp'
>;

export interface ToPriceBreakupOptions {
  input: PriceInput;
  result: PriceResult;
  metal: string;
  purity: string;
  site: PricingSite;
}

/** Lines that only appear when they apply; metal, making and tax always show. */
const OPTIONAL_LINES: ReadonlySet<PriceLineCode> = new Set(['wastage', 'making_offer', 'stones', 'other']);

/**
 * The edge where integer minor units become the wire's decimal numbers (`PriceBreakup`), with
 * labels and "how it was computed" details in the request's language.
 */
export function toPriceBreakup({ input, result, metal, purity, site }: ToPriceBreakupOptions): PriceBreakup {
  const words = priceWords(site.languageCode);
  const money = (minor: number) =>
    formatMoney({
      amount: minorToDecimal(minor, site.decimalPlaces),
      currencySymbol: site.currencySymbol,
      decimalPlaces: site.decimalPlaces,
      languageTag: `${site.languageCode}-${site.subsiteCode.toUpperCase()}`,
    });
  const grams = `${formatGrams(input.netWeightMg)} ${words.gram}`;
  const perGram = (minor: number) => `${grams} × ${money(minor)}/${words.gram}`;
  const ofMetal = (basisPoints: number) => `${formatBasisPoints(basisPoints)} ${words.ofMetalValue}`;
  const taxName = words.taxNames[site.taxLabel] ?? site.taxLabel;

  const details: Partial<Record<PriceLineCode, string>> = {
    metal: perGram(input.ratePerGramMinor),
    wastage: ofMetal(input.wastageBp),
    making: input.making.type === 'per_gram' ? perGram(input.making.perGramMinor) : ofMetal(input.making.basisPoints),
    making_offer: `${formatBasisPoints(input.makingOfferBp)} ${words.offMaking}`,
    tax: `${taxName} ${formatBasisPoints(site.taxRateBp)}`,
  };
  const labels: Record<PriceLineCode, string> = {
    ...words.lines,
    metal: `${words.metals[metal] ?? metal} ${purity}`,
    tax: `${words.lines.tax} (${taxName})`,
  };

  const lines = result.lines
    .filter((line) => !(OPTIONAL_LINES.has(line.code) && line.amountMinor === 0))
    .map((line) => ({
      code: line.code,
      label: labels[line.code],
      amount: minorToDecimal(line.amountMinor, site.decimalPlaces),
      ...(details[line.code] ? { detail: details[line.code] } : {}),
    }));

  return {
    currencyCode: site.currencyCode,
    decimalPlaces: site.decimalPlaces,
    ratePerGram: minorToDecimal(input.ratePerGramMinor, site.decimalPlaces),
    netWeight: minorToDecimal(input.netWeightMg, 3),
    lines,
    actualPrice: minorToDecimal(result.actualPriceMinor, site.decimalPlaces),
    price: minorToDecimal(result.priceMinor, site.decimalPlaces),
  };
}
