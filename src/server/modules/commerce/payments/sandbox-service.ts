import type { FastifyBaseLogger } from 'fastify';
import { formatMoney, minorToDecimal } from '@/shared/money';
import type { Database } from '../../../db/client';
import type { Notify } from '../../outbox';
import { orderFactsOf } from './payment-orders';
import { findPaymentByRef, type PaymentRow } from './payment-repository';
import { handlePaymentNotification } from './payment-results';
import { EXPIRED_REASON, settlePayment } from './payment-settlement';
import { localeOf, returnUrlOf } from './payment-start';
import type { PaymentOutcomeStatus } from './provider';
import type { PaymentProviders } from './registry';
import { SANDBOX_SIGNATURE_HEADER, signSandboxNotification, signSandboxRedirect } from './sandbox-provider';
import { pageLanguage, type PageLanguage } from '@/shared/commerce/sandbox-page';
import { splitLocale } from '@/shared/locale';
import { sign, signatureMatches } from './signing';

/**
 * The sandbox gateway's side: what a real gateway does on its own servers. It reads the
 * payment, decides the outcome from the test card, tells the services (a signed
 * notification, through the same verification as any provider's) and sends the browser back
 * to the store with a signed result.
 */
export interface SandboxContext {
  db: Database;
  providers: PaymentProviders;
  signingSecret: string;
  storefrontUrl: string;
  notify?: Notify;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface SandboxSession {
  payment: PaymentRow;
  orderId: number;
  orderNumber: string;
  language: PageLanguage;
  amountText: string;
  returnUrl: string;
}

export async function loadSession(db: Database, { paymentRef, storefrontUrl }: { paymentRef: string; storefrontUrl: string }): Promise<SandboxSession | null> {
  const payment = await findPaymentByRef(db, paymentRef);
  if (!payment || payment.provider !== 'sandbox') return null;
  const order = await orderFactsOf(db, payment.orderId);
  const { subsiteCode, currencySymbol } = order;
  // The page the shopper paid from (payments before migration 0020: the order's own locale). An
  // excess amount (after-sales) returns to its own storefront page, which posts to /api/orders/excessPayment/.
  const { subsite: returnSubsite, language: languageCode } = splitLocale(payment.returnLocale || localeOf(order));
  return {
    payment,
    orderId: order.id,
    orderNumber: order.number,
    language: pageLanguage(languageCode),
    amountText: formatMoney({
      amount: minorToDecimal(payment.amountMinor, order.decimalPlaces),
      currencySymbol,
      decimalPlaces: order.decimalPlaces,
      // The order's currency, grouped as the page's language writes it in the currency's country.
      languageTag: `${languageCode}-${subsiteCode.toUpperCase()}`,
    }),
    returnUrl: returnUrlOf(payment.purpose === 'excess' ? 'excess' : 'order', { storefrontUrl, subsiteCode: returnSubsite, languageCode }),
  };
}

/** The store's return URL carrying the signed result (orderID, paymentID, status, reason, signature). */
export function signedReturnUrl(secret: string, session: SandboxSession, outcome: { status: PaymentOutcomeStatus; reason?: string }): string {
  const fields = { orderID: session.orderId, paymentID: session.payment.providerRef, status: outcome.status, ...(outcome.reason ? { reason: outcome.reason } : {}) };
  const query = new URLSearchParams({
    orderID: String(fields.orderID),
    paymentID: fields.paymentID,
    status: fields.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    signature: signSandboxRedirect(secret, fields),
  });
  return `${session.returnUrl}?${query.toString()}`;
}

/** For a payment that is already over: the result to send the shopper back with. */
export function settledOutcome(payment: PaymentRow): { status: PaymentOutcomeStatus; reason?: string } {
  return payment.status === 'succeeded' ? { status: 'succeeded' } : { status: 'failed', reason: payment.failureReason ?? 'The payment failed' };
}

/** Ends a payment whose time ran out before the shopper submitted (the sweeper may not have run yet). */
export async function expireIfDue(context: SandboxContext, session: SandboxSession, now: Date): Promise<boolean> {
  if (session.payment.status !== 'pending' || session.payment.expiresAt.getTime() > now.getTime()) return false;
  await settlePayment({ db: context.db, paymentId: session.payment.providerRef, outcome: { status: 'expired', reason: EXPIRED_REASON }, via: 'sweeper', notify: context.notify, log: context.log, now });
  return true;
}

/**
 * The gateway has an outcome: it notifies the services (in process, through the same
 * signature check an HTTP notification gets) and returns the URL to send the browser to.
 * A failed notification is logged, not shown: the browser's signed return settles it anyway.
 */
export async function completeSandboxPayment(context: SandboxContext, session: SandboxSession, outcome: { status: PaymentOutcomeStatus; reason?: string }): Promise<string> {
  const rawBody = JSON.stringify({
    paymentID: session.payment.providerRef,
    status: outcome.status,
    ...(outcome.reason ? { reason: outcome.reason } : {}),
    amountMinor: session.payment.amountMinor,
    currencyCode: session.payment.currencyCode,
  });
  try {
    await handlePaymentNotification({
      db: context.db,
      providers: context.providers,
      notify: context.notify,
      log: context.log,
      providerName: 'sandbox',
      rawBody,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(context.signingSecret, rawBody) },
    });
  } catch (error) {
    context.log.error({ err: error, paymentRef: session.payment.providerRef }, 'The sandbox notification failed; the return will settle the payment');
  }
  return signedReturnUrl(context.signingSecret, session, outcome);
}

/** The 3-D Secure step is reachable only from a card submit: its link carries this token. */
export function challengeToken(secret: string, paymentRef: string): string {
  return sign(secret, `3ds|${paymentRef}`);
}

export function challengeTokenValid(secret: string, paymentRef: string, token: string): boolean {
  return signatureMatches(challengeToken(secret, paymentRef), token);
}
