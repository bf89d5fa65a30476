import { z } from 'zod';
import type { ContentKind } from '../content-keys';

/**
 * Content served by `GET /api/redis/{key}` (the spec's store-host). Keys are built by
 * `contentKey()` in `../content-keys.ts`; each kind has one payload schema here.
 */

export const Link = z.object({ label: z.string(), href: z.string() });

export const MenuItem = z.object({
  label: z.string(),
  /** A storefront path without locale, e.g. `/rings` or `/rings?metal=gold`. */
  href: z.string(),
  children: z.array(z.object({ label: z.string(), href: z.string() })).default([]),
});
export const Menu = z.object({ items: z.array(MenuItem) });
export type Menu = z.infer<typeof Menu>;

export const Banner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  href: z.string(),
  /** Public path of a local image, e.g. `/images/banners/bridal.svg`. */
  image: z.string(),
  imageAlt: z.string(),
});
export const Banners = z.object({ banners: z.array(Banner) });
export type Banner = z.infer<typeof Banner>;
export type Banners = z.infer<typeof Banners>;

/** Home page product widget: a titled list of product ids picked by the merchandiser. */
export const Widget = z.object({
  title: z.string(),
  subtitle: z.string(),
  productIDs: z.array(z.number().int()),
  categoryTiles: z.array(z.object({ label: z.string(), href: z.string(), image: z.string() })),
});
export type Widget = z.infer<typeof Widget>;

/** Free-form blocks: footer columns, the promise strip, the about text. */
export const Block = z.object({
  promises: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
  footerColumns: z.array(z.object({ title: z.string(), links: z.array(Link) })),
  about: z.string(),
  copyright: z.string(),
});
export type Block = z.infer<typeof Block>;

export const MetalPrice = z.object({
  currencySymbol: z.string(),
  decimalPlaces: z.number().int(),
  updatedAt: z.string(),
  rates: z.array(
    z.object({
      metal: z.string(),
      purity: z.string(),
      label: z.string(),
      /** Price of one gram, in the subsite's currency (decimal number). */
      ratePerGram: z.number(),
      /** Change since the previous rate, same unit. */
      change: z.number(),
    }),
  ),
});
export type MetalPrice = z.infer<typeof MetalPrice>;

export const Language = z.object({ languageCode: z.string(), languageID: z.number().int() });
export const Subsite = z.object({
  store_id: z.number().int(),
  store_code: z.string(),
  store_code_2: z.string(),
  store_currency_symbol_left: z.string(),
  /** ISO 4217 (`INR`, `AED`); older payloads may lack it. */
  store_currency_code: z.string().optional(),
  store_country_phone_code: z.string(),
  store_currency_decimalplaces: z.number().int().nullable().optional(),
  otpmethods: z.string(),
  languages: z.array(Language),
});
/** One website of the 'website stores' key (docs/requirements/entities.md#website-store-configuration). */
export const WebsiteStore = z.object({
  code: z.string(),
  website_id: z.number().int(),
  clear_cart_logout: z.enum(['Yes', 'No']),
  persist_shopping_cart: z.enum(['Yes', 'No']),
  persist_lifetime: z.number().int(),
  subsite: z.array(Subsite),
});
export const WebsiteStores = z.array(WebsiteStore);
export type Subsite = z.infer<typeof Subsite>;
export type WebsiteStore = z.infer<typeof WebsiteStore>;
export type WebsiteStores = z.infer<typeof WebsiteStores>;

export const Country = z.object({
  countryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  phoneCode: z.string(),
  states: z.array(z.object({ stateId: z.number().int(), code: z.string(), name: z.string() })),
});
export const Countries = z.array(Country);
export type Country = z.infer<typeof Country>;

export const Store = z.object({
  storeID: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  phone: z.string(),
  hours: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const Stores = z.array(Store);
export type Store = z.infer<typeof Store>;

/** Per-subsite settings the storefront needs beyond the website-store list. */
export const SiteSettingsContent = z.object({
  storeName: z.string(),
  tagline: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  currencyCode: z.string(),
  taxLabel: z.string(),
  taxRatePercent: z.number(),
});
export type SiteSettingsContent = z.infer<typeof SiteSettingsContent>;

export const ProductCartSettings = z.object({
  maxQuantityPerItem: z.number().int(),
  freeShippingAbove: z.number(),
  giftWrapPrice: z.number(),
  /** Days after delivery an unworn piece may be returned: the services' RETURN_WINDOW_DAYS, never a copy. */
  returnWindowDays: z.number().int().min(0),
});
export type ProductCartSettings = z.infer<typeof ProductCartSettings>;

/**
 * The store's content pages (About, Contact, Privacy, …), written by the editors in each language
 * (docs/content-pages.md). Texts may hold `{placeholders}` the storefront fills from the settings
 * when it renders (see `src/shared/content-pages.ts`), so no figure is copied into the words.
 */
export const ContentPageSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()).min(1) });
export const ContentPage = z.object({
  /** Which page: one of CONTENT_PAGE_SLUGS; its path is CONTENT_PAGE_PATHS[slug]. */
  slug: z.string(),
  title: z.string(),
  /** One sentence under the title, also the page's meta description. */
  summary: z.string(),
  sections: z.array(ContentPageSection),
});
export const ContentPages = z.object({ pages: z.array(ContentPage) });
export type ContentPage = z.infer<typeof ContentPage>;
export type ContentPages = z.infer<typeof ContentPages>;

/** The payload schema of every content kind: the services validate what they serve with these, the mocks too. */
export const CONTENT_SCHEMAS = {
  widget: Widget,
  homeBanners: Banners,
  menuBanners: Banners,
  block: Block,
  menu: Menu,
  metalPrice: MetalPrice,
  adBanners: Banners,
  countries: Countries,
  stores: Stores,
  siteSettings: SiteSettingsContent,
  productCartSettings: ProductCartSettings,
  websiteStores: WebsiteStores,
  pages: ContentPages,
} satisfies Record<ContentKind, z.ZodType>;
