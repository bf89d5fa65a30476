import { z } from 'zod';
import { wireAmount } from './money';
import { optionalText, text } from './account';
import { queryText } from './text';
import { CartTotals, HandlePaymentBody, Order, OrderAddress, OrderLine, ORDER_STATUSES, OrderStatus, PaymentKey, PaymentStatus } from './checkout';
import { dbId, dbIdText } from './ids';

/**
 * After the order (issue 6, SPEC §7 "Orders"): order history, cancellation, returns (RMA), excess
 * payment and store credit, plus the staff routes under `/admin/` that move them along. Money on the
 * wire is decimal in the order's currency (`decimalPlaces`); the services compute in minor units.
 * Every `/api/orders/…` call needs the shopper's token (401 'Invalid User' without); an order,
 * return or image of another shopper is 404 to everyone but its owner and staff.
 */

export { ORDER_STATUSES, OrderStatus, PaymentStatus };
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];

// ——— The order life: one table, used by the services and shown by the storefront ———

/** Who may make a move: `staff` through `/admin/`, `customer` through `/api/orders/`, `system` (payments, returns). */
export type TransitionActor = 'staff' | 'customer' | 'system';

/**
 * Every legal move of an order's status and who may make it. Anything not listed is refused with
 * 409. `cancelled` is reached by cancelling every line (the shopper before dispatch, or staff);
 * `returned` when every unit still kept was received back; `refunded` when that return was refunded.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusValue, ReadonlyArray<{ to: OrderStatusValue; by: readonly TransitionActor[] }>>> = {
  pending_payment: [
    { to: 'placed', by: ['system'] },
    { to: 'payment_failed', by: ['system'] },
  ],
  placed: [
    { to: 'confirmed', by: ['staff'] },
    { to: 'cancelled', by: ['customer', 'staff'] },
  ],
  confirmed: [
    { to: 'packed', by: ['staff'] },
    { to: 'cancelled', by: ['customer', 'staff'] },
  ],
  packed: [
    { to: 'shipped', by: ['staff'] },
    { to: 'cancelled', by: ['customer', 'staff'] },
  ],
  shipped: [{ to: 'delivered', by: ['staff'] }],
  delivered: [{ to: 'returned', by: ['system'] }],
  returned: [{ to: 'refunded', by: ['system'] }],
  cancelled: [],
  refunded: [],
  payment_failed: [],
};

/** Statuses in which lines may still be cancelled (before dispatch). */
export const CANCELLABLE_STATUSES: readonly OrderStatusValue[] = ['placed', 'confirmed', 'packed'];
/** Statuses in which staff may set an excess amount (the order is alive and paid for or payable on delivery). */
export const EXCESS_STATUSES: readonly OrderStatusValue[] = ['placed', 'confirmed', 'packed', 'shipped', 'delivered'];

/** True when `by` may move an order from `from` to `to`. */
export function canTransition(from: string, to: string, by: TransitionActor): boolean {
  const moves = ORDER_TRANSITIONS[from as OrderStatusValue] ?? [];
  return moves.some((move) => move.to === to && move.by.includes(by));
}

export const RETURN_STATUSES = ['requested', 'need_more_info', 'approved', 'rejected', 'received', 'refunded'] as const;
export const ReturnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatus>;

/** Every legal move of a return; `need_more_info → requested` is the shopper answering (`needmoreinfoImages`). */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, ReadonlyArray<{ to: ReturnStatus; by: readonly TransitionActor[] }>>> = {
  requested: [
    { to: 'approved', by: ['staff'] },
    { to: 'rejected', by: ['staff'] },
    { to: 'need_more_info', by: ['staff'] },
  ],
  need_more_info: [
    { to: 'requested', by: ['customer'] },
    { to: 'rejected', by: ['staff'] },
  ],
  approved: [{ to: 'received', by: ['staff'] }],
  received: [{ to: 'refunded', by: ['staff'] }],
  rejected: [],
  refunded: [],
};

export function canMoveReturn(from: string, to: string, by: TransitionActor): boolean {
  const moves = RETURN_TRANSITIONS[from as ReturnStatus] ?? [];
  return moves.some((move) => move.to === to && move.by.includes(by));
}

export const REFUND_METHODS = ['store_credit', 'original_payment'] as const;
export const RefundMethod = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethod>;

export const CANCEL_REASONS = ['changed_mind', 'ordered_by_mistake', 'better_price', 'delivery_too_late', 'other'] as const;
export const RETURN_REASONS = ['size_fit', 'not_as_described', 'damaged', 'quality', 'changed_mind', 'other'] as const;
export const CancelReasonId = z.enum(CANCEL_REASONS);
export const ReturnReasonId = z.enum(RETURN_REASONS);

// ——— Shared pieces ———

const PageFields = z
  .object({
    limitFrom: z.coerce.number().int().min(0).max(100_000).default(0),
    limitTo: z.coerce.number().int().min(1).max(100_050).default(10),
    /** Matches the order (or return) number, or a product name, case-insensitively. */
    searchKey: queryText(100).optional(),
  })
  .strict();
