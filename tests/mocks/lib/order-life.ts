import { CANCELLABLE_STATUSES, EXCESS_STATUSES, ORDER_TRANSITIONS, type OrderStatusValue } from '@/shared/contracts/order-life';
import { currencyStyle, minorToDecimal } from '@/shared/money';
import { formatMinor } from '@/shared/message-templates/message-text';
import { activeQuantity, type LineFigures, refundDue, reviseOrder, splitRefund, valueOfUnits } from '@/shared/commerce/revision';
import type { MockUser } from '../state/account-store';
import { checkoutState, type MockOrder, saveCheckout } from '../state/checkout-store';
import { type MockOrderLife, type MockRefund, nextLifeID, orderLifeState } from '../state/order-life-store';
import { notFound } from './respond';
import type { OrderNote } from '@/shared/message-templates/order-notes';
import { hasPermission } from '@/shared/roles';

/**
 * The order life of the services (src/server/modules/commerce/orders) over the mocks'
 * orders: the same money rules (the pure `revision.ts` is imported, not copied), the same
 * transitions (shared contract), the same ownership rule (owner or staff, 404 otherwise).
 */
export const RETURN_WINDOW_DAYS = 15;
const DAY_MS = 86_400_000;

export function lifeOf(order: MockOrder): MockOrderLife {
  const lives = orderLifeState().lives;
  const key = String(order.orderID);
  lives[key] ??= {
    status: order.status,
    cancelled: {},
    returned: {},
    events: order.events.map((event) => ({ status: event.status, note: event.note, noteData: event.noteData, actor: event.status === 'placed' || event.status === 'pending_payment' ? 'customer' : 'system', at: event.at })),
    excess: { amountMinor: 0, paidMinor: 0, note: '' },
    refunds: [],
    deliveredAt: null,
  };
  const life = lives[key];
  // A card payment settled after the life began (checkout's mocks move the order itself).
  if ((life.status === 'pending_payment' || life.status === 'placed') && order.status !== life.status && life.events.length <= order.events.length) life.status = order.status;
  return life;
}

/** The order if `user` may see it: its owner, or staff; anyone else the same 404 as an unknown id. */
export function visibleOrder(orderID: number, user: MockUser): MockOrder {
  const order = checkoutState().orders.find((candidate) => candidate.orderID === orderID);
  if (!order || (!hasPermission(user.role, 'operations') && order.userID !== user.userID)) throw notFound(`Order ${orderID}`);
  return order;
}

export function figuresOf(order: MockOrder, life: MockOrderLife): (LineFigures & { orderLineID: number })[] {
  return order.lines.map((line) => ({
    orderLineID: line.orderLineID,
    quantity: line.quantity,
    cancelledQuantity: life.cancelled[String(line.orderLineID)] ?? 0,
    returnedQuantity: life.returned[String(line.orderLineID)] ?? 0,
    lineSubtotalMinor: line.lineSubtotalMinor,
    discountMinor: line.discountMinor,
    taxMinor: line.taxMinor,
    lineTotalMinor: line.lineTotalMinor,
  }));
}

/** The payment status as the order life left it (a cancellation may end it), else checkout's. */
export const paymentStatusOf = (order: MockOrder) => lifeOf(order).paymentStatus ?? order.paymentStatus;

export function moneyOf(order: MockOrder) {
  return {
    paymentMethod: order.paymentMethod,
    paymentStatus: paymentStatusOf(order),
    shippingMinor: order.totals.shipping,
    totalMinor: order.totals.total,
    creditMinor: order.totals.credit,
    amountDueMinor: order.totals.amountDue,
    collectedMinor: lifeOf(order).collectedMinor ?? null,
  };
}

export function refundedOf(life: MockOrderLife) {
  return {
    toCreditMinor: life.refunds.reduce((sum, refund) => sum + refund.toCreditMinor, 0),
    toPaymentMinor: life.refunds.reduce((sum, refund) => sum + refund.toPaymentMinor, 0),
  };
}

export function revisedMinor(order: MockOrder, life: MockOrderLife) {
  return reviseOrder(moneyOf(order), figuresOf(order, life), refundedOf(life));
}

/** Units of each line in returns that are still open (requested, need more info, approved). */
export function openReturnUnits(orderID: number): Record<string, number> {
  const units: Record<string, number> = {};
  for (const rma of orderLifeState().returns) {
    if (rma.orderID !== orderID || !['requested', 'need_more_info', 'approved'].includes(rma.status)) continue;
    for (const line of rma.lines) units[String(line.orderLineID)] = (units[String(line.orderLineID)] ?? 0) + (line.approvedQuantity ?? line.quantity);
  }
  return units;
}

export function returnWindowEndsAt(life: MockOrderLife): string | null {
  return life.deliveredAt ? new Date(Date.parse(life.deliveredAt) + RETURN_WINDOW_DAYS * DAY_MS).toISOString() : null;
}

export function cancellableLines(order: MockOrder, life: MockOrderLife) {
  if (!CANCELLABLE_STATUSES.includes(life.status as OrderStatusValue)) return [];
  return figuresOf(order, life)
    .map((line) => ({ orderLineID: line.orderLineID, quantity: activeQuantity(line) }))
    .filter((line) => line.quantity > 0);
}

