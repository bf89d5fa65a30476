import { z } from 'zod';
import { MAX_WIRE_AMOUNT } from '../money';
import { wireAmount } from './money';
import { safeString } from './text';
import { Email, OtpCode, Phone, SavedAddress, optionalText, text } from './account';
import { dbId, dbIdText } from './ids';
import { PAYMENT_FAILURE_CODES } from '../payment-failure';
import { ProductPromotion } from './promotions';

/**
 * Cart to order (SPEC §7 cart calls, CONTRACT.md "Shapes the spec names"): the `PUT /api/cart/`
 * modes, promotions, the checkout reads (address list, cash-on-delivery check, payment gateways),
 * placing an order and reading it back, and the payment result. Money on the wire is decimal in
 * the subsite's currency; the services compute it in integer minor units.
 */

const cartID = z.string().uuid();

// ——— PUT /api/cart/ (and PATCH /api/cart/ for the two promotion modes) ———

/** `gift_buy`: the cart becomes a gift; `gift: false` (or `isGift: 'No'`) takes the gift details off. */
export const GiftBuyBody = z
  .object({
    cartID,
    mode: z.literal('gift_buy'),
    isGift: z.enum(['Yes', 'No']).default('Yes'),
    recipientName: text(80).optional(),
    /** Printed on the card in the box: at most 250 characters. */
    giftMessage: optionalText(250, { multiline: true }).optional(),
    giftWrap: z.boolean().default(false),
  })
  .strict();

const Zip = safeString({ max: 12, trim: true }).regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'must be a postal code of 2 to 12 letters or digits');

/** CONTRACT.md: `add_address` with the billing and (when `billingAddressDifferent` is Yes) shipping fields. */
export const AddAddressBody = z
  .object({
    cartID,
    mode: z.literal('add_address'),
    /** A saved address (signed-in shoppers) to ship to; its fields fill the shipping side. */
    shippingID: dbId().optional(),
    referenceID: safeString({ max: 100 }).optional(),
    billingFirstName: text(80),
    billingLastName: text(80),
    billingAddress1: text(200),
    billingAddress2: optionalText(200).optional(),
    billingCity: text(100),
    billingZip: Zip,
    billingState: optionalText(100).optional(),
    billingCountry: text(100),
    billingPhone: Phone,
    billingEmail: Email,
    shippingFirstName: text(80).optional(),
    shippingLastName: text(80).optional(),
    shippingAddress1: text(200).optional(),
    shippingAddress2: optionalText(200).optional(),
    shippingCity: text(100).optional(),
    shippingZip: Zip.optional(),
    shippingState: optionalText(100).optional(),
    shippingCountry: text(100).optional(),
    shippingPhone: Phone.optional(),
    billingAddressDifferent: z.enum(['Yes', 'No']),
    shippingSaveToList: z.enum(['yes', 'no']).default('no'),
    /** SPEC §9: sent as a literal placeholder text; kept as sent. */
    latitude: safeString({ max: 100 }).optional(),
    longitude: safeString({ max: 100 }).optional(),
  })
  .strict();
export type AddAddressBody = z.infer<typeof AddAddressBody>;

/** `apply_usercredit`: signed-in shoppers only; `amount` 0 takes the credit off. Never more than the balance or the total. */
export const ApplyCreditBody = z
  .object({
    cartID,
    mode: z.literal('apply_usercredit'),
    /**
     * Omitted: as much as the balance and the total allow. More decimals than the currency has
     * (`1.005` fils, `1e-7`) is refused by the service in the shopper's words (422, CONTRACT.md).
     */
    amount: z.number().min(0).max(MAX_WIRE_AMOUNT).optional(),
  })
  .strict();

/** CONTRACT.md: the cash-on-delivery code goes to the cart's billing phone. */
export const SendCodOtpBody = z.object({ cartID, mode: z.literal('send_cod_otp') }).strict();
export const VerifyCodOtpBody = z.object({ cartID, mode: z.literal('verify_cod_otp'), otp: OtpCode }).strict();

/** Promotions: `PATCH /api/cart/`, which the storefront sends as `PUT /api/cart/`; both accept these. */
export const ApplyPromotionBody = z.object({ cartID, mode: z.literal('apply_promotion'), couponCode: text(30).toUpperCase() }).strict();
export const RemovePromotionBody = z.object({ cartID, mode: z.literal('remove_promotion'), promoID: dbId() }).strict();
export const PromotionBody = z.discriminatedUnion('mode', [ApplyPromotionBody, RemovePromotionBody]);

