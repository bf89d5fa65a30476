import { z } from 'zod';
import { PAYMENT_KEYS } from '../constants';
import { SavedAddress } from './account';
import { ProductPromotion } from './promotions';

// Kept in the zod-free constants for browser code; re-exported for the contracts' readers.
export { PAYMENT_KEYS };

/**
 * What the cart carries for checkout and the checkout page's reads (address list, cash-on-delivery
 * check, payment ways). Money on the wire is decimal in the subsite's currency; the services
 * compute it in integer minor units. The `PUT /api/cart/` modes are in cart-modes.ts, placing an
 * order and its payment in order-placement.ts.
 */

// ——— What the cart carries for checkout (added to the Cart of cart.ts) ———

/** Every cart answer's totals; the order summary on /checkout shows exactly these. */
export const CartTotals = z.object({
  /** Σ unit price × quantity (tax included). */
  subtotal: z.number(),
  discount: z.number(),
  /** Insured shipping; 0 when free. */
  shipping: z.number(),
  /** GST / VAT included in `total`. */
  tax: z.number(),
  /** subtotal − discount + shipping. */
  total: z.number(),
  /** Store credit applied. */
  credit: z.number(),
  /** total − credit: what the payment collects. */
  amountDue: z.number(),
});
export type CartTotals = z.infer<typeof CartTotals>;

export const CartGift = z.object({ recipientName: z.string(), giftMessage: z.string(), giftWrap: z.boolean() });
/** An address on the cart or an order, in the add_address field names without the prefix. */
export const OrderAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const CartCheckout = z.object({
  gift: CartGift.nullable(),
  billingAddress: OrderAddress.nullable(),
  billingEmail: z.string().nullable(),
  /** The shipping address (the billing one when `billingAddressDifferent` is No). */
  shippingAddress: OrderAddress.nullable(),
  billingAddressDifferent: z.enum(['Yes', 'No']),
  storeCredit: z.object({ balance: z.number(), applied: z.number() }).nullable(),
  cod: z.object({ verified: z.boolean(), codeSentTo: z.string().nullable() }),
});
export type CartCheckout = z.infer<typeof CartCheckout>;

// ——— Reads for the checkout page ———

export const CartIdOnlyParams = z.object({ cartID: z.string().uuid() });

/** `GET /api/cart/{cartID}/promotions_list/`: every promotion of the subsite valid now, and whether this cart may use it. */
export const CartPromotion = ProductPromotion.extend({
  applied: z.boolean(),
  applicable: z.boolean(),
  /** Why this cart cannot use it now (in the request's language), or null. */
  reason: z.string().nullable(),
});
export const CartPromotions = z.array(CartPromotion);

/** `GET /api/cart/{cartID}/address_list/`: the signed-in owner's saved addresses; a guest's list is empty. */
export const CartAddressList = z.object({ addresses: z.array(SavedAddress), selectedShippingID: z.number().int().nullable() });

/** `GET /api/cart/{cartID}/cod_check`: may this cart be paid on delivery? */
export const CodCheck = z.object({
  available: z.boolean(),
  /** The shipping pincode checked, or null before an address was given. */
  pincode: z.string().nullable(),
  reason: z.string().nullable(),
  /** The largest amount collected on delivery. */
  limit: z.number(),
  verified: z.boolean(),
});

export const PaymentKey = z.enum(PAYMENT_KEYS);
export type PaymentKey = z.infer<typeof PaymentKey>;

/** `GET /api/cart/{cartID}/payment_gateways/`: the ways this cart can be paid now. */
export const PaymentGateway = z.object({
  paymentSettingsGroupKey: PaymentKey,
  name: z.string(),
  description: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export const PaymentGateways = z.array(PaymentGateway);