export function returnableLines(order: MockOrder, life: MockOrderLife, now = Date.now()) {
  const ends = returnWindowEndsAt(life);
  if (life.status !== 'delivered' || !ends || Date.parse(ends) < now) return [];
  const open = openReturnUnits(order.orderID);
  return figuresOf(order, life)
    .map((line) => ({ orderLineID: line.orderLineID, quantity: activeQuantity(line) - (open[String(line.orderLineID)] ?? 0) }))
    .filter((line) => line.quantity > 0);
}

export const excessDueMinor = (life: MockOrderLife) => Math.max(0, life.excess.amountMinor - life.excess.paidMinor);
/** Staff may set an excess, and the shopper pay it, while the order is alive (EXCESS_STATUSES). */
export const excessAllowed = (life: MockOrderLife) => EXCESS_STATUSES.includes(life.status);

/** An event on the order's timeline: staff's own words, or a note the store writes (`storeNote`). */
export function addEvent(life: MockOrderLife, status: string, note: string | { note: string; noteData: OrderNote }, actor: 'customer' | 'staff' | 'system', at = new Date().toISOString()) {
  life.events.push({ status, ...(typeof note === 'string' ? { note } : note), actor, at });
}

/** Moves the order (the shared transition table decides); 409 otherwise. */
export function canMove(life: MockOrderLife, to: string, by: 'customer' | 'staff' | 'system'): boolean {
  return (ORDER_TRANSITIONS[life.status as OrderStatusValue] ?? []).some((move) => move.to === to && move.by.includes(by));
}

/** A store-credit entry in checkout's ledger (the one the checkout mocks' balance sums), with the services' note. */
export function creditEntry(order: MockOrder, amountMinor: number, reason: string, note: string): void {
  if (amountMinor === 0 || order.userID === null) return;
  const entries = checkoutState().creditEntries;
  entries.push({ userID: order.userID, subsiteId: order.subsiteId, amountMinor, reason, orderID: order.orderID, note });
  orderLifeState().creditTimes[String(entries.length - 1)] = new Date().toISOString();
  saveCheckout();
}

export interface RefundOptions {
  method: 'store_credit' | 'original_payment';
  source: MockRefund['source'];
  returnID: number | null;
  /** The cancel reason's label or staff's refund note: the ledger entry names it like the services' issueRefund. */
  note: string;
  /** A return refunds at most the received units' worth (fixed on receipt). */
  capMinor?: number;
}

/** Refunds what is now due back after units were taken off, split like the services (refund-service.ts, splitRefund). */
export function refundAfterChange(order: MockOrder, life: MockOrderLife, options: RefundOptions): MockRefund | null {
  const due = refundDue(moneyOf(order), figuresOf(order, life), refundedOf(life));
  const amountMinor = options.capMinor === undefined ? due : Math.min(due, options.capMinor);
  if (amountMinor <= 0) return null;
  const split = splitRefund({ amountMinor, method: options.method, order: moneyOf(order), refunded: refundedOf(life) });
  const refund: MockRefund = {
    refundID: nextLifeID(),
    amountMinor,
    method: options.method,
    toCreditMinor: split.toCreditMinor,
    toPaymentMinor: split.toPaymentMinor,
    status: split.toPaymentMinor > 0 ? 'pending' : 'completed',
    source: options.source,
    returnID: options.returnID,
    createdAt: new Date().toISOString(),
  };
  life.refunds.push(refund);
  creditEntry(order, split.toCreditMinor, 'refund', `Order ${order.orderNumber}: ${options.source === 'return' ? 'return' : 'cancellation'} refund${options.note ? ` (${options.note})` : ''}`);
  return refund;
}

/** Money in the order's currency for notes, as the services' `orderMoney` writes it (₹12,345 or AED 1,234.50). */
export function orderMoney(order: Pick<MockOrder, 'currencyCode' | 'decimalPlaces'>, minor: number): string {
  return formatMinor(currencyStyle(order.currencyCode, order.decimalPlaces, 'en'), minor);
}

/** A refund as the services' ledger rows: store credit, then the original payment, each when above zero. */
export function refundRows(refund: MockRefund | null): { method: string; amountMinor: number }[] {
  if (!refund) return [];
  return [
    ...(refund.toCreditMinor > 0 ? [{ method: 'store_credit', amountMinor: refund.toCreditMinor }] : []),
    ...(refund.toPaymentMinor > 0 ? [{ method: 'original_payment', amountMinor: refund.toPaymentMinor }] : []),
  ];
}

/** What staff may move the order to now (the services' staffNextStatuses). */
export const staffNextStatuses = (life: MockOrderLife) => (ORDER_TRANSITIONS[life.status] ?? []).filter((move) => move.by.includes('staff')).map((move) => move.to);

export const unitValue = valueOfUnits;
export const decimal = (order: Pick<MockOrder, 'decimalPlaces'>) => (minor: number) => minorToDecimal(minor, order.decimalPlaces);

/** The excess on the wire: amount staff set, paid, due, and the note of the change. */
export function excessOf(order: MockOrder) {
  const life = lifeOf(order);
  const money = decimal(order);
  return { amount: money(life.excess.amountMinor), paid: money(life.excess.paidMinor), due: money(excessDueMinor(life)), note: life.excess.note };
}
