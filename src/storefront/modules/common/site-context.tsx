import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { toLanguageTag } from '@/shared/locale';
import { formatMoney } from '@/shared/money';
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

/** Formats an amount of the current subsite's currency: symbol, decimal places, digit grouping. */
export function useMoney(): (amount: number) => string {
  const { site, languageTag } = useSite();
  return useCallback(
    (amount: number) => formatMoney({ amount, currencySymbol: site.currencySymbol, decimalPlaces: site.decimalPlaces, languageTag }),
    [site.currencySymbol, site.decimalPlaces, languageTag],
  );
}

/** Formats a plain number (weights, counts) in the page's language, Latin digits. */
export function useNumber(): (value: number, fractionDigits?: number) => string {
  const { languageTag } = useSite();
  return useCallback(
    (value: number, fractionDigits = 0) => formatDecimal(value, fractionDigits, languageTag),
    [languageTag],
  );
}

