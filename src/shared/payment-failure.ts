/**
 * Why a card payment failed, as a code. The services turn the provider's words into one of these
 * codes; the storefront shows each code's translated text and never the provider's (or a URL's) words.
 * zod-free: the browser's mock worker imports it.
 */
export const PAYMENT_FAILURE_CODES = ['declined', 'authentication_failed', 'cancelled', 'expired', 'failed'] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/** The sandbox gateway's words for each failure (the services' payment records and order timeline keep them). */
export const SANDBOX_FAILURE_REASONS = {
  declined: 'Your card was declined',
  authentication_failed: 'The 3-D Secure check failed',
  cancelled: 'You cancelled the payment',
  expired: 'The payment was not completed in time',
} as const satisfies Partial<Record<PaymentFailureCode, string>>;

/** The code of a provider's reason; anything not known is the generic `failed`. */
export function paymentFailureCode(reason: string | null | undefined): PaymentFailureCode {
  const known = (Object.entries(SANDBOX_FAILURE_REASONS) as [PaymentFailureCode, string][]).find(([, words]) => words === reason);
  return known ? known[0] : 'failed';
}

/** A code read from somewhere untrusted (a URL): one of the codes, or the generic `failed`. */
export function readPaymentFailureCode(value: unknown): PaymentFailureCode {
  return (PAYMENT_FAILURE_CODES as readonly unknown[]).includes(value) ? (value as PaymentFailureCode) : 'failed';
}
