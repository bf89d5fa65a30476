import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { toLanguageTag } from '@/shared/locale';
import { currencyStyle, formatMoney } from '@/shared/money';
import { formatDecimal } from '@/shared/number-format';
import type { SiteSettings } from '@/shared/site-settings';

/**
 * The page's site settings and locale, from its props. Components read them here rather than
 * from the store so the very first render (server and hydration) already formats prices right.
 */
export interface SiteContextValue {
  site: SiteSettings;
  locale: string;
  languageTag: string;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ site, locale, children }: { site: SiteSettings; locale: string; children: ReactNode }) {
  const value = useMemo(() => ({ site, locale, languageTag: toLanguageTag(locale) }), [site, locale]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteProvider> (rendered by StorePage)');
  return value;
}

/** The currency an amount is in, as orders, returns and the credit ledger carry it. */
export interface CurrencyOf {
  currencyCode: string;
  decimalPlaces: number;
}

/**
 * Formats an amount of a given currency in the page's language. The shopper's account spans the
 * subsites, so an order placed in India is listed on the UAE pages too: its rupees are written as
 * rupees (₹169,478 in Arabic), never as dirhams. The site's own currency keeps the site's settings
 * (docs/shopper-grade.md, "Every order in its own currency").
 */
export function useMoneyOf(currency: CurrencyOf | undefined): (amount: number) => string {
  const { site, languageTag } = useSite();
  const { currencyCode, decimalPlaces } = currency ?? site;
  const own = !currency || currencyCode === site.currencyCode;
  return useCallback(
    (amount: number) =>
      formatMoney(
        own
          ? { amount, currencySymbol: site.currencySymbol, decimalPlaces, languageTag }
          : { amount, ...currencyStyle(currencyCode, decimalPlaces, site.languageCode) },
      ),
    [own, currencyCode, decimalPlaces, site.currencySymbol, site.languageCode, languageTag],
  );
}

/** Formats an amount of the current subsite's currency: symbol, decimal places, digit grouping. */
export function useMoney(): (amount: number) => string {
  return useMoneyOf(undefined);
}

/** Formats a plain number (weights, counts) in the page's language, Latin digits. */
export function useNumber(): (value: number, fractionDigits?: number) => string {
  const { languageTag } = useSite();
  return useCallback(
    (value: number, fractionDigits = 0) => formatDecimal(value, fractionDigits, languageTag),
    [languageTag],
  );
}

