/**
 * Mock builds (`NEXT_PUBLIC_API_MOCKING=enabled`, baked in at build time) answer the browser's
 * calls with the msw worker shared with Vitest and Playwright. Client data calls wait for
 * whenMocksReady() (the base query awaits it), so none can slip out before the worker listens.
 * In other builds the condition is a constant and the import is never fetched.
 */
let ready: Promise<void> | undefined;

/** How long a page that loaded while the worker was still being installed waits to be claimed. */
export const CLAIM_WAIT_MS = 5_000;

/**
 * msw reloads a page that has no controlling worker while a registration exists
 * (e2e/README.md, "The mock worker"). A page opened while the worker a previous
 * page registered was still installing is such a page, and the reload replaced the document under
 * a journey's next step (an aborted `page.goto`, a destroyed execution context). The worker claims
 * every open page when it activates, so such a page waits for that claim instead. Only a page the
 * worker can no longer claim (already activated without taking it, as after a hard reload) is left
 * to msw's reload.
 */
export async function untilClaimed(container: ServiceWorkerContainer, waitMs = CLAIM_WAIT_MS): Promise<void> {
  if (container.controller) return;
  const registration = await container.getRegistration();
  if (!registration || registration.active?.state === 'activated') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs);
    function done() {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    }
    container.addEventListener('controllerchange', done);
  });
}

export function whenMocksReady(): Promise<void> {
  // Read here, literally, not through config.ts: Next replaces it at build time, and only a literal
  // condition in this function lets the bundler drop the mocks' import from every other build.
  if (process.env.NEXT_PUBLIC_API_MOCKING !== 'enabled' || typeof window === 'undefined') return Promise.resolve();
  ready ??= untilClaimed(navigator.serviceWorker)
    .then(() => import('@/tests/mocks/browser'))
    .then(({ worker }) => worker.start({ onUnhandledRequest: 'bypass', quiet: true }))
    .then(() => {
      // For the journeys' own calls from the page (they cannot await this promise): the worker
      // answers this page's requests only from now on, a controlling worker alone is not enough.
      document.documentElement.dataset.mocks = 'ready';
    });
  return ready;
}