export const CartPutBody = z.discriminatedUnion('mode', [
  GiftBuyBody,
  AddAddressBody,
  ApplyCreditBody,
  SendCodOtpBody,
  VerifyCodOtpBody,
  ApplyPromotionBody,
  RemovePromotionBody,
]);
export type CartPutBody = z.infer<typeof CartPutBody>;

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

export const CartIdOnlyParams = z.object({ cartID });

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

export const PAYMENT_KEYS = ['card', 'cod', 'free'] as const;
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

// ——— Placing and reading an order ———

export const PostOrderBody = z
  .object({
    paymentSettingsGroupKey: PaymentKey,
    /** The total the shopper saw; when the server's differs the order is refused with 409 and the new cart. */
    expectedTotal: wireAmount().optional(),
    /** What the shopper saw to pay after store credit; when the server's differs (credit spent meanwhile) the order is refused with 409 and the new cart. */
    expectedAmountDue: wireAmount().optional(),
  })
  .strict();
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const PostOrderHeaders = z.object({ [IDEMPOTENCY_HEADER]: safeString({ max: 100, trim: true }).min(8, 'is required: 8 to 100 characters') });

export const ORDER_STATUSES = ['pending_payment', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned', 'refunded', 'payment_failed'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cod_due', 'not_required', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

/** `POST /api/cart/postorders/{cartID}/`: where the shopper goes next. */
export const PlacedOrder = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  /** Lets a guest read the order: `GET /api/cart/orders/{orderID}/?key=`. */
  accessKey: z.string(),
  /** `thankyou` (nothing to pay), `confirmation` (cash on delivery), `payment` (go to redirectUrl). */
  next: z.enum(['thankyou', 'confirmation', 'payment']),
  redirectUrl: z.string().nullable(),
  total: z.number(),
  amountDue: z.number(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const OrderParams = z.object({ orderID: dbIdText() });
export const OrderQuery = z.object({ key: safeString({ max: 64 }).optional() });

export const OrderLine = z.object({
  orderLineID: z.number().int(),
  productID: z.number().int(),
  productOptionID: z.number().int(),
  name: z.string(),
  optionLabel: z.string(),
  sku: z.string(),
  image: z.string(),
  metal: z.string(),
  purity: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineSubtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  lineTotal: z.number(),
  status: z.string(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Order = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatus,
  paymentMethod: PaymentKey,
  paymentStatus: PaymentStatus,
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  placedAt: z.string(),
  email: z.string(),
  phone: z.string(),
  items: z.array(OrderLine),
  totals: CartTotals.extend({ excess: z.number() }),
  billingAddress: OrderAddress,
  shippingAddress: OrderAddress,
  gift: CartGift.nullable(),
  promotions: z.array(z.object({ promoID: z.number().int(), couponCode: z.string(), discount: z.number() })),
  /** The timeline, oldest first. */
  events: z.array(z.object({ status: z.string(), note: z.string(), at: z.string() })),
  /** The latest payment attempt, if any. */
  payment: z.object({ status: z.string(), failureReason: z.string().nullable() }).nullable(),
});
export type Order = z.infer<typeof Order>;

/** `POST /api/cart/handlePaymnt/`: the signed result the payment page redirected back with. */
export const HandlePaymentBody = z
  .object({
    orderID: dbId(),
    paymentID: safeString({ max: 100 }).min(1),
    status: z.enum(['succeeded', 'failed']),
    /** Why a payment failed, as the provider said (declined, 3-D Secure failed). */
    reason: safeString({ max: 200 }).optional(),
    signature: safeString({ max: 200 }).min(1),
  })
  .strict();
export type HandlePaymentBody = z.infer<typeof HandlePaymentBody>;

export const PaymentResult = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  accessKey: z.string(),
  /** For a failed payment: why, as a code the storefront shows in the shopper's language (never the provider's words). */
  failureCode: z.enum(PAYMENT_FAILURE_CODES).nullable(),
  /** After a failure the cart holds the order's pieces again so the shopper can retry. */
  cartID: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const CHECKOUT_MESSAGES = {
  orderFailed: 'Error while creating order',
  orderDetailsFailed: 'Unable to get order details',
  giftFailed: 'Unable to add gift details',
  addressFailed: 'Unable to add the address',
  addressListFailed: 'Unable to get address list',
  unknown: 'Unknown error',
  somethingWrong: 'Something went wrong!',
} as const;

