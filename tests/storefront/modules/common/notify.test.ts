// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyWith, TOAST_OPTIONS, toastPosition } from '@/storefront/modules/common/notify';

const calls: string[] = [];
vi.mock('react-toastify', () => ({
  toast: {
    clearWaitingQueue: vi.fn(() => calls.push('clear')),
    dismiss: vi.fn(() => calls.push('dismiss')),
    success: vi.fn((message: string, options: object) => calls.push(`success ${message} ${JSON.stringify(options)}`)),
    error: vi.fn((message: string, options: object) => calls.push(`error ${message} ${JSON.stringify(options)}`)),
  },
}));

afterEach(() => {
  calls.length = 0;
});

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the one on screen', async () => {
    notify('success', 'Added to cart');
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    notify('error', 'Unable to remove the item');
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(calls).toEqual([
      'clear',
      'dismiss',
      'success Added to cart {"autoClose":4000}',
      'clear',
      'dismiss',
      'error Unable to remove the item {"autoClose":4000}',
    ]);
    expect(TOAST_OPTIONS.limit).toBe(1);
  });

  it('shows a message late rather than lose it when the toasts’ code could not load: once back online, or after a short wait', async () => {
    const toasts = await import('react-toastify');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to load chunk')).mockResolvedValue(toasts);
    notifyWith(load, 'error', 'Something went wrong!');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    offline.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(calls).toContain('error Something went wrong! {"autoClose":4000}'));
    offline.mockRestore();

    vi.useFakeTimers();
    calls.length = 0;
    const flaky = vi.fn().mockRejectedValueOnce(new Error('Failed to load chunk')).mockResolvedValue(toasts);
    notifyWith(flaky, 'success', 'Item added to cart');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(calls).toContain('success Item added to cart {"autoClose":4000}');
    vi.useRealTimers();
  });

  it('sits at the top of a phone’s screen, clear of the cart summary and checkout buttons, and at the bottom elsewhere', () => {
    expect(toastPosition(true)).toBe('top-center');
    expect(toastPosition(false)).toBe('bottom-center');
  });
});
