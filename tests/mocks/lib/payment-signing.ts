import { SANDBOX_FAILURE_REASONS } from '@/shared/payment-failure';

/**
 * The mocks' payment signatures: HMAC-SHA256, base64url, over the services' texts
 * (src/server/modules/commerce/payments/signing.ts): `orderID|paymentID|status|reason` for the
 * return URL. Web Crypto, so the same code signs in Node (the mock sandbox page) and checks in
 * the browser (the msw worker's `handlePaymnt/`). The key is the mocks' own, not a secret: in
 * mock mode nothing real is paid.
 */
const MOCK_PAYMENT_SECRET = 'mock-payment-signing-key-not-a-secret-0123456789';

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function mockSign(text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(MOCK_PAYMENT_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return base64url(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

export function redirectSigningText(fields: { orderID: number | string; paymentID: string; status: string; reason?: string | null }): string {
  return `${fields.orderID}|${fields.paymentID}|${fields.status}|${fields.reason ?? ''}`;
}

/** Constant-time enough for a mock; what matters is that a forged result is refused. */
export async function mockSignatureMatches(text: string, presented: string): Promise<boolean> {
  return (await mockSign(text)) === presented;
}

/** The shopper's words for a failed payment, as the services' sandbox gateway sends them. */
export const SANDBOX_REASONS = {
  declined: SANDBOX_FAILURE_REASONS.declined,
  challengeFailed: SANDBOX_FAILURE_REASONS.authentication_failed,
  cancelled: SANDBOX_FAILURE_REASONS.cancelled,
  expired: SANDBOX_FAILURE_REASONS.expired,
} as const;
