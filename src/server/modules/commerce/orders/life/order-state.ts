import { CANCELLABLE_STATUSES, EXCESS_STATUSES, ORDER_TRANSITIONS, type OrderStatusValue } from '@/shared/contracts/order-life';
import type { Executor } from '../../../../db/client';
import { notFound } from '../../../../lib/app-error';
import type { AuthUser } from '../../../../plugins/auth';
import { listExcessPayments } from '../../payments';
import { listRefunds, openReturnQuantities, type RefundRow } from '../after-sales/after-sales-repository';
import { findDeliveredAt, findOrderRow, listOrderLines, type OrderLineRow, type OrderRow } from '../order-repository';
import { listOrderCreditEntries } from '../../store-credit';
import { activeQuantity, refundDue, reviseOrder, type RefundTotals, type TotalsMinor } from '@/shared/commerce/revision';
import { hasPermission } from '@/shared/roles';

const DAY_MS = 86_400_000;

/**
 * The order of `orderId` if `user` may see it: its owner or staff. Anyone else gets the same 404
 * as for an order that does not exist, so ids reveal nothing.
 */
export async function getVisibleOrder(db: Executor, orderId: number, user: AuthUser): Promise<OrderRow> {
  const order = await findOrderRow(db, orderId);
  if (!order || (!hasPermission(user.role, 'operations') && order.userId !== user.id)) throw notFound(`Order ${orderId}`);
  return order;
}

export function refundTotals(rows: RefundRow[]): RefundTotals {
  let toCreditMinor = 0;
  let toPaymentMinor = 0;
  for (const row of rows) {
    if (row.method === 'store_credit') toCreditMinor += row.amountMinor;
    else toPaymentMinor += row.amountMinor;
  }
  return { toCreditMinor, toPaymentMinor };
}

export interface ExcessMinor {
  amountMinor: number;
  paidMinor: number;
  dueMinor: number;
  note: string;
}

/**
 * The excess amount and what of it is paid: card payments that succeeded, minus what of them went
 * to store credit as overpayment, plus what store credit paid directly.
 */
export async function excessOf(db: Executor, order: OrderRow): Promise<ExcessMinor> {
  const payments = await listExcessPayments(db, order.id);
  const entries = await listOrderCreditEntries(db, order.id, ['excess_overpayment', 'excess_payment']);
  const byCard = payments.filter((payment) => payment.status === 'succeeded').reduce((sum, payment) => sum + payment.amountMinor, 0);
  const overpaid = entries.filter((entry) => entry.reason === 'excess_overpayment').reduce((sum, entry) => sum + entry.amountMinor, 0);
  const byCredit = entries.filter((entry) => entry.reason === 'excess_payment').reduce((sum, entry) => sum - entry.amountMinor, 0);
  const paidMinor = byCard - overpaid + byCredit;
  return { amountMinor: order.excessMinor, paidMinor, dueMinor: Math.max(0, order.excessMinor - paidMinor), note: order.excessNote };
}

export interface OrderState {
  order: OrderRow;
  lines: OrderLineRow[];
  refunds: RefundRow[];
  refunded: RefundTotals;
  revised: TotalsMinor;
  refundDueMinor: number;
}

export async function loadOrderState(db: Executor, order: OrderRow): Promise<OrderState> {
  const lines = await listOrderLines(db, order.id);
  const refunds = await listRefunds(db, order.id);
  const refunded = refundTotals(refunds);
  return { order, lines, refunds, refunded, revised: reviseOrder(order, lines, refunded), refundDueMinor: refundDue(order, lines, refunded) };
}

/** Units of each line that can still be cancelled: before dispatch only. */
export function cancellableLines(order: OrderRow, lines: OrderLineRow[]): { line: OrderLineRow; quantity: number }[] {
  if (!CANCELLABLE_STATUSES.includes(order.status as OrderStatusValue)) return [];
  return lines.map((line) => ({ line, quantity: activeQuantity(line) })).filter((entry) => entry.quantity > 0);
}

export interface ReturnWindow {
  deliveredAt: Date | null;
  endsAt: Date | null;
  open: boolean;
}

export async function returnWindowOf(db: Executor, order: OrderRow, { days, now = new Date() }: { days: number; now?: Date }): Promise<ReturnWindow> {
  if (order.status !== 'delivered') return { deliveredAt: null, endsAt: null, open: false };
  const deliveredAt = await findDeliveredAt(db, order.id);
  if (!deliveredAt) return { deliveredAt: null, endsAt: null, open: false };
  const endsAt = new Date(deliveredAt.getTime() + days * DAY_MS);
  return { deliveredAt, endsAt, open: now.getTime() <= endsAt.getTime() };
}

/** Units of each line that can still be returned: delivered, in the window, kept, and not in an open return. */
export async function returnableLines(db: Executor, order: OrderRow, lines: OrderLineRow[], window: ReturnWindow): Promise<{ line: OrderLineRow; quantity: number }[]> {
  if (!window.open) return [];
  const held = await openReturnQuantities(db, order.id);
  return lines.map((line) => ({ line, quantity: activeQuantity(line) - (held.get(line.id) ?? 0) })).filter((entry) => entry.quantity > 0);
}

export const staffNextStatuses = (status: string) =>
  (ORDER_TRANSITIONS[status as OrderStatusValue] ?? []).filter((move) => move.by.includes('staff')).map((move) => move.to);

export const canPayExcess = (order: OrderRow, excess: ExcessMinor) => excess.dueMinor > 0 && EXCESS_STATUSES.includes(order.status as OrderStatusValue);
