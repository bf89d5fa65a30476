import type { MetalRate } from '@/shared/contracts/catalogue';
import type { Country, MetalPrice, Store, WebsiteStores } from '@/shared/contracts/content';
import { decimalToMinor, minorToDecimal } from '@/shared/money';
import type { countries, states, stores, subsites } from '../../../db/schema';
import type { WebsiteRows } from '../../../lib/site-directory';

/** Pure mappings from rows to the wire shapes of `src/shared/contracts/content.ts`. */

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

/** docs/requirements/entities.md#website-store-configuration: websites, their subsites and languages, in sort order. */
export function buildWebsiteStores({ websiteRows, subsiteRows, languageRows }: WebsiteRows): WebsiteStores {
  return websiteRows.map((website) => ({
    code: website.code.toUpperCase(),
    website_id: website.id,
    clear_cart_logout: yesNo(website.clearCartOnLogout),
    persist_shopping_cart: yesNo(website.persistShoppingCart),
    persist_lifetime: website.persistLifetimeDays,
    subsite: subsiteRows
      .filter((subsite) => subsite.websiteId === website.id)
      .map((subsite) => ({
        store_id: subsite.id,
        store_code: subsite.code.toLowerCase(),
        store_code_2: subsite.code2,
        store_currency_symbol_left: subsite.currencySymbol,
        store_currency_code: subsite.currencyCode,
        store_country_phone_code: subsite.phoneCode,
        store_currency_decimalplaces: subsite.decimalPlaces,
        otpmethods: subsite.otpMethods,
        languages: languageRows
          .filter((language) => language.subsiteId === subsite.id)
          .map((language) => ({ languageCode: language.code, languageID: language.id })),
      })),
  }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The ticker's payload from the pricing module's rates (the one rule for "the rate in effect"):
 * today's rate per metal and purity and its change since the previous rate, as decimals.
 */
export function buildMetalPrice(subsite: typeof subsites.$inferSelect, rates: MetalRate[], now: Date): MetalPrice {
  const decimalPlaces = subsite.decimalPlaces ?? 0;
  const minor = (amount: number) => decimalToMinor(amount, decimalPlaces);
  const newest = rates.reduce<string | null>((latest, rate) => (!latest || rate.effectiveAt > latest ? rate.effectiveAt : latest), null);
  return {
    currencySymbol: subsite.currencySymbol,
    decimalPlaces,
    updatedAt: newest ?? now.toISOString(),
    rates: rates.map((rate) => ({
      metal: rate.metal,
      purity: rate.purity,
      label: `${capitalise(rate.metal)} ${rate.purity}`,
      ratePerGram: rate.ratePerGram,
      change: minorToDecimal(minor(rate.ratePerGram) - minor(rate.previousRatePerGram), decimalPlaces),
    })),
  };
}

/** A text in the key's language, else English, else whatever there is. */
export function localise(texts: Record<string, string> | null | undefined, language: string): string {
  if (!texts) return '';
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

export function buildCountries(
  countryRows: (typeof countries.$inferSelect)[],
  stateRows: (typeof states.$inferSelect)[],
  language: string,
): Country[] {
  return countryRows.map((country) => ({
    countryId: country.id,
    code: country.code,
    name: localise(country.names, language),
    phoneCode: country.phoneCode,
    states: stateRows
      .filter((state) => state.countryId === country.id)
      .map((state) => ({ stateId: state.id, code: state.code, name: localise(state.names, language) })),
  }));
}

export function buildStores(storeRows: (typeof stores.$inferSelect)[], language: string): Store[] {
  return storeRows.map((store) => ({
    storeID: store.id,
    name: localise(store.names, language),
    address: localise(store.addresses, language),
    city: localise(store.cities, language),
    phone: store.phone,
    hours: localise(store.hours, language),
    latitude: Number(store.latitude),
    longitude: Number(store.longitude),
  }));
}
