// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/storefront/app/auth-slice';
import { PERSISTED, PERSIST_KEY, PERSIST_TIMEOUT_MS, type Persistor } from '@/storefront/app/persist';
import { viewportResized } from '@/storefront/app/device-slice';
import { makeStore } from '@/storefront/app/store';
import { siteChanged } from '@/storefront/app/site-slice';
import { selectCartCount } from '@/storefront/modules/cart/cart-base-slice';
import { updated } from '@/storefront/modules/wishlist/wishlist-slice';
import { cartIdDropped, cartMerged } from '@/storefront/modules/cart/cart-slice';

afterEach(() => window.localStorage.clear());

/** A browser's store once its saved state is back. */
async function started() {
  const made = makeStore();
  const persistor = made.persistor as Persistor;
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { ...made, persistor };
}

describe('saved state (app/persist.ts)', () => {
  it('keeps auth, cart and wishlist only, and gives up waiting after 5 s', () => {
    expect(Object.keys(PERSISTED)).toEqual(['auth', 'cart', 'wishlist']);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('writes tokens, cart ids and wishlist to localStorage, never loading flags or the API cache', async () => {
    window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ cart: JSON.stringify({ cart: null, cartSubsiteId: null, cartIds: { '1': 'c1', '2': 'c2' } }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const { store, persistor } = await started();
    store.dispatch(signedIn({ user: { userID: 1, firstName: 'A', lastName: 'R', email: 'a@x', phone: '1' }, tokens: { accessToken: 'a', refreshToken: 'r' } }));
    store.dispatch(updated([{ productID: 3 }]));
    store.dispatch(cartIdDropped({ cartID: 'c1' }));
    store.dispatch(cartMerged({ pieces: 2, limitedByStock: false }));
    store.dispatch(viewportResized({ width: 300 }));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:aurum')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth', 'cart', 'wishlist']);
    expect(JSON.parse(saved.auth!)).toEqual({ user: expect.any(Object), isLoggedIn: true, accessToken: 'a', refreshToken: 'r' });
    expect(JSON.parse(saved.cart!)).toEqual({ cart: null, cartSubsiteId: null, cartIds: { '2': 'c2' } });
    expect(JSON.parse(saved.wishlist!)).toEqual({ wishlistData: [{ productID: 3 }] });
  });

  it('saves only what this tab changed: a session another tab saved meanwhile is not written over', async () => {
    const { store, persistor } = await started();
    // Nothing changed yet: nothing is written back (a tab's start writes nothing over another's save).
    await persistor.flush();
    expect(window.localStorage.getItem(PERSIST_KEY)).toBeNull();
    // Another tab signs in; before this tab hears of it, it saves a piece to the wishlist.
    window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ auth: JSON.stringify({ user: null, isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    store.dispatch(updated([{ productID: 5 }]));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem(PERSIST_KEY)!) as Record<string, string>;
    expect(JSON.parse(saved.auth!)).toMatchObject({ isLoggedIn: true, refreshToken: 'r2' });
    expect(JSON.parse(saved.wishlist!)).toEqual({ wishlistData: [{ productID: 5 }] });
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
    const { store } = await started();
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'a', isLoading: false, error: null });
    expect(state.cart).toMatchObject({ cartIds: { '1': 'c1' }, isLoading: false, loadingItems: {} });
    expect(state.wishlist).toEqual({ loading: false, wishlistData: [{ productID: 9 }] });
  });
  describe('another tab of the browser (docs/shopper-grade.md, "Tabs of one browser")', () => {
    const saved = () => JSON.parse(window.localStorage.getItem(PERSIST_KEY)!) as Record<string, string>;
    /** What another tab's save looks like to this one: the storage changed, then its event. */
    const otherTabSaves = (auth: object, wishlist: object[]) => {
      const stored = { ...saved(), auth: JSON.stringify(auth), wishlist: JSON.stringify({ wishlistData: wishlist }) };
      window.localStorage.setItem(PERSIST_KEY, JSON.stringify(stored));
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, newValue: JSON.stringify(stored), storageArea: window.localStorage }));
    };
    const priya = { userID: 7, firstName: 'Priya', lastName: 'Sharma', email: 'p@x', phone: '1' };

    it('takes a sign-in made in another tab, and its next change no longer signs the shopper out', async () => {
      const { store, persistor } = await started();
      store.dispatch(updated([{ productID: 3 }]));
      await persistor.flush();
      otherTabSaves({ user: priya, isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' }, [{ productID: 3 }]);
      expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'a2', user: { firstName: 'Priya' } });
      // This tab's next change (a piece saved) keeps the session the other tab saved.
      store.dispatch(updated([{ productID: 3 }, { productID: 4 }]));
      await persistor.flush();
      expect(JSON.parse(saved().auth!)).toMatchObject({ isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' });
      expect(JSON.parse(saved().wishlist!).wishlistData).toHaveLength(2);
    });

    it('signs out when another tab signs out, and does not write the ended session back', async () => {
      const { store, persistor } = await started();
      store.dispatch(signedIn({ user: priya, tokens: { accessToken: 'a', refreshToken: 'r' } }));
      await persistor.flush();
      otherTabSaves({ user: null, isLoggedIn: false, accessToken: null, refreshToken: null }, []);
      expect(store.getState().auth).toMatchObject({ isLoggedIn: false, accessToken: null, refreshToken: null });
      await persistor.flush();
      expect(JSON.parse(saved().auth!)).toMatchObject({ isLoggedIn: false, refreshToken: null });
    });

    it('takes a cart saved on another country\'s pages by its id only: this tab keeps showing its own country\'s cart', async () => {
      const { store } = await started();
      store.dispatch(siteChanged({ settings: { subsiteId: 2 }, locale: 'ae-ar' } as never));
      const uae = { cartID: 'c-ae', orderQty: 2 };
      window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...saved(), cart: JSON.stringify({ cart: uae, cartSubsiteId: 2, cartIds: { '2': 'c-ae' } }) }));
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, storageArea: window.localStorage }));
      expect(selectCartCount(store.getState())).toBe(2);
      // The Indian pages' tab saves its cart: the UAE tab learns its id and keeps its own cart.
      window.localStorage.setItem(PERSIST_KEY, JSON.stringify({ ...saved(), cart: JSON.stringify({ cart: { cartID: 'c-in', orderQty: 5 }, cartSubsiteId: 1, cartIds: { '1': 'c-in', '2': 'c-ae' } }) }));
      window.dispatchEvent(new StorageEvent('storage', { key: PERSIST_KEY, storageArea: window.localStorage }));
      expect(store.getState().cart.cartIds).toEqual({ '1': 'c-in', '2': 'c-ae' });
      expect(selectCartCount(store.getState())).toBe(2);
    });

    it('ignores other keys, and a tab paused to play a second browser takes nothing', async () => {
      const { store, persistor } = await started();
      window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: '{}', storageArea: window.localStorage }));
      expect(store.getState().auth.isLoggedIn).toBe(false);
      persistor.pause();
      otherTabSaves({ user: priya, isLoggedIn: true, accessToken: 'a2', refreshToken: 'r2' }, []);
      expect(store.getState().auth.isLoggedIn).toBe(false);
    });
  });
});
