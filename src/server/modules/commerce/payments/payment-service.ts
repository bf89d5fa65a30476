import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentResult } from '@/shared/contracts/checkout';
import { paymentFailureCode, SANDBOX_FAILURE_REASONS } from '@/shared/payment-failure';
import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Notify } from '../../outbox';
import { restoredCheckoutExtra, updateCartCheckout } from '../cart';
import { sendOrderConfirmation } from '../orders';
import { settleExcessPayment } from '../after-sales/excess-settlement';
import {
  addCartItem,
  claimPendingPayment,
  creditHeldByOrder,
  deleteRedemptions,
  findCart,
  findOrder,
  findOrderForPayment,
  findPaymentByRef,
  findPersistLifetimeDays,
  insertCart,
  insertCreditEntry,
  insertOrderEvent,
  insertPayment,
  listCartItems,
  listExpiredPendingPayments,
  listOrderLines,
  lockOrder,
  type OrderRow,
  type PaymentRow,
  releaseStock,
  setCartItemQuantity,
  touchCart,
  updateOrderStatus,
} from './payment-repository';
import type { PaymentOutcome, RedirectResult } from './provider';
import { createPaymentProviders, type PaymentProviders } from './registry';

export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 15;
/** The message of every refused payment result: a forger learns nothing about which check failed. */
export const INVALID_SIGNATURE_MESSAGE = 'Payment signature is not valid';
export const EXPIRED_REASON = SANDBOX_FAILURE_REASONS.expired;
/** A restored cart line never holds more than the cart module allows on one line. */
const MAX_QUANTITY_PER_LINE = 99;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

interface PaymentsConfig {
  providers: PaymentProviders;
  timeoutMinutes: number;
}

/**
 * What the payments module was configured with when the services started (providers built
 * from PAYMENT_SIGNING_SECRET, PAYMENT_TIMEOUT_MINUTES). `startPayment` is called from inside
 * the orders module's transaction, which has no handle on the app, so it reads this. Until the
 * module is registered a sandbox with a throwaway secret stands in: starting a sandbox payment
 * signs nothing, and everything that verifies uses the app's own providers.
 */
let config: PaymentsConfig = {
  providers: createPaymentProviders({ signingSecret: randomBytes(32).toString('hex') }),
  timeoutMinutes: DEFAULT_PAYMENT_TIMEOUT_MINUTES,
};

export function configurePayments(next: PaymentsConfig): void {
  config = next;
}

export interface StartPaymentOptions {
  /** The caller's transaction: the payment row exists only if the order does. */
  db: Executor;
  order: { id: number; number: string; amountMinor: number; currencyCode: string; decimalPlaces: number };
  purpose: 'order' | 'excess';
  /** The storefront's `/payment-return` for the order's locale (see `paymentReturnUrl`). */
  returnUrl: string;
  /** The services' origin as the browser reached it (see `publicBaseUrlOf`). */
  publicBaseUrl: string;
  /** Overrides the configured providers (tests). */
  providers?: PaymentProviders;
  now?: Date;
}

/**
 * Starts collecting `order.amountMinor` with the provider of the order's subsite and records
 * the attempt as a pending payment. A checkout payment ends when the order's hold on stock
 * ends (orders.payment_expires_at, set by the placing transaction); an excess payment gets
 * PAYMENT_TIMEOUT_MINUTES from now.
 */
export async function startPayment({ db, order, purpose, returnUrl, publicBaseUrl, providers = config.providers, now = new Date() }: StartPaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
  if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) throw new AppError('BAD_REQUEST', 'A card payment needs an amount above zero');
  const facts = await findOrderForPayment(db, order.id);
  if (!facts) throw new Error(`Order ${order.id} must be written before its payment is started`);
  const provider = providers.forSubsite(facts.subsiteCode);
  const paymentRef = `pay_${randomBytes(16).toString('base64url')}`;
  const created = await provider.createPayment({
    paymentRef,
    amountMinor: order.amountMinor,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    orderNumber: order.number,
    returnUrl,
    publicBaseUrl,
  });
  const expiresAt =
    purpose === 'order' && facts.paymentExpiresAt ? facts.paymentExpiresAt : new Date(now.getTime() + config.timeoutMinutes * MINUTE_MS);
  const row = await insertPayment(db, {
    orderId: order.id,
    purpose,
    provider: provider.name,
    providerRef: created.providerRef ?? paymentRef,
    amountMinor: order.amountMinor,
    currencyCode: order.currencyCode,
    expiresAt,
  });
  return { paymentId: row.providerRef, redirectUrl: created.redirectUrl };
}

