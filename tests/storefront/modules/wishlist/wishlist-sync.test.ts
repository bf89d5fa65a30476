// @vitest-environment jsdom
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Wishlist, WishlistItem } from '@/shared/contracts/wishlist';
import { loggedOut, signedIn } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { syncWishlist } from '@/storefront/modules/wishlist/wishlist-thunks';
import { entriesFromServer, guestEntry, unsyncedEntries, updated, type WishlistEntry } from '@/storefront/modules/wishlist/wishlist-slice';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { COMMERCE, http, installBrowserConfig, SHOPPER } from '../auth/account-test-setup';
import { layoutProps } from '../../support/page-props';

const server = useMockServer();
beforeAll(installBrowserConfig);
afterEach(() => window.localStorage.clear());

const item = (productID: number): WishlistItem => ({
  productID, sku: `SKU-${productID}`, slug: `piece-${productID}`, name: `Piece ${productID}`, categoryID: 1, categorySlug: 'rings', metal: 'gold', purity: '22K',
  colour: 'yellow', image: `/images/${productID}.svg`, price: 1000, actualPrice: 1000, netWeight: 1, inStock: true, productOptionID: productID * 10,
  wishlistName: 'New', addedAt: '2026-11-22T10:00:00.000Z',
});
const answer = (items: WishlistItem[], status = 200) =>
  HttpResponse.json({ meta: { responsecode: status, status: status === 200 ? 'Success' : 'Failure', message: 'ok' }, data: status === 200 ? ({ wishlistName: 'New', items, count: items.length } satisfies Wishlist) : null }, { status });

function signedInStore() {
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: layoutProps('in-en').site, locale: 'in-en' }));
  store.dispatch(signedIn({ user: SHOPPER, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
  return store;
}

describe('wishlist sync with the services', () => {
  it('pushes pieces saved as a guest at sign-in, then keeps the server\'s list as the user\'s', async () => {
    const store = signedInStore();
    store.dispatch(updated([guestEntry(5), guestEntry(9)]));
    let sent: unknown = null;
    let authorization: string | null = null;
    server.use(
      http.post(`${COMMERCE}api/products/wishLists`, async ({ request }) => {
        sent = await request.json();
        authorization = request.headers.get('authorization');
        return answer([item(9), item(5), item(3)]);
      }),
    );
    expect(await syncWishlist({ dispatch: store.dispatch, getState: store.getState, userID: SHOPPER.userID })).toBe(true);
    expect(sent).toEqual({ data: [{ productID: 5, action: 'savelist', wishlistName: 'New' }, { productID: 9, action: 'savelist', wishlistName: 'New' }] });
    expect(authorization).toBe('Bearer access-1');
    const { wishlist } = store.getState();
    expect(wishlist.loading).toBe(false);
    expect(wishlist.wishlistData.map((entry: WishlistEntry) => [entry.productID, entry.ownerID, entry.item?.price])).toEqual([
      [9, SHOPPER.userID, 1000],
      [5, SHOPPER.userID, 1000],
      [3, SHOPPER.userID, 1000],
    ]);
  });

  it('reads the server\'s list when nothing is waiting to be pushed (another device removed a piece)', async () => {
    const store = signedInStore();
    store.dispatch(updated(entriesFromServer([item(1), item(2)], SHOPPER.userID)));
    let posted = false;
    server.use(
      http.get(`${COMMERCE}api/products/wishLists`, () => answer([item(2)])),
      http.post(`${COMMERCE}api/products/wishLists`, () => {
        posted = true;
        return answer([]);
      }),
    );
    await syncWishlist({ dispatch: store.dispatch, getState: store.getState, userID: SHOPPER.userID });
    expect(posted).toBe(false);
    expect(store.getState().wishlist.wishlistData.map((entry: WishlistEntry) => entry.productID)).toEqual([2]);
  });

  it('keeps the local list and ends loading when the services fail, so the guest pieces are pushed next time', async () => {
    const store = signedInStore();
    store.dispatch(updated([guestEntry(5)]));
    server.use(http.post(`${COMMERCE}api/products/wishLists`, () => answer([], 400)));
    expect(await syncWishlist({ dispatch: store.dispatch, getState: store.getState, userID: SHOPPER.userID })).toBe(false);
    expect(store.getState().wishlist).toEqual({ loading: false, wishlistData: [guestEntry(5)] });
  });

  it('pushes pieces one by one when one of them is not sold here (404), keeping the others', async () => {
    const store = signedInStore();
    store.dispatch(updated([guestEntry(5), guestEntry(404)]));
    const saved = new Set<number>();
    server.use(
      http.post(`${COMMERCE}api/products/wishLists`, async ({ request }) => {
        const { data } = (await request.json()) as { data: { productID: number }[] };
        if (data.some((entry) => entry.productID === 404)) return answer([], 404);
        for (const entry of data) saved.add(entry.productID);
        return answer([...saved].map(item));
      }),
      http.get(`${COMMERCE}api/products/wishLists`, () => answer([...saved].map(item))),
    );
    expect(await syncWishlist({ dispatch: store.dispatch, getState: store.getState, userID: SHOPPER.userID })).toBe(true);
    expect(store.getState().wishlist.wishlistData.map((entry: WishlistEntry) => entry.productID)).toEqual([5]);
  });
});

describe('wishlist entries', () => {
  it('counts as unsynced the entries without this user as owner', () => {
    const entries = [guestEntry(1), ...entriesFromServer([item(2)], 7), ...entriesFromServer([item(3)], 8)];
    expect(unsyncedEntries(entries, 7).map((entry) => entry.productID)).toEqual([1, 3]);
  });

  it('empties on logout when the site clears the cart on logout, and stays otherwise', () => {
    const store = signedInStore();
    store.dispatch(updated([guestEntry(1)]));
    store.dispatch(loggedOut({ clearCart: false }));
    expect(store.getState().wishlist.wishlistData).toHaveLength(1);
    store.dispatch(loggedOut({ clearCart: true }));
    expect(store.getState().wishlist).toEqual({ loading: false, wishlistData: [] });
  });
});
