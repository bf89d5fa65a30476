import { z } from 'zod';
import { wireAmount } from './money';
import { METALS, PURITIES } from '../constants';
import { dbId, dbIdText } from './ids';

/**
 * Staff routes for metal rates (`/admin/metal-rates`, commerce envelope, staff tokens only).
 * A new rate takes effect at once: listings, product pages and carts follow on their next read.
 */
export const MetalRateChangeBody = z
  .object({
    subsiteID: dbId(),
    metal: z.enum(METALS),
    purity: z.enum(PURITIES),
    /** Per gram, in the subsite's currency, with at most its decimal places (₹7300, AED 290.25). */
    ratePerGram: wireAmount({ max: 10_000_000 }).positive(),
  })
  .strict();
export type MetalRateChangeBody = z.infer<typeof MetalRateChangeBody>;

export const MetalRateHistoryQuery = z
  .object({
    subsiteID: dbIdText().optional(),
    metal: z.enum(METALS).optional(),
    purity: z.enum(PURITIES).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
export type MetalRateHistoryQuery = z.infer<typeof MetalRateHistoryQuery>;

export const MetalRateRecord = z.object({
  rateID: z.number().int(),
  subsiteID: z.number().int(),
  subsiteCode: z.string(),
  currencyCode: z.string(),
  metal: z.enum(METALS),
  purity: z.enum(PURITIES),
  ratePerGram: z.number(),
  /** ISO 8601. */
  effectiveAt: z.string(),
  /** Who entered it: a staff e-mail, or `seed`. */
  createdBy: z.string(),
});
export type MetalRateRecord = z.infer<typeof MetalRateRecord>;

/** Newest first. */
export const MetalRateHistory = z.array(MetalRateRecord);

export const MetalRateChange = z.object({
  rate: MetalRateRecord,
  /** The rate it replaced, or null for a first rate. */
  previousRatePerGram: z.number().nullable(),
  /** Storefront pages asked to revalidate (home, categories and products using this metal and purity). */
  revalidatedPaths: z.array(z.string()),
});
export type MetalRateChange = z.infer<typeof MetalRateChange>;

/**
 * `POST /admin/metal-rates/preview` (same body as saving): what the rate would do to prices before it
 * is saved: each product priced in that metal and purity in the subsite, its default option's price
 * now and with the new rate (tax included), and the totals.
 */
export const MetalRatePreview = z.object({
  subsiteID: z.number().int(),
  currencyCode: z.string(),
  metal: z.enum(METALS),
  purity: z.enum(PURITIES),
  currentRatePerGram: z.number().nullable(),
  ratePerGram: z.number(),
  productsPriced: z.number().int(),
  productsChanged: z.number().int(),
  /** Sum over the products of (new − current) default-option price. */
  totalChange: z.number(),
  largestChange: z.number(),
  products: z.array(
    z.object({ productID: z.number().int(), sku: z.string(), name: z.string(), slug: z.string(), currentPrice: z.number(), newPrice: z.number(), change: z.number() }),
  ),
});
export type MetalRatePreview = z.infer<typeof MetalRatePreview>;
