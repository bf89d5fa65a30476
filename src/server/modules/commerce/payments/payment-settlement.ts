import type { FastifyBaseLogger } from 'fastify';
import { SANDBOX_FAILURE_REASONS } from '@/shared/payment-failure';
import type { Database } from '../../../db/client';
import type { Notify } from '../../outbox';
import { paymentEvents, type SettledBy } from './payment-events';
import { claimPendingPayment, findPaymentByRef, listExpiredPendingPayments, type PaymentRow } from './payment-repository';
import type { PaymentProviders } from './registry';

export const EXPIRED_REASON = SANDBOX_FAILURE_REASONS.expired;

export type { SettledBy } from './payment-events';

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
 * winner announces `paymentSettled` or `paymentFailed` inside the same transaction, so what the
 * orders module does about it (order paid; or stock, credit, promotions and cart given back; an
 * excess payment recorded) happens together with the new status or not at all, and a replay, a
 * late notification or a second racing call finds the payment settled and does nothing.
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
    await paymentEvents.emit(claimed.status === 'succeeded' ? 'paymentSettled' : 'paymentFailed', { tx, payment: claimed, via, notify, now });
    return { settled: true, payment: claimed };
  });

  if (result.settled && result.payment?.status === 'succeeded' && result.payment.purpose === 'order' && notify) {
    // After the commit: a mail server that is down must not undo a captured payment. Only the
    // winner gets here, so the shopper gets one confirmation however many results arrive.
    try {
      await paymentEvents.emit('orderPaymentCommitted', { db, payment: result.payment, notify });
    } catch (error) {
      log?.error({ err: error, paymentId }, 'The order confirmation could not be sent after a card payment');
    }
  }
  return result;
}

export interface HandleOutcomeOptions {
  db: Database;
  providers: PaymentProviders;
  notify?: Notify;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: Date;
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
