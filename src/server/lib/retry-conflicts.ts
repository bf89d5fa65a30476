/**
 * PostgreSQL ends a transaction that lost a race with 40001 (serialisation failure) or 40P01
 * (deadlock detected); the whole transaction may simply run again. Drizzle wraps the driver's
 * error, so the SQLSTATE is looked for on the error and on its causes.
 */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
}

export interface RetryConflictsOptions {
  /** Tries in all (default 3). */
  tries?: number;
  /** Longest random wait before a retry, in ms (default 50): jitter so the racers do not meet again. */
  maxDelayMs?: number;
  /** The error to throw when every try lost (a refusal the caller words for the shopper). */
  exhausted: (last: unknown) => Error;
  onRetry?: (error: unknown, attempt: number) => void;
}

/** Runs `work` (a whole transaction) again after a serialisation failure or deadlock, a bounded number of times. */
export async function retryConflicts<T>(work: () => Promise<T>, { tries = 3, maxDelayMs = 50, exhausted, onRetry }: RetryConflictsOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= tries) throw exhausted(error);
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * maxDelayMs * attempt));
    }
  }
}
