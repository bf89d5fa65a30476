// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn(async () => ({ get: async () => ({ visitorId: 'fingerprint-1' }) }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ default: { load } }));

describe('device id prefetch (docs/page-speed.md, "Total blocking time")', () => {
  beforeEach(() => {
    vi.resetModules();
    load.mockClear();
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('does not fingerprint at load, only after the first interaction and then idle', async () => {
    const { prefetchDeviceIdWhenIdle } = await import('@/storefront/lib/device-id');
    prefetchDeviceIdWhenIdle();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.waitFor(() => expect(window.localStorage.getItem('aurum.deviceId')).toBe('fingerprint-1'));
    expect(load).toHaveBeenCalledTimes(1);

    // A second interaction starts nothing more.
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the id is remembered, and an account call still gets it on demand', async () => {
    window.localStorage.setItem('aurum.deviceId', 'known-1');
    const { getDeviceId, prefetchDeviceIdWhenIdle } = await import('@/storefront/lib/device-id');
    prefetchDeviceIdWhenIdle();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(1_500);
    expect(load).not.toHaveBeenCalled();
    await expect(getDeviceId()).resolves.toBe('known-1');
  });
});
