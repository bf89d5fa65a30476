import { z } from 'zod';
import { PAYMENT_FAILURE_CODES } from '../payment-failure';
import { CartGift, CartTotals, OrderAddress, PaymentKey } from './checkout';
import { dbId, dbIdText } from './ids';
import { wireAmount } from './money';
import { OrderStatus, PaymentStatus } from './order-life';
import { safeString } from './text';

/** Placing an order from the cart, reading it back, and the payment result the payment page returns with. */

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
