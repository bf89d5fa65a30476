import { z } from 'zod';
import { CartCheckout, CartTotals } from './checkout';
import { dbId, dbIdText } from './ids';

/**
 * The cart as docs/requirements/service-contract.md#shapes pins it. The server's cart replaces the
 * client's after every call; money is decimal in the subsite's currency, computed on the server.
 */
export const CartItemBody = z
  .object({
    cartID: z.string().uuid().optional(),
    productID: dbId(),
    /** No upper bound here: above MAX_QUANTITY_PER_LINE the cart answers 409 in the shopper's words. */
    quantity: z.number().int().min(1),
    productOptionID: dbId().optional(),
    /** With an item id the quantity replaces that line's; without, it is added to the cart. */
    cartItemID: dbId().optional(),
    /** Accepted and ignored: money is computed on the server only (docs/requirements/service-contract.md#shapes). */
    orderItemPrice: z.number().optional(),
  })
  .strict();
export type CartItemBody = z.infer<typeof CartItemBody>;

export const CartIdParams = z.object({ cartID: z.string().uuid() });
export const CartItemParams = CartIdParams.extend({ cartItemID: dbIdText() });

export const CartItem = z.object({
  cartItemID: z.number().int(),
  productID: z.number().int(),
  productOptionID: z.number().int(),
  orderItemQuantity: z.number().int(),
  /** Unit price now, tax included. */
  orderItemPrice: z.number(),
  /** Unit price × quantity, computed on the server (the browser never multiplies money). */
  orderItemSubtotal: z.number(),
  orderPromoDiscountAmount: z.number(),
  orderPromoCode: z.string().nullable(),
  businessName: z.string(),
  isLoading: z.boolean(),
  itemDetails: z.object({
    productOptionName: z.string(),
    offer_price: z.number(),
    actualPrice: z.number(),
    name: z.string(),
    slug: z.string(),
    sku: z.string(),
    image: z.string(),
    metal: z.string(),
    purity: z.string(),
    stock: z.number().int(),
    /** Unit price when the item was added; differs from orderItemPrice after a rate change. */
    addedPrice: z.number(),
  }),
});
export type CartItem = z.infer<typeof CartItem>;

export const AppliedPromotion = z.object({
  couponCode: z.string(),
  currencyCode: z.string(),
  /** In the request's language. */
  name: z.string(),
  /** What it takes off this cart now. */
  discount: z.number(),
});

export const Cart = z.object({
  cartID: z.string(),
  items: z.array(CartItem),
  orderQty: z.number().int(),
  orderSubtotal: z.number(),
  promoID: z.number().int().nullable(),
  view_image_path: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  extra: z.object({
    userShippingAddress: z.record(z.string(), z.unknown()).nullable(),
    applied_promotions: z.record(z.string(), AppliedPromotion),
  }),
  /** The order summary: always the server's (issue 5). */
  totals: CartTotals,
  /** Gift, addresses, store credit and the cash-on-delivery code state of this cart. */
  checkout: CartCheckout,
  /** Lines whose price moved since they were added (docs/requirements/states.md#cart-state: a notice to the shopper). */
  notices: z.array(z.object({ cartItemID: z.number().int(), code: z.string(), message: z.string() })),
});
export type Cart = z.infer<typeof Cart>;

/**
 * `GET /api/cart/mapUserCart/{cartID}/`: the cart now the user's, and what the user's earlier cart
 * in the subsite brought into it, so the storefront can tell the shopper ("2 pieces from your
 * earlier visit were added"). `pieces` counts units actually added (after any stock cap).
 */
export const MappedCart = Cart.extend({
  merged: z.object({
    pieces: z.number().int().min(0),
    limitedByStock: z.boolean(),
  }),
});
export type MappedCart = z.infer<typeof MappedCart>;
