import { describe, expect, it } from 'vitest';
import { answeredDefinitely, attemptOf, createAttemptKeys } from '@/storefront/modules/checkout/idempotency';

const counter = () => {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
};

describe('Idempotency-Key per checkout attempt', () => {
  it('reuses the key for presses of the same attempt (double click, retry after no answer)', () => {
    const keys = createAttemptKeys(counter());
    const attempt = attemptOf('cod', 48268);
    expect(keys.keyFor(attempt)).toBe('key-0001');
    expect(keys.keyFor(attempt)).toBe('key-0001');
  });

  it('starts a new attempt after a definite answer (total changed, declined, refused)', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor(attemptOf('card', 48268));
    keys.finish();
    expect(keys.current).toBeNull();
    expect(keys.keyFor(attemptOf('card', 48268))).toBe('key-0002');
  });

  it('starts a new attempt when the payment way or the total the shopper agreed to changes', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor(attemptOf('card', 48268))).toBe('key-0001');
    expect(keys.keyFor(attemptOf('card', 48505))).toBe('key-0002');
    expect(keys.keyFor(attemptOf('cod', 48505))).toBe('key-0003');
    // The same total with another amount to pay (store credit spent meanwhile) is another attempt too.
    expect(keys.keyFor(attemptOf('cod', 48505, 43505))).toBe('key-0004');
    expect(keys.keyFor(attemptOf('cod', 48505, 43505))).toBe('key-0004');
  });

  it('makes UUID keys by default, within the services’ 8 to 100 characters', () => {
    const key = createAttemptKeys().keyFor('card|1');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the key when the answer was lost (network, timeout, 5xx) and drops it on any other status', () => {
    expect(answeredDefinitely({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(false);
    expect(answeredDefinitely({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(false);
    expect(answeredDefinitely({ status: 502, data: null })).toBe(false);
    expect(answeredDefinitely({ status: 409, data: {} })).toBe(true);
    expect(answeredDefinitely({ status: 400, data: {} })).toBe(true);
  });
});
