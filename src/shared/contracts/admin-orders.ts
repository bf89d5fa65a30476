import { z } from 'zod';
import { optionalText, text } from './account';
import { wireAmount } from './money';
import { dbId, dbIdText } from './ids';
import { OrderStatus, RefundMethod } from './order-life';
import { PaymentKey } from './checkout';
import { CancelBody, OrderDetail, OrderListStatus } from './orders';
import { PageFields, pageWindow, pageWindowError } from './paging';
import { ReturnListStatus } from './returns';
import { MAX_QUANTITY_PER_LINE } from '../constants';

/** What staff send to move orders and returns along (`/admin/`, staff tokens only). */

export const AdminOrderParams = z.object({ orderID: dbIdText() });
export const AdminReturnParams = z.object({ returnID: dbIdText() });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');
/**
 * `GET /admin/orders`: by status, payment method, subsite, customer and the day placed (UTC, both
 * ends included); `searchKey` also matches the shopper's e-mail and phone.
 */
export const AdminOrderListQuery = PageFields.extend({
  status: OrderListStatus.default('all'),
  paymentMethod: PaymentKey.optional(),
  subsiteID: dbIdText().optional(),
  customerID: dbIdText().optional(),
  placedFrom: day.optional(),
  placedTo: day.optional(),
})
  .strict()
  .refine(pageWindow, pageWindowError)
  .refine((query) => !query.placedFrom || !query.placedTo || query.placedFrom <= query.placedTo, { message: 'must not be before placedFrom', path: ['placedTo'] });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;
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
    lines: z.array(z.object({ orderLineID: dbId(), quantity: z.number().int().min(0).max(MAX_QUANTITY_PER_LINE) }).strict()).max(50).optional(),
  })
  .strict();
export const ReturnNoteBody = z.object({ note: text(1000, 1, { multiline: true }) }).strict();
export const ReturnReceiveBody = z.object({ note: optionalText(500, { multiline: true }).default('') }).strict();
export const ReturnRefundBody = z.object({ method: RefundMethod, note: optionalText(500, { multiline: true }).default('') }).strict();

/** One payment of an order as staff see it: the checkout's and each excess payment, with the provider's reference. */
export const AdminPayment = z.object({
  paymentID: z.number().int(),
  /** `order` (at checkout) or `excess` (an excess amount staff set). */
  purpose: z.string(),
  /** How the shopper paid (the order's method for its checkout payment; `card` for an excess). */
  method: z.string(),
  provider: z.string(),
  /** The provider's id of the payment. */
  reference: z.string(),
  amount: z.number(),
  /** `pending`, `succeeded`, `failed` or `expired`. */
  status: z.string(),
  failureReason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** `GET /admin/orders/{orderID}`: the order as the shopper sees it, with its payments. */
export const AdminOrderDetail = OrderDetail.extend({ payments: z.array(AdminPayment) });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;