/** `${STOREFRONT_URL}/${subsite}-${language}/payment-return`: where the shopper lands after paying. */
export function paymentReturnUrl({ storefrontUrl, subsiteCode, languageCode }: { storefrontUrl: string; subsiteCode: string; languageCode: string }): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/${subsiteCode.toLowerCase()}-${languageCode.toLowerCase()}/payment-return`;
}

/** Where the shopper lands after paying an excess amount (after-sales): `${STOREFRONT_URL}/${subsite}-${language}/excess-payment-return`. */
export function excessPaymentReturnUrl({ storefrontUrl, subsiteCode, languageCode }: { storefrontUrl: string; subsiteCode: string; languageCode: string }): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/${subsiteCode.toLowerCase()}-${languageCode.toLowerCase()}/excess-payment-return`;
}

/** The services' origin as the browser reached it (the hosted page must be on the same one). */
export function publicBaseUrlOf(request: { protocol: string; headers: { host?: string } }): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

export type SettledBy = 'redirect' | 'notification' | 'sweeper';

export interface SettlePaymentOptions {
  db: Database;
  /** payments.provider_ref. */
  paymentId: string;
  outcome: { status: 'succeeded' | 'failed' | 'expired'; reason?: string };
  via: SettledBy;
  /** Sends the confirmation e-mail after a successful payment commits. */
  notify?: Notify;
  log?: Pick<FastifyBaseLogger, 'error'>;
  now?: Date;
}

export interface SettleResult {
  /** True only for the call that settled the payment; every other call changed nothing. */
  settled: boolean;
  payment: PaymentRow | null;
}

/**
 * Settles a payment exactly once. The conditional update from `pending` picks the winner; the
 * winner's effects run in the same transaction, so they happen together or not at all, and a
 * replay, a late notification or a second racing call finds the payment settled and does nothing.
 */
export async function settlePayment({ db, paymentId, outcome, via, notify, log, now = new Date() }: SettlePaymentOptions): Promise<SettleResult> {
  const result = await db.transaction(async (tx) => {
    const claimed = await claimPendingPayment(tx, {
      providerRef: paymentId,
      status: outcome.status,
      failureReason: outcome.status === 'succeeded' ? null : (outcome.reason ?? (outcome.status === 'expired' ? EXPIRED_REASON : 'The payment failed')),
      settledBy: via,
      now,
    });
    if (!claimed) return { settled: false, payment: await findPaymentByRef(tx, paymentId) };
    const order = await lockOrder(tx, claimed.orderId);
    if (!order) throw new Error(`Payment ${paymentId} has no order ${claimed.orderId}`);
    if (claimed.purpose === 'order') {
      if (claimed.status === 'succeeded') await markOrderPaid(tx, { order, payment: claimed, now });
      else await failOrder(tx, { order, payment: claimed, now });
    } else {
      // An excess payment never changes the order's status: the after-sales module records it, moves
      // anything paid above the amount due to store credit (`excess_overpayment`) and mails the shopper.
      await settleExcessPayment(tx, { order, payment: claimed, via, notify, now });
    }
    return { settled: true, payment: claimed };
  });

  if (result.settled && result.payment?.status === 'succeeded' && result.payment.purpose === 'order' && notify) {
    // After the commit: a mail server that is down must not undo a captured payment. Only the
    // winner gets here, so the shopper gets one confirmation however many results arrive.
    try {
      await sendOrderConfirmation({ notify, db, orderId: result.payment.orderId });
    } catch (error) {
      log?.error({ err: error, paymentId }, 'The order confirmation could not be sent after a card payment');
    }
  }
  return result;
}

