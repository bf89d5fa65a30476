import { randomBytes } from 'node:crypto';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { orderFactsOf, type PaymentOrderFacts } from './payment-orders';
import { insertPayment } from './payment-repository';
import { createPaymentProviders, type PaymentProviders } from './registry';

export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 15;
const MINUTE_MS = 60_000;

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
  /**
   * Where the shopper comes back to: the storefront and the locale of the page they paid from. An
   * order's payment starts on the order's own site; an extra amount may be paid from another
   * site's pages, and returns there, in the page's language.
   */
  returnTo: ReturnTo;
  /** The services' origin as the browser reached it (see `publicBaseUrlOf`). */
  publicBaseUrl: string;
  /** What the start needs of the order when the caller has it already (it just wrote it): not read again. */
  facts?: Pick<PaymentOrderFacts, 'subsiteCode' | 'paymentExpiresAt'>;
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
export async function startPayment({ db, order, purpose, returnTo, publicBaseUrl, facts: given, providers = config.providers, now = new Date() }: StartPaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
  if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) throw new AppError('BAD_REQUEST', 'A card payment needs an amount above zero');
  const facts = given ?? (await orderFactsOf(db, order.id));
  const provider = providers.forSubsite(facts.subsiteCode);
  const paymentRef = `pay_${randomBytes(16).toString('base64url')}`;
  const created = await provider.createPayment({
    paymentRef,
    amountMinor: order.amountMinor,
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    orderNumber: order.number,
    returnUrl: returnUrlOf(purpose, returnTo),
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
    returnLocale: localeOf(returnTo),
  });
  return { paymentId: row.providerRef, redirectUrl: created.redirectUrl };
}

/** A storefront and one of its locales: `in` and `en` for `/in-en`. */
export interface ReturnTo {
  storefrontUrl: string;
  subsiteCode: string;
  languageCode: string;
}

/** `in-en`, as a storefront path begins. */
export function localeOf({ subsiteCode, languageCode }: Pick<ReturnTo, 'subsiteCode' | 'languageCode'>): string {
  return `${subsiteCode.toLowerCase()}-${languageCode.toLowerCase()}`;
}

/**
 * Where the shopper lands after paying: an order's payment at `${STOREFRONT_URL}/${locale}/payment-return`,
 * an extra amount (after-sales) at `${STOREFRONT_URL}/${locale}/excess-payment-return`.
 */
export function returnUrlOf(purpose: 'order' | 'excess', returnTo: ReturnTo): string {
  return `${returnTo.storefrontUrl.replace(/\/+$/, '')}/${localeOf(returnTo)}/${purpose === 'excess' ? 'excess-payment-return' : 'payment-return'}`;
}

/** The services' origin as the browser reached it (the hosted page must be on the same one). */
export function publicBaseUrlOf(request: { protocol: string; headers: { host?: string } }): string {
  return `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}
