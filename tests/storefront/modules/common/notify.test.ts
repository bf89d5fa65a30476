import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_OPTIONS, toastPosition } from '@/storefront/modules/common/notify';

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

  it('sits at the top of a phone’s screen, clear of the cart summary and checkout buttons, and at the bottom elsewhere', () => {
    expect(toastPosition(true)).toBe('top-center');
    expect(toastPosition(false)).toBe('bottom-center');
  });
});
