import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `ms` after it started, success or failure alike: where
 * the work differs by whether an account exists (a link sent or not, a row written or not), the
 * time of the answer must not tell. Pick a floor above
 * the slower path's usual time; above it, only the machine's load shows.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