async function markOrderPaid(tx: Executor, { order, payment, now }: { order: OrderRow; payment: PaymentRow; now: Date }): Promise<void> {
  if (order.status !== 'pending_payment') {
    // The money arrived after the order was closed some other way (staff cancelled it):
    // record it for a refund rather than resurrect the order.
    await updateOrderStatus(tx, { orderId: order.id, status: order.status, paymentStatus: 'paid', now });
    await insertOrderEvent(tx, { orderId: order.id, status: order.status, note: `Card payment received while the order was ${order.status}: refund it`, now });
    return;
  }
  await updateOrderStatus(tx, { orderId: order.id, status: 'placed', paymentStatus: 'paid', now });
  await insertOrderEvent(tx, { orderId: order.id, status: 'placed', note: `Paid by card (${payment.provider}, confirmed by ${payment.settledBy})`, now });
}

/**
 * Undoes what placing the order took, so nothing is lost and the shopper can try again:
 * stock back on the shelf, the store-credit debit reversed, the promotions usable again and
 * the pieces back in the order's own cart.
 */
async function failOrder(tx: Executor, { order, payment, now }: { order: OrderRow; payment: PaymentRow; now: Date }): Promise<void> {
  if (order.status !== 'pending_payment') {
    await insertOrderEvent(tx, { orderId: order.id, status: order.status, note: `Payment ${payment.status} after the order was ${order.status}`, now });
    return;
  }
  // The cart before the stock: placing an order locks them in that order, so the two never deadlock.
  const cart = await findCart(tx, order.cartId);
  const lines = await listOrderLines(tx, order.id);
  for (const line of lines) {
    const quantity = line.quantity - line.cancelledQuantity;
    if (quantity > 0) await releaseStock(tx, { optionId: line.optionId, subsiteId: order.subsiteId, orderLineId: line.id, quantity });
  }
  const credit = await creditHeldByOrder(tx, order.id);
  if (credit && credit.heldMinor > 0) {
    await insertCreditEntry(tx, { userId: credit.userId, subsiteId: credit.subsiteId, amountMinor: credit.heldMinor, orderId: order.id, note: `Order ${order.number}: payment ${payment.status}`, now });
  }
  await deleteRedemptions(tx, order.id);
  await restoreCart(tx, { order, cart, lines, now });
  await updateOrderStatus(tx, { orderId: order.id, status: 'payment_failed', paymentStatus: 'failed', now });
  await insertOrderEvent(tx, { orderId: order.id, status: 'payment_failed', note: payment.failureReason ?? `Payment ${payment.status}`, now });
}

interface RestoreCartOptions {
  order: OrderRow;
  /** The order's cart, already locked; null when it was purged since. */
  cart: Awaited<ReturnType<typeof findCart>>;
  lines: Awaited<ReturnType<typeof listOrderLines>>;
  now: Date;
}

async function restoreCart(tx: Executor, { order, cart, lines, now }: RestoreCartOptions): Promise<void> {
  const days = (await findPersistLifetimeDays(tx, order.subsiteId)) ?? 30;
  const expiresAt = new Date(now.getTime() + days * DAY_MS);
  // The placing transaction kept the cart (emptied); recreate it under the same id if it was purged since.
  if (!cart) await insertCart(tx, { id: order.cartId, subsiteId: order.subsiteId, userId: order.userId, expiresAt, now });
  else await touchCart(tx, { cartId: cart.id, expiresAt: cart.expiresAt > expiresAt ? cart.expiresAt : expiresAt, now });
  // The coupon, addresses, gift options and store credit the order was placed with, back in the cart.
  const restored = cart ? restoredCheckoutExtra(cart.extra, order.id) : null;
  if (restored) await updateCartCheckout(tx, { cartId: order.cartId, extra: restored.extra, promoId: restored.state.promotionIds[0] ?? null });
  const items = cart ? await listCartItems(tx, order.cartId) : [];
  for (const line of lines) {
    const quantity = line.quantity - line.cancelledQuantity;
    if (quantity <= 0) continue;
    const existing = items.find((item) => item.optionId === line.optionId);
    if (existing) {
      existing.quantity = Math.min(existing.quantity + quantity, MAX_QUANTITY_PER_LINE);
      await setCartItemQuantity(tx, { id: existing.id, quantity: existing.quantity });
    } else {
      await addCartItem(tx, { cartId: order.cartId, productId: line.productId, optionId: line.optionId, quantity: Math.min(quantity, MAX_QUANTITY_PER_LINE), addedUnitPriceMinor: line.unitPriceMinor, now });
    }
  }
}

