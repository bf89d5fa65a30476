import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilClaimed } from '@/storefront/lib/browser-mocking';

/**
 * A page of a mock build that a registered msw worker does not control waits for the worker to
 * claim it instead of letting msw reload it (e2e/README.md, "The mock worker").
 */
type State = 'installing' | 'installed' | 'activating' | 'activated';

function container({ controlled = false, registered = true, state = 'installing' as State } = {}) {
  const target = new EventTarget();
  let controller: object | null = controlled ? {} : null;
  return Object.assign(target, {
    get controller() {
      return controller;
    },
    getRegistration: vi.fn(async () => (registered ? { active: state === 'activating' || state === 'activated' ? { state } : null } : undefined)),
    claim() {
      controller = {};
      target.dispatchEvent(new Event('controllerchange'));
    },
  });
}

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};

afterEach(() => vi.useRealTimers());

describe('untilClaimed', () => {
  it('goes on at once when the worker controls the page', async () => {
    const page = container({ controlled: true });
    await untilClaimed(page as unknown as ServiceWorkerContainer);
    expect(page.getRegistration).not.toHaveBeenCalled();
  });

  it('goes on at once on a first visit, when msw has no worker registered yet', async () => {
    await expect(untilClaimed(container({ registered: false }) as unknown as ServiceWorkerContainer)).resolves.toBeUndefined();
  });

  it.each(['installing', 'activating'] as const)('waits while the worker is %s until it claims the page', async (state) => {
    vi.useFakeTimers();
    const page = container({ state });
    const done = settled(untilClaimed(page as unknown as ServiceWorkerContainer, 5_000));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(done()).toBe(false);
    page.claim();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a page the worker can no longer claim to msw (already activated, as after a hard reload)', async () => {
    vi.useFakeTimers();
    const done = settled(untilClaimed(container({ state: 'activated' }) as unknown as ServiceWorkerContainer, 5_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('stops waiting after the time allowed when no claim comes', async () => {
    vi.useFakeTimers();
    const page = container({ state: 'installing' });
    const done = settled(untilClaimed(page as unknown as ServiceWorkerContainer, 5_000));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
