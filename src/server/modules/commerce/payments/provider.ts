/**
 * The seam between checkout and a payment provider. Checkout never talks to a gateway
 * directly: it asks the provider registered for the order's subsite to start a payment and
 * to check whatever comes back (the shopper's browser returning, the provider's server
 * calling). A provider answers `null` for anything it cannot prove it signed, so a forged or
 * tampered result never reaches settlement. See README.md for Razorpay and Stripe.
 */

export type PaymentOutcomeStatus = 'succeeded' | 'failed';

/** A verified result of one payment attempt, as the provider reported it. */
export interface PaymentOutcome {
  /** The provider's id of the payment (payments.provider_ref). */
  paymentRef: string;
  status: PaymentOutcomeStatus;
  /** Why it failed, in words for the shopper (declined, 3-D Secure failed). */
  reason?: string;
  /** The amount the provider says it collected, in minor units, when it says so. */
  amountMinor?: number;
}

export interface CreatePaymentInput {
  /** Our id for the attempt; the sandbox uses it as its session id. */
  paymentRef: string;
  amountMinor: number;
  currencyCode: string;
  decimalPlaces: number;
  orderNumber: string;
  /** Where the shopper's browser goes after the attempt (storefront `/payment-return`). */
  returnUrl: string;
  /** The services' own origin as the browser reached it (for the sandbox's hosted page). */
  publicBaseUrl: string;
}

export interface CreatePaymentResult {
  /** Where to send the shopper to pay. */
  redirectUrl: string;
  /** The provider's own id when it differs from `paymentRef` (a Razorpay order id, a Stripe session id). */
  providerRef?: string;
}

/** The signed result the storefront posts to `POST /api/cart/handlePaymnt/`. */
export interface RedirectResult {
  orderID: number;
  paymentID: string;
  status: PaymentOutcomeStatus;
  reason?: string;
  signature: string;
}

export interface PaymentProvider {
  /** Stored in payments.provider. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  /** The browser's return, or null when its signature does not check. */
  verifyRedirect(body: RedirectResult): PaymentOutcome | null;
  /** A server-to-server notification (raw body as received), or null when not authentic. */
  verifyNotification(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentOutcome | null;
}
