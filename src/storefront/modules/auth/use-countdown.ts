import { useCallback, useEffect, useState } from 'react';

/** Seconds a shopper waits before asking for another one-time code. */
export const RESEND_SECONDS = 30;

/** A countdown in whole seconds: `restart()` starts it again, `left` reaches 0 when done. */
export function useCountdown(seconds = RESEND_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  /** Starts again, from what the server said (`resendAfterSeconds`) when it said. */
  const restart = useCallback((from?: number) => setLeft(from ?? seconds), [seconds]);
  return { left, restart };
}