export interface HandleOutcomeOptions {
  db: Database;
  providers: PaymentProviders;
  notify?: Notify;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: Date;
}

/** Checks a verified outcome against the stored payment: same order, same amount (when the provider states one). */
function consistent(payment: PaymentRow, outcome: PaymentOutcome, orderId?: number): boolean {
  if (orderId !== undefined && payment.orderId !== orderId) return false;
  if (outcome.amountMinor !== undefined && outcome.amountMinor !== payment.amountMinor) return false;
  return true;
}

/**
 * `POST /api/cart/handlePaymnt/`: the storefront relays what the payment page returned. A
 * result whose signature does not check (or that names another order) is refused and changes
 * nothing; a genuine one settles the payment if nothing did yet, and either way the answer is
 * the order as it now stands, so a replay gets the same answer.
 */
export async function handlePaymentRedirect({ db, providers, notify, log, now, body }: HandleOutcomeOptions & { body: RedirectResult }): Promise<PaymentResult> {
  const payment = await findPaymentByRef(db, body.paymentID);
  const provider = payment ? providers.byName(payment.provider) : undefined;
  const outcome = provider?.verifyRedirect(body) ?? null;
  if (!payment || !outcome || !consistent(payment, outcome, body.orderID)) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
  await settlePayment({ db, paymentId: payment.providerRef, outcome, via: 'redirect', notify, log, now });
  return paymentResultOf(db, payment.providerRef);
}

/** A provider's server-to-server notification; null when it is not authentic (the route answers 400). */
export async function handlePaymentNotification({
  db,
  providers,
  notify,
  log,
  now,
  providerName,
  rawBody,
  headers,
}: HandleOutcomeOptions & { providerName: string; rawBody: string; headers: Record<string, string | string[] | undefined> }): Promise<SettleResult> {
  const provider = providers.byName(providerName);
  const outcome = provider?.verifyNotification(rawBody, headers) ?? null;
  if (!outcome) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
  const payment = await findPaymentByRef(db, outcome.paymentRef);
  if (!payment || payment.provider !== providerName || !consistent(payment, outcome)) {
    log?.warn({ paymentRef: outcome.paymentRef }, 'A signed payment notification does not match a payment');
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
  }
  return settlePayment({ db, paymentId: payment.providerRef, outcome, via: 'notification', notify, log, now });
}

/** The order's state as the shopper should see it after a payment result. */
export async function paymentResultOf(db: Executor, paymentRef: string): Promise<PaymentResult> {
  const payment = await findPaymentByRef(db, paymentRef);
  if (!payment) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
  const order = await findOrder(db, payment.orderId);
  if (!order) throw new Error(`Payment ${paymentRef} has no order ${payment.orderId}`);
  const failed = order.paymentStatus === 'failed';
  return {
    orderID: order.id,
    orderNumber: order.number,
    status: order.status as PaymentResult['status'],
    paymentStatus: order.paymentStatus as PaymentResult['paymentStatus'],
    accessKey: order.accessKey,
    failureCode: failed ? paymentFailureCode(payment.failureReason) : null,
    cartID: failed ? order.cartId : null,
  };
}

export interface ExpireStalePaymentsOptions {
  db: Database;
  now?: Date;
  notify?: Notify;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** At most this many per call (the sweeper comes back a minute later for the rest). */
  limit?: number;
}

/**
 * Ends every pending payment whose time is up as `expired`, exactly like a declined card:
 * the order fails and its stock, credit and promotions are released. Each payment settles in
 * its own transaction through the same conditional update, so a result arriving at the same
 * moment and a second sweeper cannot release the stock twice. Returns how many it expired.
 */
export async function expireStalePayments({ db, now = new Date(), notify, log, limit = 100 }: ExpireStalePaymentsOptions): Promise<number> {
  const stale = await listExpiredPendingPayments(db, { now, limit });
  let expired = 0;
  for (const payment of stale) {
    const { settled } = await settlePayment({ db, paymentId: payment.providerRef, outcome: { status: 'expired', reason: EXPIRED_REASON }, via: 'sweeper', notify, log, now });
    if (settled) expired += 1;
  }
  return expired;
}
