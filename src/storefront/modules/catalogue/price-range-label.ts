import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import { formatMoney } from '@/shared/money';
import { useSite } from '@/storefront/modules/common/site-context';

export interface PriceRangeTextOptions {
  minPrice?: number;
  /** Inclusive, as the services' price buckets give it (2499.99); null or absent: no upper bound. */
  maxPrice?: number | null;
  decimalPlaces: number;
  /** An amount as the page prints money, whole amounts without decimals. */
  money: (amount: number) => string;
  words: {
    range: (from: string, to: string) => string;
    from: (amount: string) => string;
    under: (amount: string) => string;
    upTo: (amount: string) => string;
  };
}

/**
 * A price filter in round figures: the services' bucket "1000–2499.99" reads "AED 1,000 – AED 2,500"
 * and "0–24999" "Under ₹25,000", as shops print them. An upper end one minor unit below a whole
 * amount is shown as that whole amount; any other end is printed as it is.
 */
export function priceRangeText({ minPrice, maxPrice, decimalPlaces, money, words }: PriceRangeTextOptions): string {
  const scale = 10 ** decimalPlaces;
  const roundUpper = (amount: number) => {
    const next = (Math.round(amount * scale) + 1) / scale;
    return Number.isInteger(next) ? next : amount;
  };
  const low = minPrice ?? 0;
  if (maxPrice === undefined || maxPrice === null) return words.from(money(low));
  const upper = roundUpper(maxPrice);
  if (low === 0) return upper === maxPrice ? words.upTo(money(upper)) : words.under(money(upper));
  return words.range(money(low), money(upper));
}

/** `priceRangeText` in the page's language and currency. */
export function usePriceRangeText(): (minPrice: number | undefined, maxPrice: number | null | undefined) => string {
  const { t } = useTranslation('catalogue');
  const { site, languageTag } = useSite();
  return useCallback(
    (minPrice, maxPrice) =>
      priceRangeText({
        minPrice,
        maxPrice,
        decimalPlaces: site.decimalPlaces,
        money: (amount) => formatMoney({ amount, currencySymbol: site.currencySymbol, decimalPlaces: site.decimalPlaces, languageTag, wholeWithoutDecimals: true }),
        words: {
          range: (from, to) => t('facets.priceRange', { from, to }),
          from: (amount) => t('facets.priceFrom', { amount }),
          under: (amount) => t('facets.priceUnder', { amount }),
          upTo: (amount) => t('facets.priceUpTo', { amount }),
        },
      }),
    [t, site.currencySymbol, site.decimalPlaces, languageTag],
  );
}
