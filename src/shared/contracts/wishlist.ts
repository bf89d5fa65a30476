import { z } from 'zod';
import { ProductSummary } from './catalogue';
import { dbId } from './ids';

/** docs/requirements/constants.md#fixed-request-values: the one wishlist name the store uses. */
export const WISHLIST_NAME = 'New';
/** Entries one request may carry (a guest's whole wishlist is pushed at sign-in) and the most a wishlist keeps. */
export const WISHLIST_LIMITS = { perRequest: 100, maxItems: 200 } as const;

export const WISHLIST_MESSAGES = {
  saved: 'Wishlist updated',
  full: `Your wishlist holds up to ${WISHLIST_LIMITS.maxItems} pieces. Remove some to save more`,
} as const;

/** docs/requirements/entities.md#wishlist-entry wishlist entry: savelist adds the product, remove takes it out. Both are idempotent. */
export const WishlistEntryBody = z
  .object({
    productID: dbId(),
    action: z.enum(['savelist', 'remove']),
    wishlistName: z.literal(WISHLIST_NAME).default(WISHLIST_NAME),
  })
  .strict();
export type WishlistEntryBody = z.infer<typeof WishlistEntryBody>;

/** `POST /api/products/wishLists`: `{ data: [{ productID, action, wishlistName }] }`, applied in order. */
export const WishlistBody = z.object({ data: z.array(WishlistEntryBody).min(1).max(WISHLIST_LIMITS.perRequest) }).strict();
export type WishlistBody = z.infer<typeof WishlistBody>;

/** A saved piece as the request's subsite sells it today: current price, image and stock. */
export const WishlistItem = ProductSummary.extend({
  /** The option the "move to cart" button adds (the first in stock, else the first). */
  productOptionID: z.number().int(),
  wishlistName: z.string(),
  /** ISO 8601: when it was saved. */
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

/**
 * The signed-in shopper's wishlist, newest first. Pieces the request's subsite does not sell are
 * kept but not listed (they come back on the subsite that sells them).
 */
export const Wishlist = z.object({
  wishlistName: z.string(),
  items: z.array(WishlistItem),
  count: z.number().int(),
});
export type Wishlist = z.infer<typeof Wishlist>;
