import type { LanguageCode } from '../types';

/**
 * Websites → subsites (a country store with its currency) → languages. The content service
 * serves this as the 'website stores' key (`WebsiteStore` in src/shared/contracts/content.ts):
 * `id` is website_id, a subsite's `id` is its store_id, `code` its store_code.
 *
 * `sort` orders the website list: SLVB comes first on purpose, so the storefront's rule
 * "the default website is SLV, otherwise the first" has a first website that is not SLV.
 */
export interface SeedLanguage {
  /** languageID on the wire (header `languageID`). */
  id: number;
  code: LanguageCode;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export interface SeedSubsite {
  /** store_id (header `subsiteID`). */
  id: number;
  /** store_code, the first half of a locale ('in' in 'in-hi'). */
  code: string;
  /** store_code_2: the country's ISO code. */
  code2: string;
  name: string;
  currencyCode: string;
  /** store_currency_symbol_left, printed before the amount. */
  currencySymbol: string;
  decimalPlaces: number;
  /** store_country_phone_code. */
  phoneCode: string;
  /** Comma-separated channels for one-time codes. */
  otpMethods: string;
  /** Language ids in the order the language switcher shows them; the first is the default. */
  languageIds: number[];
  taxLabel: string;
  /** Tax in basis points: 300 = 3 %. */
  taxRateBp: number;
  sort: number;
}

export interface SeedWebsite {
  /** website_id (header `websiteID`). */
  id: number;
  code: string;
  name: string;
  sort: number;
  clearCartOnLogout: 'Yes' | 'No';
  persistShoppingCart: 'Yes' | 'No';
  /** Days a saved cart is kept (persist_lifetime). */
  persistLifetimeDays: number;
  subsites: SeedSubsite[];
}

export const languages: SeedLanguage[] = [
  { id: 1, code: 'en', name: 'English', nativeName: 'English', dir: 'ltr' },
  { id: 2, code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', dir: 'ltr' },
  { id: 3, code: 'ar', name: 'Arabic', nativeName: 'العربية', dir: 'rtl' },
];

export const websites: SeedWebsite[] = [
  {
    id: 2,
    code: 'SLVB',
    name: 'SLV Bullion',
    sort: 1,
    clearCartOnLogout: 'No',
    persistShoppingCart: 'Yes',
    persistLifetimeDays: 30,
    subsites: [
      {
        id: 3,
        code: 'sg',
        code2: 'SG',
        name: 'Singapore',
        currencyCode: 'SGD',
        currencySymbol: 'S$',
        decimalPlaces: 2,
        phoneCode: '+65',
        otpMethods: 'email',
        languageIds: [1],
        taxLabel: 'GST',
        taxRateBp: 900,
        sort: 1,
      },
    ],
  },
  {
    id: 1,
    code: 'SLV',
    name: 'SLV Jewellers (Sri Lakshmi Vilas)',
    sort: 2,
    clearCartOnLogout: 'No',
    persistShoppingCart: 'Yes',
    persistLifetimeDays: 30,
    subsites: [
      {
        id: 1,
        code: 'in',
        code2: 'IN',
        name: 'India',
        currencyCode: 'INR',
        currencySymbol: '₹',
        decimalPlaces: 0,
        phoneCode: '+91',
        otpMethods: 'sms,email',
        languageIds: [1, 2],
        taxLabel: 'GST',
        taxRateBp: 300,
        sort: 1,
      },
      {
        id: 2,
        code: 'ae',
        code2: 'AE',
        name: 'United Arab Emirates',
        currencyCode: 'AED',
        currencySymbol: 'AED ',
        decimalPlaces: 2,
        phoneCode: '+971',
        otpMethods: 'sms',
        languageIds: [1, 3],
        taxLabel: 'VAT',
        taxRateBp: 500,
        sort: 2,
      },
    ],
  },
];
