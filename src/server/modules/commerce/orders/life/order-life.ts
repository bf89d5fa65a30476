import { canTransition, type TransitionActor } from '@/shared/contracts/order-life';
import { formatMinor, type MoneyStyle } from '@/shared/message-templates/message-text';
import { currencyStyle } from '@/shared/money';
import type { OrderNote } from '@/shared/message-templates/order-notes';
import { orderMail, orderStatusMessage } from '@/shared/message-templates/order-templates';
import type { Executor } from '../../../../db/client';
import { AppError } from '../../../../lib/app-error';
import type { Notify } from '../../../outbox';
import { insertOrderEvent, type OrderRow, updateOrder } from '../order-repository';
import { loadOrderState } from './order-state';

export interface Actor {
  type: TransitionActor;
  /** The user id of a customer or staff member; null for the system. */
  id: number | null;
}

export interface MoveOrderOptions {
  db: Executor;
  order: OrderRow;
  to: string;
  actor: Actor;
  note?: string;
  /** What a note the store wrote says (storeNote), for the shopper's language. */
  noteData?: OrderNote;
  notify: Notify;
  now?: Date;
  /**
   * What the e-mail says beside the new status, in the order's language. Without it, a note staff
   * wrote is passed on to the shopper as theirs; the system's notes stay in the timeline.
   */
  mailLines?: string[];
}

/**
 * The one way an order's status changes after placing (ORDER_TRANSITIONS of the contract): a move
 * the table does not allow for this actor is refused with 409 and nothing changes. Each move writes
 * an order event with its actor and queues an e-mail to the shopper in the same transaction (the
 * outbox), so the timeline, the status and the mail agree. Call with the order locked.
 */
export async function moveOrder({ db, order, to, actor, note = '', noteData, notify, now = new Date(), mailLines }: MoveOrderOptions): Promise<OrderRow> {
  if (!canTransition(order.status, to, actor.type)) {
    throw new AppError('CONFLICT', `Order ${order.number} cannot go from ${order.status} to ${to}`, { status: order.status, to });
  }
  // Cash on delivery is collected when the piece is handed over: the amount due as the order now stands.
  const collecting = to === 'delivered' && order.paymentStatus === 'cod_due';
  const collected = collecting ? { paymentStatus: 'paid', collectedMinor: (await loadOrderState(db, order)).revised.amountDueMinor } : {};
  const updated = await updateOrder(db, order.id, { status: to, ...collected, updatedAt: now });
  await insertOrderEvent(db, { orderId: order.id, status: to, actorType: actor.type, actorId: actor.id, note, noteData, createdAt: now });
  const staffNote = !mailLines && actor.type === 'staff' ? note : '';
  const mail = orderStatusMessage(updated.languageCode, { orderNumber: updated.number, status: to, lines: mailLines, staffNote });
  await notify({ to: updated.email, channel: 'email', ...mail }, { executor: db });
  return updated;
}

/** What an e-mail about an order says, in the order's language (see orderTexts). */
export interface OrderMailText {
  subject: string;
  lines: string[];
}

/** Records something that happened to an order without changing its status (a cancelled line, a return, an excess amount). */
export async function noteOrder({ db, order, actor, note, noteData, notify, mail, now = new Date() }: { db: Executor; order: OrderRow; actor: Actor; note: string; noteData?: OrderNote; notify: Notify; mail?: OrderMailText; now?: Date }) {
  await insertOrderEvent(db, { orderId: order.id, status: order.status, actorType: actor.type, actorId: actor.id, note, noteData, createdAt: now });
  if (mail) await mailShopper({ db, order, notify, ...mail });
}

/** An e-mail about the order to its shopper, through the outbox in the caller's transaction. */
export async function mailShopper({ db, order, notify, subject, lines }: { db: Executor; order: OrderRow; notify: Notify } & OrderMailText): Promise<void> {
  await notify({ to: order.email, channel: 'email', ...orderMail(order.languageCode, { orderNumber: order.number, subject, lines }) }, { executor: db });
}

/** How the order's e-mails write its money: its currency, grouped as the language and its country do. */
export function orderMoneyStyle(order: Pick<OrderRow, 'currencyCode' | 'decimalPlaces' | 'languageCode'>, languageCode = order.languageCode): MoneyStyle {
  return currencyStyle(order.currencyCode, order.decimalPlaces, languageCode);
}

/** Money in the order's currency for the timeline's notes and refusals (e.g. ₹12,345 or AED 1,234.50). */
export function orderMoney(order: Pick<OrderRow, 'currencyCode' | 'decimalPlaces' | 'languageCode'>, minor: number): string {
  return formatMinor(orderMoneyStyle(order, 'en'), minor);
}
