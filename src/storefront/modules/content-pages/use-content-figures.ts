import { useMemo } from 'react';
import { contentFigures, fillPlaceholders } from '@/shared/content-pages';
import type { ProductCartSettings } from '@/shared/contracts/content';
import { toLanguageTag } from '@/shared/locale';
import type { StorePageProps } from '@/storefront/lib/store-page-types';

/** `fill(text)` puts the settings' figures (return window, free-shipping threshold, contacts) into an editor's text. */
export function useContentFigures(page: StorePageProps, cart: ProductCartSettings): (text: string) => string {
  return useMemo(() => {
    const figures = contentFigures({
      cart,
      settings: page.siteSettings,
      currencySymbol: page.site.currencySymbol,
      decimalPlaces: page.site.decimalPlaces,
      languageTag: toLanguageTag(page.locale),
    });
    return (text: string) => fillPlaceholders(text, figures);
  }, [page.siteSettings, page.site, page.locale, cart]);
}
