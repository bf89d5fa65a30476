// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@/shared/site-settings';

// Each test loads the modules afresh: whether store.ts has loaded is the point of the shell store.
type ShellModule = typeof import('@/storefront/app/shell-store');
type StoreModule = typeof import('@/storefront/app/store');

const site = { subsiteId: 7 } as SiteSettings;
const saved = {
  auth: JSON.stringify({ user: { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@x', phone: '1' }, isLoggedIn: true, accessToken: 'a', refreshToken: 'r' }),
  cart: JSON.stringify({ cart: { cartID: 'c1', orderQty: 2 }, cartSubsiteId: 7, cartIds: { '7': 'c1' } }),
  wishlist: JSON.stringify({ wishlistData: [{ productID: 3 }] }),
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
};

const restored = (persistor: { getState(): { bootstrapped: boolean }; subscribe(listener: () => void): () => void }) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });

beforeEach(() => {
  vi.resetModules();
  window.localStorage.setItem('persist:aurum', JSON.stringify(saved));
});
afterEach(() => window.localStorage.clear());

describe('the shell store (app/shell-store.ts)', () => {
  it('holds the same state as Redux Toolkit’s store after the shell’s own actions and the saved state', async () => {
    const shell: ShellModule = await import('@/storefront/app/shell-store');
    const { siteChanged } = await import('@/storefront/app/site-slice');
    const { viewportResized } = await import('@/storefront/app/device-slice');
    const made = shell.makeShellStore({ loadFull: () => Promise.resolve() });
    made.store.dispatch(siteChanged({ settings: site, locale: 'in-en' }));
    made.store.dispatch(viewportResized({ width: 390 }));
    await restored(made.persistor!);

    const full: StoreModule = await import('@/storefront/app/store');
    const reference = full.makeStore();
    reference.store.dispatch(siteChanged({ settings: site, locale: 'in-en' }));
    reference.store.dispatch(viewportResized({ width: 390 }));
    await restored(reference.persistor!);

    expect(made.store.getState()).toEqual(reference.store.getState());
    expect(made.store.getState().cart.subsiteId).toBe(7);
    expect(made.store.getState().device.isMobile).toBe(true);
    expect(made.store.getState().auth.user?.firstName).toBe('Asha');
  });

  it('holds any other action until Redux Toolkit’s store loads, then replays it there in order', async () => {
    const shell: ShellModule = await import('@/storefront/app/shell-store');
    const loadFull = vi.fn(() => import('@/storefront/app/store'));
    const made = shell.makeShellStore({ loadFull });
    await restored(made.persistor!);
    const seen: number[] = [];
    made.store.subscribe(() => seen.push(made.store.getState().wishlist.wishlistData.length));

    const { updated } = await import('@/storefront/modules/wishlist/wishlist-slice');
    made.store.dispatch(updated([{ productID: 1 }, { productID: 2 }]));
    made.store.dispatch(updated([{ productID: 1 }, { productID: 2 }, { productID: 5 }]));
    expect(made.store.getState().wishlist.wishlistData).toEqual([{ productID: 3 }]);
    expect(loadFull).toHaveBeenCalled();

    await loadFull.mock.results[0]!.value;
    expect(made.store.getState().wishlist.wishlistData).toEqual([{ productID: 1 }, { productID: 2 }, { productID: 5 }]);
    expect(seen.at(-1)).toBe(3);
    // The shell's persistor carries on writing the handed-over store's changes.
    await made.persistor!.flush();
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:aurum')!).wishlist).wishlistData).toHaveLength(3);
  });

  it('hands over the moment store.ts loads, keeping the state (no re-render for an unchanged state)', async () => {
    const shell: ShellModule = await import('@/storefront/app/shell-store');
    const made = shell.makeShellStore({ loadFull: () => Promise.resolve() });
    await restored(made.persistor!);
    const before = made.store.getState();
    await import('@/storefront/app/store');
    expect(made.store.getState()).toBe(before);
    const { loggedOut } = await import('@/storefront/app/auth-slice');
    made.store.dispatch(loggedOut({ clearCart: true }));
    expect(made.store.getState().auth.isLoggedIn).toBe(false);
    expect(made.store.getState().wishlist.wishlistData).toEqual([]);
  });

  it('starts on Redux Toolkit’s store when the page’s code has loaded it', async () => {
    const shell: ShellModule = await import('@/storefront/app/shell-store');
    await import('@/storefront/app/store');
    const loadFull = vi.fn(() => Promise.resolve());
    const made = shell.makeShellStore({ loadFull });
    const { updated } = await import('@/storefront/modules/wishlist/wishlist-slice');
    await restored(made.persistor!);
    made.store.dispatch(updated([{ productID: 8 }]));
    expect(made.store.getState().wishlist.wishlistData).toEqual([{ productID: 8 }]);
    expect(loadFull).not.toHaveBeenCalled();
  });
});
