// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/storefront/app/auth-slice';
import { PERSISTED, PERSIST_TIMEOUT_MS } from '@/storefront/app/persist';
import { viewportResized } from '@/storefront/app/device-slice';
import { makeStore } from '@/storefront/app/store';
import { updated } from '@/storefront/modules/wishlist/wishlist-slice';

afterEach(() => window.localStorage.clear());

describe('saved state (app/persist.ts)', () => {
  it('keeps auth, cart and wishlist only, and gives up waiting after 5 s', () => {
    expect(Object.keys(PERSISTED)).toEqual(['auth', 'cart', 'wishlist']);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('writes tokens, cart ids and wishlist to localStorage, never loading flags or the API cache', async () => {
    const { store, persistor } = makeStore();
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) resolve();
      else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    store.dispatch(signedIn({ user: { userID: 1, firstName: 'A', lastName: 'R', email: 'a@x', phone: '1' }, tokens: { accessToken: 'a', refreshToken: 'r' } }));
    store.dispatch(updated([{ productID: 3 }]));
    store.dispatch(viewportResized({ width: 300 }));
    await persistor!.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:aurum')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth', 'cart', 'wishlist']);
    expect(JSON.parse(saved.auth!)).toEqual({ user: expect.any(Object), isLoggedIn: true, accessToken: 'a', refreshToken: 'r' });
    expect(Object.keys(JSON.parse(saved.cart!)).sort()).toEqual(['cart', 'cartIds', 'cartSubsiteId']);
    expect(JSON.parse(saved.wishlist!)).toEqual({ wishlistData: [{ productID: 3 }] });
  });

  it('restores saved state into fresh slices, keeping their transient fields', async () => {
    window.localStorage.setItem(
      'persist:aurum',
      JSON.stringify({
        auth: JSON.stringify({ user: null, isLoggedIn: true, accessToken: 'a', refreshToken: 'r' }),
        cart: JSON.stringify({ cart: null, cartSubsiteId: null, cartIds: { '1': 'c1' } }),
        wishlist: JSON.stringify({ wishlistData: [{ productID: 9 }] }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = makeStore();
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) resolve();
      else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'a', isLoading: false, error: null });
    expect(state.cart).toMatchObject({ cartIds: { '1': 'c1' }, isLoading: false, loadingItems: {} });
    expect(state.wishlist).toEqual({ loading: false, wishlistData: [{ productID: 9 }] });
  });
});
