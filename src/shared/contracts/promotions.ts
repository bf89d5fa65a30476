import { z } from 'zod';
import { dbIdText } from './ids';

/**
 * `GET /api/products/{id}/promotions/cart/1`: the coupons a shopper could use on this product in
 * the request's subsite now (valid today and meant to be shown on product pages).
 */
export const ProductPromotionsParams = z.object({
  id: dbIdText(),
  scope: z.literal('1').describe("Always `1`: the storefront fetches promotions from 'cart/1' (docs/requirements/constants.md#fixed-request-values)"),
});

export const ProductPromotion = z.object({
  promoID: z.number().int(),
  couponCode: z.string(),
  /** In the request's language. */
  name: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** percent: the percentage (10 = 10 %); fixed: the amount off, in the subsite's currency. */
  value: z.number(),
  /** The cart subtotal the coupon needs, in the subsite's currency (0 = none). */
  minSubtotal: z.number(),
  /** The largest discount a percent coupon gives, or null. */
  maxDiscount: z.number().nullable(),
  currencyCode: z.string(),
  /** ISO 8601: the last moment the coupon can be used. */
  endsAt: z.string(),
  stackable: z.boolean(),
  oncePerCustomer: z.boolean(),
});
export type ProductPromotion = z.infer<typeof ProductPromotion>;
export const ProductPromotions = z.array(ProductPromotion);