const pageWindow = <T extends { limitFrom: number; limitTo: number }>(query: T) => query.limitTo > query.limitFrom && query.limitTo - query.limitFrom <= 50;
const pageWindowError = { message: 'must be after limitFrom, at most 50 further', path: ['limitTo'] };

/** Paging of SPEC §7: `limitFrom` (first index, from 0) to `limitTo` (exclusive); at most 50 per page. */
export const PageQuery = PageFields.refine(pageWindow, pageWindowError);
export type PageQuery = z.infer<typeof PageQuery>;

/** One page of a list answered for a PageQuery: the items, how many there are in all, and the window asked for. */
export const pageOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), total: z.number().int(), limitFrom: z.number().int(), limitTo: z.number().int() });

export const IdParams = z.object({ id: dbIdText() });

/**
 * A list's status filter: one status, `all`, or a group the dashboard shows as one tab —
 * `processing` (placed, confirmed or packed: not yet on its way); `returned` also lists refunded orders.
 */
export const ORDER_LIST_GROUPS: Readonly<Record<string, readonly (typeof ORDER_STATUSES)[number][]>> = {
  processing: ['placed', 'confirmed', 'packed'],
  returned: ['returned', 'refunded'],
};
export const OrderListStatus = z.enum(['all', 'processing', ...ORDER_STATUSES]);
export const OrderListParams = z.object({ status: OrderListStatus });

export const ReturnListStatus = z.enum(['all', ...RETURN_STATUSES]);
export const ReturnListParams = z.object({ status: ReturnListStatus });

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
  excessDue: z.number(),
  /** Staff lists only: who ordered. */
  email: z.string().optional(),
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
const LineBrief = z.object({
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

export const LineQuantity = z.object({ orderLineID: dbId(), quantity: z.number().int().min(1).max(99) }).strict();
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

// ——— Returns ———

export const ReturnItem = LineBrief.extend({
  /** Units that can still be returned (delivered, not cancelled, not in another return). */
  quantity: z.number().int(),
  unitPrice: z.number(),
});
export type ReturnItem = z.infer<typeof ReturnItem>;
/** `GET /api/orders/returnItems/id/{id}`: empty outside the return window or before delivery. */
export const ReturnItems = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  returnWindowEndsAt: z.string().nullable(),
  items: z.array(ReturnItem),
});
export type ReturnItems = z.infer<typeof ReturnItems>;

/** Ids answered by `uploadRmaImage` (at most 5 per request or answer). */
export const ImageIds = z.array(z.string().uuid()).max(5);

/** `PATCH /api/orders/return/`. */
export const ReturnBody = z
  .object({
    orderID: dbId(),
    lines: z.array(LineQuantity).min(1).max(50),
    reasonID: ReturnReasonId,
    comment: optionalText(1000, { multiline: true }).default(''),
    imageIDs: ImageIds.default([]),
  })
  .strict();
export type ReturnBody = z.infer<typeof ReturnBody>;

