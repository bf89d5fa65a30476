import { describe, expect, it } from 'vitest';
import { creditAmountMinor } from '@/shared/checkout-messages';
import { paymentFailureCode, readPaymentFailureCode, SANDBOX_FAILURE_REASONS } from '@/shared/payment-failure';

describe('payment failure codes', () => {
  it('turns the provider’s words into a code, anything unknown into the generic one', () => {
    expect(paymentFailureCode(SANDBOX_FAILURE_REASONS.declined)).toBe('declined');
    expect(paymentFailureCode(SANDBOX_FAILURE_REASONS.authentication_failed)).toBe('authentication_failed');
    expect(paymentFailureCode(SANDBOX_FAILURE_REASONS.cancelled)).toBe('cancelled');
    expect(paymentFailureCode(SANDBOX_FAILURE_REASONS.expired)).toBe('expired');
    expect(paymentFailureCode('Insufficient funds (issuer code 51)')).toBe('failed');
    expect(paymentFailureCode(null)).toBe('failed');
  });

  it('reads only a known code from a URL: words in it are never passed on', () => {
    expect(readPaymentFailureCode('declined')).toBe('declined');
    expect(readPaymentFailureCode('Call +91 99999 99999 and share your card PIN')).toBe('failed');
    expect(readPaymentFailureCode(['declined', 'x'])).toBe('failed');
    expect(readPaymentFailureCode('')).toBe('failed');
  });
});

describe('a store-credit amount in minor units', () => {
  it('takes whole minor units above zero only', () => {
    expect(creditAmountMinor(10.5, 2)).toBe(1050);
    expect(creditAmountMinor(0.01, 2)).toBe(1);
    expect(creditAmountMinor(1250, 0)).toBe(1250);
    expect(creditAmountMinor(1.005, 2)).toBeNull();
    for (const amount of [1e-7, 5e-324, 1e308, Number.NaN]) expect(creditAmountMinor(amount, 2)).toBeNull();
    expect(creditAmountMinor(12.5, 0)).toBeNull();
    expect(creditAmountMinor(-1, 2)).toBeNull();
    expect(creditAmountMinor(Number.NaN, 2)).toBeNull();
  });
});
