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
  /** The storefront's `/payment-return` for the order's locale (see `paymentReturnUrl`). */
  returnUrl: string;
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
export async function startPayment({ db, order, purpose, returnUrl, publicBaseUrl, facts: given, providers = config.providers, now = new Date() }: StartPaymentOptions): Promise<{ paymentId: string; redirectUrl: string }> {
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
