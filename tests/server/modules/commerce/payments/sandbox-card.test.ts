import { describe, expect, it } from 'vitest';
import { createSandboxProvider, SANDBOX_SIGNATURE_HEADER, signSandboxNotification, signSandboxRedirect } from '@/server/modules/commerce/payments/sandbox-provider';
import { cardDetailsSchema, luhnValid, verdictFor } from '@/shared/commerce/sandbox-card';
import { escapeHtml } from '@/shared/commerce/sandbox-page';
import { paymentSigningSecret, signatureMatches } from '@/server/modules/commerce/payments/signing';

/** The sandbox's pure parts: card rules, escaping, signatures. */
describe('card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('takes a card through the last day of its expiry month', () => {
    const now = new Date('2026-11-30T23:59:00Z');
    const schema = cardDetailsSchema(now);
    const ok = (expiry: string) => schema.safeParse({ cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' }).success;
    expect(ok('11/26')).toBe(true);
    expect(ok('10/26')).toBe(false);
    expect(ok('1/27')).toBe(true);
    expect(ok('00/27')).toBe(false);
    expect(ok('2027-01')).toBe(false);
    expect(cardDetailsSchema(new Date('2026-12-01T00:00:00Z')).safeParse({ cardNumber: '4242424242424242', expiry: '11/26', cvc: '123' }).success).toBe(false);
  });

  it('names the first problem as a message key and strips spaces from the number', () => {
    const schema = cardDetailsSchema(new Date('2026-01-01T00:00:00Z'));
    const bad = schema.safeParse({ cardNumber: '4242', expiry: '12/30', cvc: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['cardNumber'], message: 'cardNumberInvalid' });
    expect(schema.safeParse({ cardNumber: '4242424242424242', expiry: '12/30', cvc: '1234' }).error?.issues[0]?.message).toBe('cvcInvalid');
    const good = schema.parse({ cardNumber: '4000-0000-0000-3220', expiry: '12/30', cvc: '123' });
    expect(verdictFor(good.cardNumber)).toEqual({ kind: 'challenge' });
    expect(verdictFor('4242424242424242')).toEqual({ kind: 'succeeded' });
    expect(verdictFor('4000000000000002')).toEqual({ kind: 'declined' });
    expect(verdictFor('5555555555554444')).toEqual({ kind: 'unknown' });
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('sandbox signatures', () => {
  const secret = paymentSigningSecret({ TOKEN_SECRET: 'a'.repeat(40), PAYMENT_SIGNING_SECRET: undefined });
  const provider = createSandboxProvider({ signingSecret: secret });

  it('derives a signing secret from TOKEN_SECRET unless one is set', () => {
    expect(secret).not.toContain('a'.repeat(40));
    expect(secret).toHaveLength(64);
    expect(paymentSigningSecret({ TOKEN_SECRET: 'a'.repeat(40), PAYMENT_SIGNING_SECRET: 'b'.repeat(32) })).toBe('b'.repeat(32));
  });

  it('verifies a redirect over orderID|paymentID|status|reason', () => {
    const fields = { orderID: 7, paymentID: 'pay_x', status: 'failed' as const, reason: 'Your card was declined' };
    const signature = signSandboxRedirect(secret, fields);
    expect(provider.verifyRedirect({ ...fields, signature })).toEqual({ paymentRef: 'pay_x', status: 'failed', reason: 'Your card was declined' });
    expect(provider.verifyRedirect({ ...fields, status: 'succeeded', signature })).toBeNull();
    expect(provider.verifyRedirect({ ...fields, orderID: 8, signature })).toBeNull();
    expect(provider.verifyRedirect({ ...fields, signature: signSandboxRedirect('another secret of some length 000', fields) })).toBeNull();
  });

  it('verifies a notification over its raw bytes', () => {
    const raw = JSON.stringify({ paymentID: 'pay_x', status: 'succeeded', amountMinor: 100, currencyCode: 'INR' });
    const signature = signSandboxNotification(secret, raw);
    expect(provider.verifyNotification(raw, { [SANDBOX_SIGNATURE_HEADER]: signature })).toEqual({ paymentRef: 'pay_x', status: 'succeeded', amountMinor: 100 });
    // Same JSON, different bytes: refused (the signature covers what was sent).
    expect(provider.verifyNotification(raw.replace(':', ': '), { [SANDBOX_SIGNATURE_HEADER]: signature })).toBeNull();
    expect(provider.verifyNotification(raw, {})).toBeNull();
    const notJson = 'not json';
    expect(provider.verifyNotification(notJson, { [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(secret, notJson) })).toBeNull();
  });

  it('compares signatures of any length without throwing', () => {
    expect(signatureMatches('abc', 'abc')).toBe(true);
    expect(signatureMatches('abc', 'abcd')).toBe(false);
    expect(signatureMatches('abc', undefined)).toBe(false);
  });
});
