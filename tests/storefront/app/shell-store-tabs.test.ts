// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROTATIONS_KEY } from '@/storefront/api/tab-follow';
import { followOtherTabsLater } from '@/storefront/app/shell-store';

// The token log's code, held back until the test lets it load: how a slow network delivers its chunk.
const logCode = await vi.hoisted(async () => (await import('../support/held-module')).heldModule());
vi.mock('@/storefront/api/tab-session', (importOriginal) => logCode.load(importOriginal));

afterEach(() => window.localStorage.clear());

describe('a page’s first store follows the other tabs’ token refreshes (api/tab-follow.ts)', () => {
  it('loads the log’s code at its first change and still takes the successor written then', async () => {
    const adopt = vi.fn();
    const stop = followOtherTabsLater({ getRefreshToken: () => 'refresh-1', adopt });
    expect(logCode.imports).toBe(0);

    // Another tab refreshed this tab's token while the code was not loaded.
    window.localStorage.setItem(ROTATIONS_KEY, JSON.stringify([{ from: 'refresh-1', accessToken: 'access-2', refreshToken: 'refresh-2' }]));
    window.dispatchEvent(new StorageEvent('storage', { key: ROTATIONS_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    await vi.waitFor(() => expect(logCode.imports).toBe(1));
    expect(adopt).not.toHaveBeenCalled();

    logCode.release();
    await vi.waitFor(() => expect(adopt).toHaveBeenCalledWith({ accessToken: 'access-2', refreshToken: 'refresh-2' }));
    expect(adopt).toHaveBeenCalledTimes(1);
    stop();
  });
});
