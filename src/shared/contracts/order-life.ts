import { z } from 'zod';
import { ORDER_STATUSES, RETURN_STATUSES } from '../constants';

// Kept in the zod-free constants for browser code; re-exported for the contracts' readers.
export { ORDER_STATUSES, RETURN_STATUSES };

/**
 * The life of an order and of a return: their statuses, every legal move and who may make it,
 * how a refund is paid and the reasons a shopper picks. The services and the mocks move orders by
 * these tables; the storefront shows them.
 */

export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cod_due', 'not_required', 'refunded'] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);

/** Who may make a move: `staff` through `/admin/`, `customer` through `/api/orders/`, `system` (payments, returns). */
export type TransitionActor = 'staff' | 'customer' | 'system';

/** The moves out of each status: where to, and who may make them. */
type MoveTable<Status extends string> = Readonly<Record<Status, ReadonlyArray<{ to: Status; by: readonly TransitionActor[] }>>>;

/** True when the table lets `by` move from `from` to `to`. */
function allows<Status extends string>(table: MoveTable<Status>, from: string, to: string, by: TransitionActor): boolean {
  const moves = table[from as Status] ?? [];
  return moves.some((move) => move.to === to && move.by.includes(by));
}

/**
 * Every legal move of an order's status and who may make it. Anything not listed is refused with
 * 409. `cancelled` is reached by cancelling every line (the shopper before dispatch, or staff);
 * `returned` when every unit still kept was received back; `refunded` when that return was refunded.
 */
export const ORDER_TRANSITIONS: MoveTable<OrderStatusValue> = {
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
  return allows(ORDER_TRANSITIONS, from, to, by);
}

export const ReturnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatus>;

/** Every legal move of a return; `need_more_info → requested` is the shopper answering (`needmoreinfoImages`). */
export const RETURN_TRANSITIONS: MoveTable<ReturnStatus> = {
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

/** True when `by` may move a return from `from` to `to`. */
export function canMoveReturn(from: string, to: string, by: TransitionActor): boolean {
  return allows(RETURN_TRANSITIONS, from, to, by);
}

export const REFUND_METHODS = ['store_credit', 'original_payment'] as const;
export const RefundMethod = z.enum(REFUND_METHODS);
export type RefundMethod = z.infer<typeof RefundMethod>;

export const CANCEL_REASONS = ['changed_mind', 'ordered_by_mistake', 'better_price', 'delivery_too_late', 'other'] as const;
export const RETURN_REASONS = ['size_fit', 'not_as_described', 'damaged', 'quality', 'changed_mind', 'other'] as const;
export const CancelReasonId = z.enum(CANCEL_REASONS);
export const ReturnReasonId = z.enum(RETURN_REASONS);
