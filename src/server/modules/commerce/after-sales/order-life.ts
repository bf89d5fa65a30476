import { canTransition, type TransitionActor } from '@/shared/contracts/orders';
import { formatMoney, minorToDecimal } from '@/shared/money';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Notify } from '../../outbox';
import { insertOrderEvent, type OrderRow, updateOrder } from './after-sales-repository';
import { loadOrderState } from './order-state';

export interface Actor {
  type: TransitionActor;
  /** The user id of a customer or staff member; null for the system. */
  id: number | null;
}

/** What the shopper reads in the e-mail of each status. */
const STATUS_WORDS: Record<string, string> = {
  placed: 'has been placed',
  confirmed: 'is confirmed and being prepared',
  packed: 'is packed and ready to ship',
  shipped: 'has been shipped, insured, to your address',
  delivered: 'has been delivered',
  cancelled: 'has been cancelled',
  returned: 'has been returned to us',
  refunded: 'has been refunded',
};

export interface MoveOrderOptions {
  db: Executor;
  order: OrderRow;
  to: string;
  actor: Actor;
  note?: string;
  notify: Notify;
  now?: Date;
}

/**
 * The one way an order's status changes after placing (ORDER_TRANSITIONS of the contract): a move
 * the table does not allow for this actor is refused with 409 and nothing changes. Each move writes
 * an order event with its actor and queues an e-mail to the shopper in the same transaction (the
 * outbox), so the timeline, the status and the mail agree. Call with the order locked.
 */
export async function moveOrder({ db, order, to, actor, note = '', notify, now = new Date() }: MoveOrderOptions): Promise<OrderRow> {
  if (!canTransition(order.status, to, actor.type)) {
    throw new AppError('CONFLICT', `Order ${order.number} cannot go from ${order.status} to ${to}`, { status: order.status, to });
  }
  // Cash on delivery is collected when the piece is handed over: the amount due as the order now stands.
  const collecting = to === 'delivered' && order.paymentStatus === 'cod_due';
  const collected = collecting ? { paymentStatus: 'paid', collectedMinor: (await loadOrderState(db, order)).revised.amountDueMinor } : {};
  const updated = await updateOrder(db, order.id, { status: to, ...collected, updatedAt: now });
  await insertOrderEvent(db, { orderId: order.id, status: to, actorType: actor.type, actorId: actor.id, note, createdAt: now });
  await mailShopper({ db, order: updated, notify, subject: `Your order ${order.number} ${STATUS_WORDS[to] ?? `is ${to}`}`, lines: [note] });
  return updated;
}

/** Records something that happened to an order without changing its status (a cancelled line, a return, an excess amount). */
export async function noteOrder({ db, order, actor, note, notify, mail, now = new Date() }: { db: Executor; order: OrderRow; actor: Actor; note: string; notify: Notify; mail?: string; now?: Date }) {
  await insertOrderEvent(db, { orderId: order.id, status: order.status, actorType: actor.type, actorId: actor.id, note, createdAt: now });
  if (mail) await mailShopper({ db, order, notify, subject: mail, lines: [note] });
}

export async function mailShopper({ db, order, notify, subject, lines }: { db: Executor; order: OrderRow; notify: Notify; subject: string; lines: string[] }): Promise<void> {
  const body = [`Order ${order.number}`, '', ...lines.filter(Boolean), '', 'You can follow it in My orders on SLV Jewellers.'].join('\n');
  await notify({ to: order.email, channel: 'email', subject, body }, { executor: db });
}

/** Money in the order's currency for notes and e-mails (e.g. ₹12,345 or AED 1,234.50). */
export function orderMoney(order: Pick<OrderRow, 'currencyCode' | 'decimalPlaces' | 'languageCode'>, minor: number): string {
  const symbol = order.currencyCode === 'INR' ? '₹' : `${order.currencyCode} `;
  return formatMoney({ amount: minorToDecimal(minor, order.decimalPlaces), currencySymbol: symbol, decimalPlaces: order.decimalPlaces, languageTag: order.currencyCode === 'INR' ? 'en-IN' : 'en-AE' });
}