/** `POST /api/orders/uploadRmaImage` (multipart, field `rmaImage`; JPEG, PNG or WebP, checked from the bytes). */
export const UploadedImage = z.object({
  imageID: z.string().uuid(),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int(),
  /** `GET /api/orders/rmaImage/{imageID}` (owner and staff only). */
  url: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
export const ImageParams = z.object({ imageID: z.string().uuid() });

export const ReturnLine = LineBrief.extend({
  quantity: z.number().int(),
  /** Set when staff approve (may be fewer than requested). */
  approvedQuantity: z.number().int().nullable(),
  /** The refund for this line once received (null before). */
  refundAmount: z.number().nullable(),
});

export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnTimelineEntry = z.object({
  status: ReturnStatus,
  note: z.string(),
  actor: z.string(),
  imageIDs: z.array(z.string()),
  at: z.string(),
});

export type ReturnTimelineEntry = z.infer<typeof ReturnTimelineEntry>;

/** `GET /api/orders/rmaDetails/id/{id}` (and every return answer). */
export const ReturnDetail = z.object({
  returnID: z.number().int(),
  rmaNumber: z.string(),
  orderID: z.number().int(),
  orderNumber: z.string(),
  status: ReturnStatus,
  reasonID: z.string(),
  reason: z.string(),
  comment: z.string(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  lines: z.array(ReturnLine),
  imageIDs: z.array(z.string()),
  /** Staff's latest question while `need_more_info`. */
  staffNote: z.string(),
  refund: Refund.nullable(),
  timeline: z.array(ReturnTimelineEntry),
  createdAt: z.string(),
  /** Staff lists only. */
  email: z.string().optional(),
});
export type ReturnDetail = z.infer<typeof ReturnDetail>;

export const ReturnListItem = ReturnDetail.pick({ returnID: true, rmaNumber: true, orderID: true, orderNumber: true, status: true, reason: true, createdAt: true, email: true }).extend({
  itemCount: z.number().int(),
  image: z.string(),
  productNames: z.array(z.string()),
});
export type ReturnListItem = z.infer<typeof ReturnListItem>;
/** `GET /api/orders/returnRequest/status/{status}/`. */
export const ReturnList = pageOf(ReturnListItem);
export type ReturnList = z.infer<typeof ReturnList>;

/** `POST /api/orders/needmoreinfoImages/`: the shopper answers staff's question; the return goes back to `requested`. */
export const NeedMoreInfoBody = z
  .object({
    returnID: dbId(),
    comment: text(1000, 1, { multiline: true }),
    imageIDs: ImageIds.default([]),
  })
  .strict();
export type NeedMoreInfoBody = z.infer<typeof NeedMoreInfoBody>;

// ——— Excess payment ———

/**
 * `POST /api/orders/excessPaymentProcess/id/{id}/`. `card`: a provider payment of `excessAmount`
 * (at least what is due; anything above it becomes store credit when paid). `free`: store credit
 * pays the whole amount due at once (`excessAmount` must equal it). Credit never pays part: a card
 * attempt that fails then has nothing to reverse.
 */
export const ExcessProcessBody = z
  .object({
    paymentSettingsGroupKey: z.enum(['card', 'free']),
    excessAmount: wireAmount({ max: 100_000_000 }).positive(),
  })
  .strict();
export type ExcessProcessBody = z.infer<typeof ExcessProcessBody>;

export const ExcessProcessResult = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  /** `payment`: go to `redirectUrl`; `paid`: settled with store credit. */
  next: z.enum(['payment', 'paid']),
  paymentID: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  amount: z.number(),
  excess: ExcessState,
});
export type ExcessProcessResult = z.infer<typeof ExcessProcessResult>;

/**
 * `POST /api/orders/excessPayment/`: the signed result the payment page returned with (the same
 * fields as `handlePaymnt`; the storefront's `/{locale}/excess-payment-return` posts them).
 */
export const ExcessPaymentBody = HandlePaymentBody;
export const ExcessPaymentResult = z.object({
  orderID: z.number().int(),
  orderNumber: z.string(),
  paymentStatus: z.enum(['pending', 'succeeded', 'failed', 'expired']),
  failureReason: z.string().nullable(),
  excess: ExcessState,
  /** What of this payment went to store credit (paid above the amount due). */
  creditedToStoreCredit: z.number(),
});
export type ExcessPaymentResult = z.infer<typeof ExcessPaymentResult>;

// ——— Store credit ———

export const STORE_CREDIT_REASONS = ['checkout', 'checkout_reversal', 'refund', 'excess_overpayment', 'excess_payment', 'goodwill'] as const;
/** `GET /api/users/storeCredit`: the signed-in shopper's balance in the request's subsite and every entry, newest first. */
export const StoreCredit = z.object({
  balance: z.number(),
  currencyCode: z.string(),
  decimalPlaces: z.number().int(),
  entries: z.array(
    z.object({
      entryID: z.number().int(),
      /** Positive: a credit; negative: a debit. */
      amount: z.number(),
      reason: z.string(),
      orderID: z.number().int().nullable(),
      orderNumber: z.string().nullable(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type StoreCredit = z.infer<typeof StoreCredit>;

// ——— Staff (`/admin/`, staff tokens only) ———

export const AdminOrderParams = z.object({ orderID: dbIdText() });
export const AdminReturnParams = z.object({ returnID: dbIdText() });
export const AdminOrderListQuery = PageFields.extend({ status: OrderListStatus.default('all') }).strict().refine(pageWindow, pageWindowError);
export const AdminReturnListQuery = PageFields.extend({ status: ReturnListStatus.default('all') }).strict().refine(pageWindow, pageWindowError);

/** `POST /admin/orders/{orderID}/status`: one move of ORDER_TRANSITIONS that staff may make. */
export const OrderStatusBody = z.object({ status: OrderStatus, note: optionalText(500, { multiline: true }).default('') }).strict();
/** `POST /admin/orders/{orderID}/excess`: the extra amount (decimal) for the whole order; 0 clears an unpaid one. */
export const ExcessBody = z.object({ excessAmount: wireAmount({ max: 100_000_000 }), note: text(500, 1, { multiline: true }) }).strict();
/** `POST /admin/orders/{orderID}/cancel`: staff cancel like the shopper (reason `other` allowed with a note). */
export const AdminCancelBody = CancelBody.omit({ orderID: true });

export const ReturnApproveBody = z
  .object({
    note: optionalText(500, { multiline: true }).default(''),
    /** Approve fewer units than requested on some lines; lines left out are approved in full. */
    lines: z.array(z.object({ orderLineID: dbId(), quantity: z.number().int().min(0).max(99) }).strict()).max(50).optional(),
  })
  .strict();
export const ReturnNoteBody = z.object({ note: text(1000, 1, { multiline: true }) }).strict();
export const ReturnReceiveBody = z.object({ note: optionalText(500, { multiline: true }).default('') }).strict();
export const ReturnRefundBody = z.object({ method: RefundMethod, note: optionalText(500, { multiline: true }).default('') }).strict();

export const ORDERS_MESSAGES = {
  listFailed: 'Unable to get orders',
  detailFailed: 'Unable to get order details',
  cancelFailed: 'Unable to cancel the order',
  returnFailed: 'Unable to create the return request',
  uploadFailed: 'Unable to upload the image',
  somethingWrong: 'Something went wrong!',
} as const;
