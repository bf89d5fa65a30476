import type {
  LanguageCode,
  Localised,
  SeedCategory,
  SeedCountry,
  SeedMetalRate,
  SeedPincode,
  SeedProduct,
  SeedPromotion,
  SeedReview,
  SeedStore,
  SeedUser,
  SubsiteCode,
} from './types';

/**
 * Everything `seedDemoStore` writes, in one value: the data files under `data/` assembled by
 * `demo-data.ts`, or a smaller set in tests. Sites carry their ids (the wire's websiteID, subsiteID
 * and languageID): SLV = 1; subsites in = 1, ae = 2, the second website's = 3; en = 1, hi = 2, ar = 3.
 */
export interface SeedLanguage {
  id: number;
  code: LanguageCode;
  name: string;
  direction: 'ltr' | 'rtl';
}

export interface SeedSubsite {
  id: number;
  code: string;
  code2: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  /** Null: "not configured", shown with 0 decimal places. */
  decimalPlaces: number | null;
  phoneCode: string;
  otpMethods: string;
  taxLabel: string;
  taxRateBp: number;
  /** Language codes in the order the language switcher lists them. */
  languages: LanguageCode[];
}

export interface SeedWebsite {
  /** The websiteID; when absent the default website (SLV) gets 1 and the others follow in list order. */
  id?: number;
  code: string;
  name: string;
  /** Place in the website-store list (the default website need not be first). */
  sortOrder: number;
  clearCartOnLogout: boolean;
  persistShoppingCart: boolean;
  persistLifetimeDays: number;
  subsites: SeedSubsite[];
}

export interface SeedContentEntry {
  kind: string;
  /** A subsite code of any website ('in', 'ae', …). */
  subsite: string;
  /** '' for language-free kinds (productCartSettings). */
  language: LanguageCode | '';
  payload: unknown;
}

export interface SeedData {
  languages: SeedLanguage[];
  websites: SeedWebsite[];
  categories: SeedCategory[];
  products: SeedProduct[];
  metalRates: SeedMetalRate[];
  stores: SeedStore[];
  pincodes: SeedPincode[];
  promotions: SeedPromotion[];
  countries: SeedCountry[];
  users: SeedUser[];
  content: SeedContentEntry[];
  /** Product reviews; none when left out (small test stores). */
  reviews?: SeedReview[];
}

export type { Localised, SubsiteCode };
