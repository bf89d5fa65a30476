import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../../env';

/** HMAC-SHA256 of `text`, base64url (URL-safe: it travels in the return URL's query). */
export function sign(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('base64url');
}

/**
 * Compares a presented signature with the expected one in constant time, so an attacker
 * cannot learn a valid signature byte by byte from response timings. Different lengths are
 * refused before the comparison (timingSafeEqual throws on them).
 */
export function signatureMatches(expected: string, presented: unknown): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(presented, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The text the return-URL signature covers: `orderID|paymentID|status|reason` (checkout design). */
export function redirectSigningText(fields: { orderID: number | string; paymentID: string; status: string; reason?: string | null }): string {
  return `${fields.orderID}|${fields.paymentID}|${fields.status}|${fields.reason ?? ''}`;
}

/**
 * PAYMENT_SIGNING_SECRET, or one derived from TOKEN_SECRET (development and tests), so a
 * checkout works out of the box without sharing the token key itself. env.ts requires the
 * setting in production.
 */
export function paymentSigningSecret(env: Pick<Env, 'PAYMENT_SIGNING_SECRET' | 'TOKEN_SECRET'>): string {
  return env.PAYMENT_SIGNING_SECRET ?? createHmac('sha256', env.TOKEN_SECRET).update('payment-signing-secret').digest('hex');
}
