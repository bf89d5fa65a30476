import type { PaymentResult } from '@/shared/contracts/order-placement';
import { paymentFailureCode } from '@/shared/payment-failure';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { orderFactsOf } from './payment-orders';
import { findPaymentByRef, type PaymentRow } from './payment-repository';
import { settlePayment, type HandleOutcomeOptions, type SettleResult } from './payment-settlement';
import type { PaymentOutcome, RedirectResult } from './provider';

/** The message of every refused payment result: a forger learns nothing about which check failed. */
export const INVALID_SIGNATURE_MESSAGE = 'Payment signature is not valid';

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
  const order = await orderFactsOf(db, payment.orderId);
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
