import { z } from 'zod';
import { optionalText } from './account';
import { CartTotals, OrderAddress, PaymentKey } from './checkout';
import { dbId } from './ids';
import { Order, OrderLine } from './order-placement';
import { CancelReasonId, ORDER_STATUSES, OrderStatus, type OrderStatusValue, PaymentStatus, RefundMethod, ReturnStatus } from './order-life';
import { pageOf } from './paging';
import { MAX_QUANTITY_PER_LINE } from '../constants';

/**
 * The shopper's orders after placing (issue 6): the list, the detail with its life since, the
 * cancellation and the order as revised by cancellations and returns. Money on the wire is
 * decimal in the order's currency (`decimalPlaces`); the services compute in minor units. Every
 * `/api/orders/…` call needs the shopper's token (401 'Invalid User' without); an order of another
 * shopper is 404 to everyone but its owner and staff. Returns are in returns.ts, excess payments in
 * excess-payment.ts, staff bodies in admin-orders.ts.
 */

/**
 * A list's status filter: one status, `all`, or a group the dashboard shows as one tab —
 * `processing` (placed, confirmed or packed: not yet on its way); `returned` also lists refunded orders.
 */
export const ORDER_LIST_GROUPS: Readonly<Record<string, readonly OrderStatusValue[]>> = {
  processing: ['placed', 'confirmed', 'packed'],
  returned: ['returned', 'refunded'],
};
export const OrderListStatus = z.enum(['all', 'processing', ...ORDER_STATUSES]);
export const OrderListParams = z.object({ status: OrderListStatus });

export const Reason = z.object({ reasonID: z.string(), label: z.string() });
/** `GET /api/orders/cancelReasons/` and `GET /api/orders/returnReasons/`: labels in the request's language. */
export const Reasons = z.array(Reason);
export type Reason = z.infer<typeof Reason>;
export type Reasons = z.infer<typeof Reasons>;

/**
 * Totals of an order, as placed or as revised: the cart's totals, where `credit` is the store
 * credit the order still uses and `amountDue` what is still to collect (cash on delivery, or an
 * unpaid card order).
 */
export const OrderTotals = CartTotals;
export type OrderTotals = z.infer<typeof OrderTotals>;

export const ExcessState = z.object({
  /** The extra amount staff set (a piece weighed more than estimated). */
  amount: z.number(),
  paid: z.number(),
  /** amount − paid; 0 when settled. */
  due: z.number(),
  note: z.string(),
});
export type ExcessState = z.infer<typeof ExcessState>;

