/**
 * One Idempotency-Key per checkout attempt (issue 5). An attempt is what the shopper agreed to:
 * the payment way, the total and the amount to pay they saw. Pressing Place order again for the same attempt
 * (a double click, a retry after no answer) reuses the key, so the services return the order
 * they may already have placed instead of a second one. A definite answer that placed nothing
 * (the total changed, a decline, a refusal) ends the attempt: the next press is a new one.
 */
export interface AttemptKeys {
  /** The key for submitting this attempt, created on first use. */
  keyFor(attempt: string): string;
  /** The services answered without placing the order: the next submit is a new attempt. */
  finish(): void;
  readonly current: string | null;
}

export const attemptOf = (paymentKey: string, expectedTotal: number, expectedAmountDue: number = expectedTotal) => `${paymentKey}|${expectedTotal}|${expectedAmountDue}`;

export function createAttemptKeys(generate: () => string = () => crypto.randomUUID()): AttemptKeys {
  let key: string | null = null;
  let keyAttempt: string | null = null;
  return {
    keyFor(attempt) {
      if (key === null || keyAttempt !== attempt) {
        key = generate();
        keyAttempt = attempt;
      }
      return key;
    },
    finish() {
      key = null;
      keyAttempt = null;
    },
    get current() {
      return key;
    },
  };
}

/**
 * Did the services answer? A network failure, a timeout or a 5xx may have placed the order
 * before the answer was lost: keep the key so a retry finds it. Any other status is final.
 */
export function answeredDefinitely(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status < 500;
}
