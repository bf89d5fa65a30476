import type { WebsiteStore, WebsiteStores } from './contracts/content';
import { splitLocale } from './locale';

/** docs/requirements/pages.md#default-website: the default website is the one with code SLV, otherwise the first in the list. */
export const DEFAULT_WEBSITE_CODE = 'SLV';

/** docs/requirements/entities.md#site-settings: what every page and every commerce call needs. */
export interface SiteSettings {
  subsiteId: number;
  websiteId: number;
  languageId: number;
  languageCode: string;
  storeCode: string;
  store_code_2: string;
  clearCartOnLogout: boolean;
  persistShoppingCart: boolean;
  cartPersistLifetime: number;
  currencySymbol: string;
  /** ISO 4217 code of the subsite's currency; empty when the website list does not give it. */
  currencyCode: string;
  phoneCode: string;
  websiteCode: string;
  otpmethods: string;
  decimalPlaces: number;
}

export function pickDefaultWebsite(websites: WebsiteStores): WebsiteStore | undefined {
  return websites.find((website) => website.code.toUpperCase() === DEFAULT_WEBSITE_CODE) ?? websites[0];
}

export interface DeriveSiteSettingsOptions {
  websites: WebsiteStores;
  locale: string;
}

/**
 * Splits the locale into subsite and language and finds them in the default website.
 * Returns null when the website has no such subsite or the subsite no such language.
 */
export function deriveSiteSettings({ websites, locale }: DeriveSiteSettingsOptions): SiteSettings | null {
  const website = pickDefaultWebsite(websites);
  if (!website) return null;
  const { subsite: storeCode, language } = splitLocale(locale);
  const subsite = website.subsite.find((candidate) => candidate.store_code.toLowerCase() === storeCode);
  if (!subsite) return null;
  const lang = subsite.languages.find((candidate) => candidate.languageCode.toLowerCase() === language);
  if (!lang) return null;
  return {
    subsiteId: subsite.store_id,
    websiteId: website.website_id,
    languageId: lang.languageID,
    languageCode: lang.languageCode.toLowerCase(),
    storeCode: subsite.store_code.toLowerCase(),
    store_code_2: subsite.store_code_2,
    clearCartOnLogout: website.clear_cart_logout === 'Yes',
    persistShoppingCart: website.persist_shopping_cart === 'Yes',
    cartPersistLifetime: website.persist_lifetime,
    currencySymbol: subsite.store_currency_symbol_left,
    currencyCode: subsite.store_currency_code ?? '',
    phoneCode: subsite.store_country_phone_code,
    websiteCode: website.code.toUpperCase(),
    otpmethods: subsite.otpmethods,
    decimalPlaces: subsite.store_currency_decimalplaces ?? 0,
  };
}

/** Every `subsite-language` locale the default website serves, in list order. */
export function listWebsiteLocales(websites: WebsiteStores): string[] {
  const website = pickDefaultWebsite(websites);
  if (!website) return [];
  return website.subsite.flatMap((subsite) =>
    subsite.languages.map((lang) => `${subsite.store_code.toLowerCase()}-${lang.languageCode.toLowerCase()}`),
  );
}
