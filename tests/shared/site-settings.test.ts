import { describe, expect, it } from 'vitest';
import type { WebsiteStore, WebsiteStores } from '@/shared/contracts/content';
import { deriveSiteSettings, listWebsiteLocales, pickDefaultWebsite } from '@/shared/site-settings';

const website = (code: string, id: number, overrides: Partial<WebsiteStore> = {}): WebsiteStore => ({
  code,
  website_id: id,
  clear_cart_logout: 'Yes',
  persist_shopping_cart: 'No',
  persist_lifetime: 30,
  subsite: [
    {
      store_id: id * 10 + 1,
      store_code: 'IN',
      store_code_2: 'IN',
      store_currency_symbol_left: '₹',
      store_currency_code: 'INR',
      store_country_phone_code: '+91',
      store_currency_decimalplaces: 0,
      otpmethods: 'sms,email',
      languages: [
        { languageCode: 'EN', languageID: 1 },
        { languageCode: 'hi', languageID: 2 },
      ],
    },
    {
      store_id: id * 10 + 2,
      store_code: 'ae',
      store_code_2: 'AE',
      store_currency_symbol_left: 'AED ',
      store_country_phone_code: '+971',
      otpmethods: 'sms',
      languages: [{ languageCode: 'ar', languageID: 3 }],
    },
  ],
  ...overrides,
});

describe('pickDefaultWebsite', () => {
  it('picks SLV wherever it is in the list', () => {
    expect(pickDefaultWebsite([website('SLVB', 2), website('SLV', 1)])?.website_id).toBe(1);
  });

  it('recognises slv in any case', () => {
    expect(pickDefaultWebsite([website('ABC', 2), website('slv', 7)])?.website_id).toBe(7);
  });

  it('falls back to the first website without SLV, and to nothing without websites', () => {
    expect(pickDefaultWebsite([website('ABC', 4), website('XYZ', 5)])?.website_id).toBe(4);
    expect(pickDefaultWebsite([])).toBeUndefined();
  });
});

describe('deriveSiteSettings', () => {
  const websites: WebsiteStores = [website('SLVB', 2, { clear_cart_logout: 'No' }), website('slv', 1)];

  it('derives the settings of a locale from the default website', () => {
    expect(deriveSiteSettings({ websites, locale: 'in-hi' })).toEqual({
      subsiteId: 11,
      websiteId: 1,
      languageId: 2,
      languageCode: 'hi',
      storeCode: 'in',
      store_code_2: 'IN',
      clearCartOnLogout: true,
      persistShoppingCart: false,
      cartPersistLifetime: 30,
      currencySymbol: '₹',
      currencyCode: 'INR',
      phoneCode: '+91',
      websiteCode: 'SLV',
      otpmethods: 'sms,email',
      decimalPlaces: 0,
    });
  });

  it('matches codes whatever their case and upper-cases the website code', () => {
    const settings = deriveSiteSettings({ websites, locale: 'IN-EN' });
    expect(settings).toMatchObject({ storeCode: 'in', languageCode: 'en', websiteCode: 'SLV' });
  });

  it('turns Yes/No flags into booleans', () => {
    const flipped = [website('SLV', 1, { clear_cart_logout: 'No', persist_shopping_cart: 'Yes' })];
    expect(deriveSiteSettings({ websites: flipped, locale: 'in-en' })).toMatchObject({ clearCartOnLogout: false, persistShoppingCart: true });
  });

  it('gives 0 decimal places when the subsite does not say', () => {
    expect(deriveSiteSettings({ websites, locale: 'ae-ar' })?.decimalPlaces).toBe(0);
    const nulled = website('SLV', 1);
    nulled.subsite[0]!.store_currency_decimalplaces = null;
    expect(deriveSiteSettings({ websites: [nulled], locale: 'in-en' })?.decimalPlaces).toBe(0);
  });

  it('gives an empty currency code when the subsite does not say', () => {
    expect(deriveSiteSettings({ websites, locale: 'ae-ar' })?.currencyCode).toBe('');
  });

  it('returns null for a subsite or language the default website does not have', () => {
    expect(deriveSiteSettings({ websites, locale: 'uk-en' })).toBeNull();
    expect(deriveSiteSettings({ websites, locale: 'ae-en' })).toBeNull();
    expect(deriveSiteSettings({ websites: [], locale: 'in-en' })).toBeNull();
  });
});

describe('listWebsiteLocales', () => {
  it('lists the default website\'s locales in order, lower-cased', () => {
    expect(listWebsiteLocales([website('ABC', 2), website('SLV', 1)])).toEqual(['in-en', 'in-hi', 'ae-ar']);
    expect(listWebsiteLocales([])).toEqual([]);
  });
});