export const Refund = z.object({
  refundID: z.number().int(),
  amount: z.number(),
  method: RefundMethod,
  /** `completed` (store credit written), or `pending` (a card refund the payment provider still has to execute). */
  status: z.enum(['completed', 'pending']),
  source: z.enum(['cancellation', 'return']),
  returnID: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof Refund>;

// ——— Orders list and detail ———

export const OrderSummary = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentKey,
  placedAt: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  /** The revised total (after cancellations and returns). */
  total: z.number(),
  /** Units ordered. */
  itemCount: z.number().int(),
  /** The first line's image and the names of the lines. */
  image: z.string(),
  productNames: z.array(z.string()),
  /** The language the order was placed in: its pieces' names and options are written in it (the page marks them when its own is another). */
  languageCode: z.string().optional(),
  excessDue: z.number(),
  /** Staff lists only: who ordered, their phone and the subsite. */
  email: z.string().optional(),
  phone: z.string().optional(),
  subsiteID: z.number().int().optional(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderList = pageOf(OrderSummary);
export type OrderList = z.infer<typeof OrderList>;

// The placed order's line (checkout's `OrderLine`), with what cancellations and returns changed.
const { unitPrice, lineSubtotal, discount, tax, lineTotal, status: lineStatus, ...placedLine } = OrderLine.shape;
export const OrderDetailLine = z.object({
  ...placedLine,
  cancelledQuantity: z.number().int(),
  returnedQuantity: z.number().int(),
  /** quantity − cancelled − returned. */
  activeQuantity: z.number().int(),
  ...{ unitPrice, lineSubtotal, discount, tax, lineTotal },
  /** The line total for the active units. */
  revisedLineTotal: z.number(),
  /** `active`, `cancelled` (every unit), `returned` (every unit kept was returned). */
  status: lineStatus,
});
export type OrderDetailLine = z.infer<typeof OrderDetailLine>;

export const TimelineEntry = z.object({
  status: z.string(),
  note: z.string(),
  /** `customer`, `guest`, `staff` or `system`. */
  actor: z.string(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** What the shopper (or staff) can do with the order now. */
export const OrderActions = z.object({
  canCancel: z.boolean(),
  /** Lines (and how many units of each) that can still be cancelled. */
  cancellableLines: z.array(z.object({ orderLineID: z.number().int(), quantity: z.number().int() })),
  canReturn: z.boolean(),
  returnableLines: z.array(z.object({ orderLineID: z.number().int(), quantity: z.number().int() })),
  /** The last day of the return window (ISO), null before delivery. */
  returnWindowEndsAt: z.string().nullable(),
  /** An excess amount is set and not yet paid. */
  canPayExcess: z.boolean(),
  /** Staff: the statuses the order may be moved to by staff now. */
  nextStatuses: z.array(OrderStatus),
});
export type OrderActions = z.infer<typeof OrderActions>;

export const ReturnSummary = z.object({
  returnID: z.number().int(),
  rmaNumber: z.string(),
  status: ReturnStatus,
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof ReturnSummary>;

/** `GET /api/orders/detail/id/{id}/`: the order as checkout reads it back, with its life after placing. */
export const OrderDetail = Order.pick({ orderID: true, orderNumber: true, status: true, paymentMethod: true, paymentStatus: true, currencyCode: true, decimalPlaces: true, placedAt: true, email: true, phone: true }).extend({
  items: z.array(OrderDetailLine),
  /** The language the order was placed in: its pieces' names and options are written in it (the page marks them when its own is another). */
  languageCode: z.string().optional(),
  totals: OrderTotals,
  revisedTotals: OrderTotals,
  excess: ExcessState,
  refunds: z.array(Refund),
  returns: z.array(ReturnSummary),
  billingAddress: OrderAddress,
  shippingAddress: OrderAddress,
  /** Oldest first. */
  timeline: z.array(TimelineEntry),
  actions: OrderActions,
});
export type OrderDetail = z.infer<typeof OrderDetail>;

// ——— Cancellation ———

/** The line of an order that a cancellation or a return names. */
export const LineBrief = z.object({
  orderLineID: z.number().int(),
  name: z.string(),
  optionLabel: z.string(),
  sku: z.string(),
  image: z.string(),
});

export const CancelItem = LineBrief.extend({
  /** Units that can still be cancelled. */
  quantity: z.number().int(),
  unitPrice: z.number(),
  /** What cancelling all those units takes off the total. */
  amount: z.number(),
});
export type CancelItem = z.infer<typeof CancelItem>;
/** `GET /api/orders/cancelItems/id/{id}`: empty once dispatched. */
export const CancelItems = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  items: z.array(CancelItem),
  refundMethods: z.array(RefundMethod),
});
export type CancelItems = z.infer<typeof CancelItems>;

/** No order line holds more than MAX_QUANTITY_PER_LINE, so neither can a cancel or a return of one. */
export const LineQuantity = z.object({ orderLineID: dbId(), quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_LINE) }).strict();
export type LineQuantity = z.infer<typeof LineQuantity>;

/** `PATCH /api/orders/cancel/`: without `lines` the whole order (every unit still cancellable). */
export const CancelBody = z
  .object({
    orderID: dbId(),
    reasonID: CancelReasonId,
    comment: optionalText(500, { multiline: true }).optional(),
    lines: z.array(LineQuantity).min(1).max(50).optional(),
    /** Where a refund goes; `original_payment` on a card order is a refund the provider executes. Default store credit. */
    refundMethod: RefundMethod.default('store_credit'),
  })
  .strict();
export type CancelBody = z.infer<typeof CancelBody>;

// ——— Revised order ———

export const RevisedLine = z.object({
  orderLineID: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  cancelledQuantity: z.number().int(),
  returnedQuantity: z.number().int(),
  originalLineTotal: z.number(),
  revisedLineTotal: z.number(),
});

export type RevisedLine = z.infer<typeof RevisedLine>;

/** `GET /api/orders/revised/id/{id}/`: the order as placed against the order as it now stands. */
export const RevisedOrder = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  original: OrderTotals,
  revised: OrderTotals,
  lines: z.array(RevisedLine),
  excess: ExcessState,
  /** Σ refunds (both methods), to credit and to the original payment. */
  refunded: z.number(),
  refundedToCredit: z.number(),
  refundedToPayment: z.number(),
});
export type RevisedOrder = z.infer<typeof RevisedOrder>;
