/**
 * The device id sent as `systemID` on account calls (docs/requirements/calls.md#account-sign-in): a browser fingerprint. The library
 * is heavy and costs main-thread time, so it is imported lazily, after the page is idle, with
 * `monitoring: false` (otherwise it reports to its vendor), and its answer is kept in localStorage.
 */
const STORAGE_KEY = 'aurum.deviceId';

let pending: Promise<string> | undefined;

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(id: string): string {
  try {
    window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Private mode or storage full: the id simply lasts for this page.
  }
  return id;
}

async function fingerprint(): Promise<string> {
  try {
    const { default: FingerprintJS } = await import('@fingerprintjs/fingerprintjs');
    const agent = await FingerprintJS.load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId;
  } catch {
    return crypto.randomUUID();
  }
}

/** The device id; computed once (starts now if the idle prefetch has not run yet). */
export function getDeviceId(): Promise<string> {
  if (typeof window === 'undefined') return Promise.resolve('server');
  pending ??= Promise.resolve(remembered()).then(async (known) => known ?? remember(await fingerprint()));
  return pending;
}

/** Computes the id once the browser is idle, so the first account call need not wait for it. */
export function prefetchDeviceIdWhenIdle(): void {
  if (typeof window === 'undefined') return;
  const start = () => void getDeviceId();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 10_000 });
  else setTimeout(start, 3_000);
}
