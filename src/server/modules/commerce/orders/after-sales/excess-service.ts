import { EXCESS_STATUSES, type OrderStatusValue } from '@/shared/contracts/order-life';
import { type ExcessPaymentResult, type ExcessProcessBody, type ExcessProcessResult } from '@/shared/contracts/excess-payment';
import { type OrderDetail } from '@/shared/contracts/orders';
import type { HandlePaymentBody } from '@/shared/contracts/order-placement';
import { formatMinor } from '@/shared/message-templates/message-text';
import { orderTexts } from '@/shared/message-templates/order-texts';
import { minorToDecimal } from '@/shared/money';
import type { Database } from '../../../../db/client';
import { AppError, badRequest, notFound } from '../../../../lib/app-error';
import { exactMinor } from '../../../../lib/exact-minor';
import type { AuthUser } from '../../../../plugins/auth';
import type { Notify } from '../../../outbox';
import { handlePaymentRedirect, startPayment, type PaymentProviders } from '../../payments';
import { creditBalance, insertCreditEntry, lockCreditBalance } from '../../store-credit';
import { findPaymentByRef, listExcessPayments } from '../../payments';
import { actorOf, recordAudit } from '../../../admin/audit';
import { lockKnownOrder, lockOrder, updateOrder } from '../order-repository';
import { listOrderCreditEntries } from '../../store-credit';
import { noteOrder, orderMoney, orderMoneyStyle } from '../life/order-life';
import { storeNote } from '@/shared/message-templates/order-notes';
import { buildOrderDetail, excessOnWire } from './order-read-service';
import { canPayExcess, excessOf, getVisibleOrder } from '../life/order-state';

export interface SetExcessOptions {
  db: Database;
  staff: AuthUser;
  orderId: number;
  excessAmount: number;
  note: string;
  notify: Notify;
  returnWindowDays: number;
  now?: Date;
}

/**
 * `POST /admin/orders/{orderID}/excess`: staff set the extra amount a handmade piece costs over its
 * estimate. Never below what is already paid of it, never while a payment of it is in progress.
 */
export async function setExcess({ db, staff, orderId, excessAmount, note, notify, returnWindowDays, now = new Date() }: SetExcessOptions): Promise<OrderDetail> {
  const order = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    if (!locked) throw notFound(`Order ${orderId}`);
    if (!EXCESS_STATUSES.includes(locked.status as OrderStatusValue)) throw new AppError('CONFLICT', `Order ${locked.number} is ${locked.status}: no excess amount can be set`);
    const amountMinor = exactMinor(excessAmount, locked.decimalPlaces, 'excessAmount');
    const excess = await excessOf(tx, locked);
    if (amountMinor < excess.paidMinor) throw new AppError('CONFLICT', `${orderMoney(locked, excess.paidMinor)} of the excess is already paid: the amount cannot be less`);
    const pending = (await listExcessPayments(tx, locked.id)).some((payment) => payment.status === 'pending' && payment.expiresAt > now);
    if (pending) throw new AppError('CONFLICT', `A payment of the excess of ${locked.number} is in progress: try again when it is settled`);
    const updated = await updateOrder(tx, locked.id, { excessMinor: amountMinor, excessNote: note, updatedAt: now });
    await recordAudit(tx, actorOf(staff), { action: 'order.excess', entityType: 'order', entityId: locked.id, before: { excessMinor: locked.excessMinor, note: locked.excessNote }, after: { excessMinor: amountMinor, note } });
    const due = amountMinor - excess.paidMinor;
    const texts = orderTexts(updated.languageCode);
    const dueText = formatMinor(orderMoneyStyle(updated), due);
    await noteOrder({
      db: tx,
      order: updated,
      actor: { type: 'staff', id: staff.id },
      ...storeNote(updated, { key: 'excess_set', amountMinor, note }),
      notify,
      mail: due > 0 ? { subject: texts.excessDueSubject(updated.number, dueText), lines: [texts.excessDue(dueText), note.trim() ? texts.fromOurTeam(note.trim()) : ''] } : undefined,
      now,
    });
    return updated;
  });
  return buildOrderDetail({ db, order, returnWindowDays, now });
}

export interface ProcessExcessOptions {
  db: Database;
  user: AuthUser;
  orderId: number;
  body: ExcessProcessBody;
  storefrontUrl: string;
  publicBaseUrl: string;
  /** The page's site and language: a card payment returns there. */
  subsiteCode: string;
  languageCode: string;
  notify: Notify;
  now?: Date;
}

/**
 * `POST /api/orders/excessPaymentProcess/id/{id}/` (owner only). `card`: starts a provider payment
 * of `excessAmount` (at least the amount due; more is allowed and becomes store credit once paid).
 * `free`: store credit pays exactly the amount due now (a ledger debit `excess_payment`, checked
 * under the balance lock). Credit never pays part, so a failed card attempt has nothing to undo.
 */
