import type { Role } from '@/shared/roles';
/**
 * The shape of the demo store's seed data. The data files under `data/` are plain values of
 * these types; `seed.ts` writes them into the database once, on first run.
 *
 * Money is in integer minor units of each subsite's own decimal places:
 * India (INR, 0 decimal places) → whole rupees; UAE (AED, 2 decimal places) → fils.
 * Weights are integer milligrams.
 */
export type LanguageCode = 'en' | 'hi' | 'ar';
/** A text in every language of the store. India uses en + hi, the UAE en + ar. */
export type Localised = Record<LanguageCode, string>;
export type SubsiteCode = 'in' | 'ae';
export type PerSubsite<T> = Record<SubsiteCode, T>;

export type MetalCode = 'gold' | 'platinum' | 'silver';
/** Gold: 24K, 22K, 18K; platinum: PT950; silver: 925 (sterling), 999 (fine, coins). */
export type Purity = '24K' | '22K' | '18K' | 'PT950' | '925' | '999';

export interface SeedCategory {
  slug: string; // 'rings', 'earrings', 'necklaces', 'bangles', 'pendants', 'chains', 'coins'
  name: Localised;
  description: Localised;
  sort: number;
  image: string; // '/images/categories/rings.svg'
}

export interface SeedOption {
  /** Unique within the product: 'size-12', 'len-18in', 'std'. */
  code: string;
  kind: 'ring_size' | 'chain_length' | 'bangle_size' | 'one_size';
  label: Localised;
  /** Net metal weight of this option relative to the product's netWeightMg (bigger sizes weigh more). */
  weightDeltaMg: number;
  stock: PerSubsite<number>;
}

export interface SeedStone {
  kind: 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl' | 'polki' | 'cubic_zirconia';
  count: number;
  /** Total carat weight × 1000 (0.35 ct → 350). */
  caratMilli: number;
  shape?: string; // 'round', 'princess', 'oval', 'pear', 'marquise'
  clarity?: string; // 'VVS1', 'VS2', 'SI1'
  colour?: string; // 'E-F', 'G-H'
  certificate?: { lab: 'IGI' | 'GIA' | 'SGL'; number: string };
  /** What the stones add to the price, minor units per subsite. */
  charge: PerSubsite<number>;
}

export type SeedMakingCharge =
  | { type: 'per_gram'; perGram: PerSubsite<number> }
  | { type: 'percent'; basisPoints: number }; // 1200 = 12 % of metal value

export interface SeedProduct {
  sku: string; // 'SLV-RG-22K-001'
  slug: string; // 'lakshmi-temple-ring-22k'  (unique, readable, used by url-rewrite)
  categorySlug: string;
  name: Localised;
  description: Localised;
  metal: MetalCode;
  purity: Purity;
  colour: 'yellow' | 'rose' | 'white';
  grossWeightMg: number;
  netWeightMg: number;
  makingCharge: SeedMakingCharge;
  /** Wastage on the metal weight, basis points (800 = 8 %); 0 where the jeweller charges none. */
  wastageBp: number;
  stones: SeedStone[];
  /** Hallmarking, certification, packaging: minor units per subsite. */
  otherCharges: PerSubsite<number>;
  /** Discount on the making charge, basis points (2500 = 25 % off making). 0 for none. */
  makingOfferBp: number;
  gender: 'women' | 'men' | 'unisex' | 'kids';
  occasion: 'daily' | 'wedding' | 'festive' | 'office' | 'gift';
  /**
   * Gold and silver sold in India: each piece there is BIS hallmarked with its own HUID
   * (see data/hallmark.ts and docs/hallmarking.md).
   */
  hallmarked?: boolean;
  /** 0–1000; drives the 'popularity' sort. */
  popularity: number;
  /** Newest sort: the product was listed this many days before the seed runs. */
  listedDaysAgo: number;
  options: SeedOption[];
  /** Public paths of the generated artwork, first is the main image. 2–3 per product. */
  images: string[];
  subsites: SubsiteCode[];
}

export interface SeedMetalRate {
  subsite: SubsiteCode;
  metal: MetalCode;
  purity: Purity;
  /** Today's rate per gram, minor units. */
  ratePerGram: number;
  /** 30 daily rates before today, oldest first, minor units. */
  history: number[];
}

export interface SeedStore {
  subsite: SubsiteCode;
  name: Localised;
  address: Localised;
  city: Localised;
  phone: string;
  hours: Localised;
  latitude: number;
  longitude: number;
}

export interface SeedPincode {
  subsite: SubsiteCode;
  pincode: string;
  city: string;
  serviceable: boolean;
  cod: boolean;
  /** Working days to deliver. */
  days: number;
}

export interface SeedPromotion {
  code: string; // coupon code, upper case
  subsite: SubsiteCode;
  name: Localised;
  kind: 'percent' | 'fixed';
  /** percent: basis points (1000 = 10 %); fixed: minor units. */
  value: number;
  minSubtotal: number; // minor units
  maxDiscount?: number; // minor units, for percent offers
  /** Empty = whole cart. */
  categorySlugs: string[];
  productSkus: string[];
  startsDaysAgo: number;
  endsInDays: number;
  oncePerCustomer: boolean;
  stackable: boolean;
  /** Shown on product pages of the products it applies to. */
  showOnProduct: boolean;
}

/** A product review as the demo store's shoppers wrote it (issue 3 reads them, issue 6 writes them). */
export interface SeedReview {
  sku: string;
  /** "Priya S.": first name and the initial of the last. */
  reviewerName: string;
  language: LanguageCode;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  status: 'approved' | 'pending';
  /** Written this many days before the seed runs. */
  daysAgo: number;
}

export interface SeedCountry {
  code: string; // ISO 3166-1 alpha-2
  name: Localised;
  phoneCode: string;
  states: { code: string; name: Localised }[];
}

export interface SeedUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string; // E.164, '+919876543210'
  password: string;
  role: Role;
  subsite: SubsiteCode;
  /** Goodwill store credit in the user's subsite, minor units (₹25,000 → 25000; AED 1,000 → 100000). */
  storeCredit?: number;
}
