import { z } from 'zod';
import { wireAmountText } from './money';
import { queryText } from './text';
import { dbIdText } from './ids';
import { GENDERS, METALS, OCCASIONS, PRODUCT_SORTS, PURITIES, RELEVANCE_SORT, STONE_FILTERS } from '../constants';

/**
 * Catalogue shapes (docs/requirements/service-contract.md#added-calls). Money fields are decimal
 * numbers in the subsite's currency, already rounded to its decimal places by the services.
 */
export { METALS, PURITIES, PRODUCT_SORTS, RELEVANCE_SORT, STONE_FILTERS, GENDERS, OCCASIONS };

export const LISTING_SORTS = [RELEVANCE_SORT, ...PRODUCT_SORTS] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const ProductListQuery = z
  .object({
    q: queryText(100)
      .optional()
      .describe('Search in every language of the store: full-text (words, purity such as `22k`) with typo tolerance (trigrams)'),
    category: queryText(60).optional(),
    metal: z.enum(METALS).optional(),
    purity: z.enum(PURITIES).optional(),
    stone: z.enum(STONE_FILTERS).optional().describe('A stone the piece carries; `none` for pieces without stones'),
    gender: z.enum(GENDERS).optional(),
    occasion: z.enum(OCCASIONS).optional(),
    minPrice: wireAmountText().optional(),
    maxPrice: wireAmountText().optional(),
    sort: z
      .enum(LISTING_SORTS)
      .optional()
      .describe('Default: `relevance` when `q` is given, else `popularity`; `relevance` without `q` is `popularity`'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(60).default(24),
  })
  .strict();
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductIdParams = z.object({ id: dbIdText() });

export const PriceLine = z.object({
  /** metal | wastage | making | making_offer | stones | other | tax */
  code: z.string(),
  label: z.string(),
  amount: z.number(),
  /** How the line was computed, e.g. "4.250 g × ₹7,250/g". */
  detail: z.string().optional(),
});
export const PriceBreakup = z.object({
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  ratePerGram: z.number(),
  netWeight: z.number(),
  lines: z.array(PriceLine),
  /** Price before the offer (what a shopper would pay without it). */
  actualPrice: z.number(),
  /** The price to pay, tax included: lines add up to it exactly. */
  price: z.number(),
});
export type PriceBreakup = z.infer<typeof PriceBreakup>;

export const ProductSummary = z.object({
  productID: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  categoryID: z.number().int(),
  categorySlug: z.string(),
  metal: z.enum(METALS),
  purity: z.enum(PURITIES),
  colour: z.string(),
  image: z.string(),
  price: z.number(),
  actualPrice: z.number(),
  netWeight: z.number(),
  inStock: z.boolean(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/**
 * The BIS HUID of the piece an order of this option would take (its next piece in stock): in
 * India every hallmarked piece carries its own. Null where pieces carry none (the UAE, platinum)
 * or none is in stock.
 */
const NextPieceHuid = z.string().nullable();

export const ProductOption = z.object({
  productOptionID: z.number().int(),
  code: z.string(),
  kind: z.string(),
  label: z.string(),
  netWeight: z.number(),
  stock: z.number().int(),
  price: z.number(),
  actualPrice: z.number(),
  huid: NextPieceHuid,
});
export type ProductOption = z.infer<typeof ProductOption>;

export const Stone = z.object({
  kind: z.string(),
  count: z.number().int(),
  carat: z.number(),
  shape: z.string().nullable(),
  clarity: z.string().nullable(),
  colour: z.string().nullable(),
  certificate: z.object({ lab: z.string(), number: z.string() }).nullable(),
});

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  images: z.array(z.string()),
  categoryName: z.string(),
  grossWeight: z.number(),
  gender: z.string(),
  occasion: z.string(),
  options: z.array(ProductOption),
  stones: z.array(Stone),
  /** Breakup of the first option in stock (or the first option). */
  priceBreakup: PriceBreakup,
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** How many products of the current result a filter value would give (standard faceting). */
const facetCounts = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int().nonnegative() }));

/** A price bucket: pass its `minPrice` and `maxPrice` (inclusive; null = no upper bound) as the filter. */
export const PriceBucket = z.object({
  minPrice: z.number(),
  maxPrice: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type PriceBucket = z.infer<typeof PriceBucket>;

/**
 * Counts per filter value, each computed over the current filters except the facet's own, so a
 * count says how many products choosing that value would show. Values are those the category or
 * search holds (plus a chosen one that matches nothing), in the order of the shared constants.
 */
export const ProductFacets = z.object({
  metal: facetCounts(METALS),
  purity: facetCounts(PURITIES),
  stone: facetCounts(STONE_FILTERS),
  gender: facetCounts(GENDERS),
  occasion: facetCounts(OCCASIONS),
  price: z.array(PriceBucket),
});
export type ProductFacets = z.infer<typeof ProductFacets>;

export const ProductPage = z.object({
  items: z.array(ProductSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The sort applied (`relevance` for a search without an explicit sort). */
  sort: z.enum(LISTING_SORTS),
  facets: ProductFacets,
});
export type ProductPage = z.infer<typeof ProductPage>;

export const Category = z.object({
  categoryID: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  productCount: z.number().int(),
});
export const Categories = z.array(Category);
export type Category = z.infer<typeof Category>;

export const MetalRate = z.object({
  metal: z.enum(METALS),
  purity: z.enum(PURITIES),
  ratePerGram: z.number(),
  previousRatePerGram: z.number(),
  effectiveAt: z.string(),
});
export const MetalRates = z.array(MetalRate);
export type MetalRate = z.infer<typeof MetalRate>;

/** `GET /api/products/quantity/{id}/Yes/`: stock per option of one product. */
export const ProductStock = z.object({
  productID: z.number().int(),
  totalStock: z.number().int(),
  options: z.array(
    z.object({ productOptionID: z.number().int(), code: z.string(), stock: z.number().int(), inStock: z.boolean(), huid: NextPieceHuid }),
  ),
});
export type ProductStock = z.infer<typeof ProductStock>;

/** Other query parameters are passed through by the storefront (docs/requirements/calls.md#content) and ignored. */
export const UrlRewriteQuery = z.looseObject({ url: queryText(300).min(1) });
/** `GET /api/url-rewrite?url=/rings`: what a readable storefront path shows. */
export const UrlRewrite = z.object({
  type: z.enum(['product', 'category']),
  id: z.number().int(),
  slug: z.string(),
  /** The path without locale that a shopper should see, e.g. `/rings`. */
  canonicalPath: z.string(),
});
export type UrlRewrite = z.infer<typeof UrlRewrite>;

export const Breadcrumb = z.array(z.object({ label: z.string(), href: z.string() }));

/** `GET /api/products/{id}/upsell`: related pieces, priced and in stock, at most 8. */
export const ProductUpsell = z.array(ProductSummary).max(8);
export type ProductUpsell = z.infer<typeof ProductUpsell>;