export async function processExcess({ db, user, orderId, body, storefrontUrl, publicBaseUrl, subsiteCode, languageCode, notify, now = new Date() }: ProcessExcessOptions): Promise<ExcessProcessResult> {
  return db.transaction(async (tx) => {
    const visible = await getVisibleOrder(tx, orderId, user);
    if (visible.userId !== user.id) throw notFound(`Order ${orderId}`);
    const order = await lockKnownOrder(tx, orderId);
    const excess = await excessOf(tx, order);
    if (!canPayExcess(order, excess)) throw new AppError('CONFLICT', `Nothing is due on order ${order.number}`);
    const amountMinor = exactMinor(body.excessAmount, order.decimalPlaces, 'excessAmount');
    const due = orderMoney(order, excess.dueMinor);

    if (body.paymentSettingsGroupKey === 'free') {
      if (amountMinor !== excess.dueMinor) throw badRequest(`excessAmount must be the amount due, ${due}, to pay it with store credit`);
      const key = { userId: user.id, subsiteId: order.subsiteId };
      await lockCreditBalance(tx, key);
      const balance = await creditBalance(tx, key);
      if (balance < amountMinor) throw new AppError('CONFLICT', `Your store credit (${orderMoney(order, balance)}) does not cover ${due}`, { balance: minorToDecimal(balance, order.decimalPlaces) });
      await insertCreditEntry(tx, { ...key, amountMinor: -amountMinor, reason: 'excess_payment', orderId: order.id, note: `Order ${order.number}: excess amount paid with store credit` });
      const texts = orderTexts(order.languageCode);
      const mail = { subject: texts.paymentReceivedSubject(order.number), lines: [texts.paidWithStoreCredit(formatMinor(orderMoneyStyle(order), amountMinor))] };
      await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, ...storeNote(order, { key: 'excess_paid_credit', amountMinor }), notify, mail, now });
      return { orderID: order.id, orderNumber: order.number, next: 'paid' as const, paymentID: null, redirectUrl: null, amount: body.excessAmount, excess: excessOnWire(order, await excessOf(tx, order)) };
    }

    if (amountMinor < excess.dueMinor) throw badRequest(`excessAmount must be at least the amount due, ${due}`);
    const started = await startPayment({
      db: tx,
      order: { id: order.id, number: order.number, amountMinor, currencyCode: order.currencyCode, decimalPlaces: order.decimalPlaces },
      purpose: 'excess',
      // Back to the page the shopper paid from, which may be another site's and language's than the order's.
      returnTo: { storefrontUrl, subsiteCode, languageCode },
      publicBaseUrl,
      now,
    });
    await noteOrder({ db: tx, order, actor: { type: 'customer', id: user.id }, ...storeNote(order, { key: 'excess_payment_started', amountMinor }), notify, now });
    return { orderID: order.id, orderNumber: order.number, next: 'payment' as const, paymentID: started.paymentId, redirectUrl: started.redirectUrl, amount: body.excessAmount, excess: excessOnWire(order, excess) };
  });
}

/**
 * `POST /api/orders/excessPayment/`: the signed result the payment page returned with. Verified and
 * settled exactly like `handlePaymnt` (a forged result is 400 and changes nothing; a replay changes
 * nothing); the answer is the excess as it now stands and what of this payment became store credit.
 */
export async function handleExcessResult({ db, user, body, providers, notify }: { db: Database; user: AuthUser; body: HandlePaymentBody; providers: PaymentProviders; notify: Notify }): Promise<ExcessPaymentResult> {
  const payment = await findPaymentByRef(db, body.paymentID);
  // Someone else's (or a checkout) payment gets the same answer as an unknown one.
  if (!payment || payment.purpose !== 'excess' || payment.orderId !== body.orderID) throw notFound(`Excess payment ${body.paymentID}`);
  const order = await getVisibleOrder(db, payment.orderId, user);
  if (order.userId !== user.id) throw notFound(`Excess payment ${body.paymentID}`);
  await handlePaymentRedirect({ db, providers, notify, body });
  const settled = await findPaymentByRef(db, body.paymentID);
  if (!settled) throw new Error(`Excess payment ${body.paymentID} vanished while it was settled`);
  const credited = (await listOrderCreditEntries(db, order.id, ['excess_overpayment'])).filter((entry) => entry.note.includes(settled.providerRef));
  const excess = await excessOf(db, order);
  return {
    orderID: order.id,
    orderNumber: order.number,
    paymentStatus: settled.status as ExcessPaymentResult['paymentStatus'],
    failureReason: settled.status === 'succeeded' ? null : settled.failureReason,
    excess: excessOnWire(order, excess),
    creditedToStoreCredit: minorToDecimal(credited.reduce((sum, entry) => sum + entry.amountMinor, 0), order.decimalPlaces),
  };
}
