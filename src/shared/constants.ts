/**
 * Constants of the wire format with no zod in sight: browser code imports them from here so the
 * schemas (and zod, ~75 kB gzipped) stay out of the pages' first-load JavaScript.
 */
export const METALS = ['gold', 'platinum', 'silver'] as const;
export const PURITIES = ['24K', '22K', '18K', 'PT950', '925', '999'] as const;
/** The purities each metal is sold in: a rate, a product and a filter pair them this way. */
export const PURITIES_BY_METAL = {
  gold: ['24K', '22K', '18K'],
  platinum: ['PT950'],
  silver: ['999', '925'],
} as const satisfies Record<(typeof METALS)[number], readonly (typeof PURITIES)[number][]>;
export const PRODUCT_SORTS = ['popularity', 'newest', 'price_asc', 'price_desc'] as const;
/** Search results are ranked by relevance unless the shopper picks one of PRODUCT_SORTS. */
export const RELEVANCE_SORT = 'relevance' as const;
/** Stones a product can carry; `none` (a filter value) is a piece without stones. */
export const STONES = ['diamond', 'ruby', 'emerald', 'sapphire', 'pearl', 'polki', 'cubic_zirconia'] as const;
export const STONE_FILTERS = [...STONES, 'none'] as const;
export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;
export const OCCASIONS = ['daily', 'wedding', 'festive', 'office', 'gift'] as const;
/** Suggestions as you type: at most this many products and categories together. */
export const MAX_SUGGESTIONS = 8;
/**
 * Upper bounds of the listing's price buckets, in whole units of each currency. A bucket runs from
 * one bound up to one minor unit below the next (₹25,000–₹49,999), so its figures are exactly
 * the inclusive minPrice and maxPrice that filter it; the last has no upper bound.
 */
export const PRICE_BUCKET_BOUNDS: Record<string, readonly number[]> = {
  INR: [25_000, 50_000, 1_00_000, 2_00_000],
  AED: [1_000, 2_500, 5_000, 10_000],
};
export const DEFAULT_PRICE_BUCKET_BOUNDS: readonly number[] = [100, 500, 1_000, 5_000];
// The most of one piece a cart line may hold: defined in cart-limits.ts, a module of its own so the
// product page's first load carries that figure without this module's other lists (docs/page-speed.md).
export { MAX_QUANTITY_PER_LINE } from './cart-limits';
/** Reviews per page of `GET /api/products/{id}/reviews/page/{n}`. */
export const REVIEWS_PAGE_SIZE = 10;

/** The messages docs/requirements/service-contract.md#envelopes pins for authentication failures. */
export const AUTH_MESSAGES = { invalidUser: 'Invalid User', noUser: 'no_user' } as const;

export const HEADER_NAMES = {
  websiteId: 'websiteID',
  subsiteId: 'subsiteID',
  languageId: 'languageID',
  systemId: 'systemID',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The seller named on every cart line (`businessName`). */
export const BUSINESS_NAME = 'SLV Jewellers';
/** Cart item images are file names under this folder (`view_image_path`). */
export const VIEW_IMAGE_PATH = '/images/products/';

/** Limits of a review as written; the storefront's form uses the same numbers. */
export const REVIEW_LIMITS = { titleMax: 120, textMin: 10, textMax: 2000 } as const;
/** An order's statuses (src/shared/contracts/order-life.ts holds their moves). */
export const ORDER_STATUSES = ['pending_payment', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'payment_failed'] as const;
/** A return's statuses. */
export const RETURN_STATUSES = ['requested', 'need_more_info', 'approved', 'rejected', 'received', 'refunded'] as const;
/** The ways a cart is paid. */
export const PAYMENT_KEYS = ['card', 'cod', 'free'] as const;
