/**
 * Mock builds (`NEXT_PUBLIC_API_MOCKING=enabled`, baked in at build time) answer the browser's
 * calls with the msw worker shared with Vitest and Playwright. Client data calls wait for
 * whenMocksReady() (the base query awaits it), so none can slip out before the worker listens.
 * In other builds the condition is a constant and the import is never fetched.
 */
let ready: Promise<void> | undefined;

export function whenMocksReady(): Promise<void> {
  // Read here, literally, not through config.ts: Next replaces it at build time, and only a literal
  // condition in this function lets the bundler drop the mocks' import from every other build.
  if (process.env.NEXT_PUBLIC_API_MOCKING !== 'enabled' || typeof window === 'undefined') return Promise.resolve();
  ready ??= import('@/tests/mocks/browser')
    .then(({ worker }) => worker.start({ onUnhandledRequest: 'bypass', quiet: true }))
    .then(() => {
      // For the journeys' own calls from the page (they cannot await this promise): the worker
      // answers this page's requests only from now on, a controlling worker alone is not enough.
      document.documentElement.dataset.mocks = 'ready';
    });
  return ready;
}
