import type { ProductCartSettings, SiteSettingsContent } from './contracts/content';
import { formatMoney } from './money';

/**
 * The store's content pages (docs/content-pages.md): their slugs in the `pages` content key and
 * the storefront path of each, the same in every locale (`/ae-ar/return-policy`).
 */
export const CONTENT_PAGE_PATHS = {
  about: '/about-us',
  contact: '/contact-us',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  shipping: '/shipping-policy',
  returns: '/return-policy',
} as const;
export type ContentPageSlug = keyof typeof CONTENT_PAGE_PATHS;
export const CONTENT_PAGE_SLUGS = Object.keys(CONTENT_PAGE_PATHS) as ContentPageSlug[];

export interface ContentFigureSources {
  cart: ProductCartSettings;
  settings: SiteSettingsContent;
  currencySymbol: string;
  decimalPlaces: number;
  /** BCP 47 tag for digit grouping. */
  languageTag: string;
}

/** The values the editors' `{placeholders}` stand for, read from the settings when a page renders. */
export function contentFigures({ cart, settings, currencySymbol, decimalPlaces, languageTag }: ContentFigureSources): Record<string, string> {
  const money = (amount: number) => formatMoney({ amount, currencySymbol, decimalPlaces, languageTag, wholeWithoutDecimals: true });
  return {
    returnWindowDays: String(cart.returnWindowDays),
    freeShippingAbove: money(cart.freeShippingAbove),
    giftWrapPrice: money(cart.giftWrapPrice),
    maxQuantityPerItem: String(cart.maxQuantityPerItem),
    storeName: settings.storeName,
    supportPhone: settings.supportPhone,
    supportEmail: settings.supportEmail,
  };
}

/** `Return within {returnWindowDays} days` → `Return within 15 days`; an unknown name is left as written. */
export function fillPlaceholders(text: string, figures: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => figures[name] ?? whole);
}
