import { z } from 'zod';
import type { CreatePaymentInput, CreatePaymentResult, PaymentOutcome, PaymentProvider, RedirectResult } from './provider';
import { redirectSigningText, sign, signatureMatches } from './signing';

/** Header carrying the HMAC of a sandbox notification's raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Path of the sandbox's hosted card page (served by the services, outside /api). */
export const SANDBOX_PAGE_PATH = '/sandbox-pay';
export const SANDBOX_NOTIFY_PATH = '/api/payments/sandbox/notify';

/** What the sandbox gateway posts to the notification endpoint (the raw JSON is what is signed). */
export const SandboxNotification = z
  .object({
    paymentID: z.string().min(1).max(100),
    status: z.enum(['succeeded', 'failed']),
    reason: z.string().max(200).optional(),
    amountMinor: z.number().int().nonnegative(),
    currencyCode: z.string().length(3),
  })
  .strict();
export type SandboxNotification = z.infer<typeof SandboxNotification>;

/** Signs a notification body the way the sandbox gateway does (used by the gateway and by tests). */
export function signSandboxNotification(secret: string, rawBody: string): string {
  return sign(secret, rawBody);
}

/** Signs a return-URL result the way the sandbox gateway does. */
export function signSandboxRedirect(secret: string, result: Omit<RedirectResult, 'signature'>): string {
  return sign(secret, redirectSigningText(result));
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The built-in card gateway. It has no remote side: the services host its card page
 * (sandbox-routes.ts) and sign its results with PAYMENT_SIGNING_SECRET, so starting a payment
 * is only computing the page's address.
 */
export function createSandboxProvider({ signingSecret }: { signingSecret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment({ paymentRef, publicBaseUrl }: CreatePaymentInput): Promise<CreatePaymentResult> {
      const base = publicBaseUrl.replace(/\/+$/, '');
      return { redirectUrl: `${base}${SANDBOX_PAGE_PATH}/${encodeURIComponent(paymentRef)}` };
    },
    verifyRedirect(body: RedirectResult): PaymentOutcome | null {
      const expected = signSandboxRedirect(signingSecret, body);
      if (!signatureMatches(expected, body.signature)) return null;
      return { paymentRef: body.paymentID, status: body.status, ...(body.reason ? { reason: body.reason } : {}) };
    },
    verifyNotification(rawBody: string, headers): PaymentOutcome | null {
      const presented = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
      if (!signatureMatches(sign(signingSecret, rawBody), presented)) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = SandboxNotification.safeParse(json);
      if (!parsed.success) return null;
      const { paymentID, status, reason, amountMinor } = parsed.data;
      return { paymentRef: paymentID, status, amountMinor, ...(reason ? { reason } : {}) };
    },
  };
}
