import { z } from 'zod';
import {
  Breadcrumb,
  Categories,
  MetalRates,
  PriceBreakup,
  ProductDetail,
  ProductStock,
  ProductSummary,
  UrlRewrite,
} from '@/shared/contracts/catalogue';
import { ProductPromotions } from '@/shared/contracts/promotions';
import { ProductReviewsPage } from '@/shared/contracts/reviews';
import { Countries, Stores, WebsiteStores } from '@/shared/contracts/content';
import catalogueAeAr from '../fixtures/catalogue-ae-ar.json';
import catalogueAeEn from '../fixtures/catalogue-ae-en.json';
import catalogueInEn from '../fixtures/catalogue-in-en.json';
import catalogueInHi from '../fixtures/catalogue-in-hi.json';
import contentJson from '../fixtures/content.json';
import urlRewritesJson from '../fixtures/url-rewrites.json';
import websiteStoresJson from '../fixtures/website-stores.json';

/**
 * Typed access to the recorded answers of the real services (scripts/record-mock-fixtures.ts).
 * Each file is parsed with the shared schemas on first use, so a fixture recorded before a
 * contract change fails at once, naming the field, rather than somewhere in a page.
 */

/** One recorded product of one locale: everything the catalogue routes answer about it. */
export const RecordedProduct = z.object({
  detail: ProductDetail,
  /** As the list route answers it (the detail carries more). */
  summary: ProductSummary,
  stock: ProductStock,
  breadcrumb: Breadcrumb,
  /** The account service's price breakup of each option, by productOptionID. */
  prices: z.record(z.string(), PriceBreakup),
  /** Position in the services' `newest` sort (the list is stored in `popularity` order). */
  newestRank: z.number().int(),
  /** Ids of `GET /api/products/{id}/upsell`'s answer, in its order (the mocks serve the recorded ones among them). */
  upsell: z.array(z.number().int()),
  /** `GET /api/products/{id}/promotions/cart/1`. */
  promotions: ProductPromotions,
  /** `GET /api/products/{id}/reviews/page/{n}`, every page from 1. */
  reviewPages: z.array(ProductReviewsPage).min(1),
});
export type RecordedProduct = z.infer<typeof RecordedProduct>;

export const CatalogueFixture = z.object({
  locale: z.string(),
  categories: Categories,
  metalRates: MetalRates,
  stores: Stores,
  countries: Countries,
  /** In the services' popularity order. */
  products: z.array(RecordedProduct),
  /**
   * The subsite's delivery places by pincode or area code, as the pincode check answered them
   * (the mocks compute the dates and messages from these with src/shared/delivery.ts).
   */
  places: z.record(
    z.string(),
    z.object({ serviceable: z.boolean(), city: z.string().nullable(), cod: z.boolean(), days: z.number().int().nullable() }),
  ),
});
export type CatalogueFixture = z.infer<typeof CatalogueFixture>;

const catalogueFiles: Record<string, unknown> = {
  'in-en': catalogueInEn,
  'in-hi': catalogueInHi,
  'ae-en': catalogueAeEn,
  'ae-ar': catalogueAeAr,
};

function memo<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}

export const websiteStores = memo(() => WebsiteStores.parse(websiteStoresJson));

/** Content payloads by key; each is validated against its kind's schema when served. */
export const contentEntries = memo(() => z.record(z.string(), z.unknown()).parse(contentJson));

/** Normalised storefront path (`/rings`) → what it shows. */
export const urlRewrites = memo(() => z.record(z.string(), UrlRewrite).parse(urlRewritesJson));

const catalogues = new Map<string, CatalogueFixture>();

/** The recorded catalogue of a locale (`in-en`), or undefined when none was recorded. */
export function catalogueFor(locale: string): CatalogueFixture | undefined {
  const cached = catalogues.get(locale);
  if (cached) return cached;
  const raw = catalogueFiles[locale];
  if (raw === undefined) return undefined;
  const parsed = CatalogueFixture.parse(raw);
  catalogues.set(locale, parsed);
  return parsed;
}

/** Locales that have a recorded catalogue, for tests that walk every one. */
export const RECORDED_LOCALES = Object.keys(catalogueFiles);
