/**
 * The device id sent as `systemID` on account calls (docs/requirements/calls.md#account-sign-in): a browser fingerprint. The library
 * is heavy and costs main-thread time, so it is imported lazily, after the shopper first interacts and the page is idle, with
 * `monitoring: false` (otherwise it reports to its vendor), and its answer is kept in localStorage.
 */
import { whenIdle } from './when-idle';

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

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Computes the id ahead of the first account call: once the shopper first touches, types or
 * scrolls and the browser is then idle. Not at load: the library's canvas and audio probes are a
 * long task of their own, and at load they fell inside the page's start-up and added to its
 * blocking time (docs/page-speed.md, "Total blocking time"). A remembered id needs no work.
 */
export function prefetchDeviceIdWhenIdle(): void {
  if (typeof window === 'undefined' || remembered() !== null) return;
  const start = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onInteraction, { capture: true });
    whenIdle(() => void getDeviceId(), { timeout: 10_000, fallbackDelay: 1_000 });
  };
  const onInteraction = () => start();
  for (const type of FIRST_INTERACTION) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}
