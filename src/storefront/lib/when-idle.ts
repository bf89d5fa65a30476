export interface WhenIdleOptions {
  /** The longest wait, in ms, for an idle moment where the browser has requestIdleCallback. */
  timeout?: number;
  /** The wait, in ms, where it has none (Safari): a plain timer. */
  fallbackDelay?: number;
}

/**
 * Runs `run` once the browser is next idle, for code and reads the first paint does not need
 * (docs/page-speed.md): `timeout` ms at most with requestIdleCallback, `fallbackDelay` ms without
 * it. Returns a cancel (an effect's clean-up).
 */
export function whenIdle(run: () => void, { timeout = 5_000, fallbackDelay = 2_000 }: WhenIdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, fallbackDelay);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(idle);
}
