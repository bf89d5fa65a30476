import type { WishlistEntryBody } from '@/shared/contracts/wishlist';
import type { AppDispatch, RootState } from '@/storefront/app/store';
import { wishlistApi } from './wishlist-api';
import { entriesFromServer, loaderSet, unsyncedEntries, updated, WISHLIST_NAME } from './wishlist-slice';

export interface SyncWishlistOptions {
  dispatch: AppDispatch;
  getState: () => RootState;
  userID: number;
}

/**
 * Pushes the entries the server does not hold for the user (savelist, idempotent on the server),
 * then stores the server's wishlist. On failure the local list stays as it was (and the guest's
 * entries are pushed next time); returns whether it synced.
 */
export async function syncWishlist({ dispatch, getState, userID }: SyncWishlistOptions): Promise<boolean> {
  const pending = unsyncedEntries(getState().wishlist.wishlistData, userID);
  dispatch(loaderSet(true));
  const request =
    pending.length > 0
      ? dispatch(wishlistApi.endpoints.changeWishlist.initiate(pending.map((entry) => toBody(entry.productID, 'savelist'))))
      : dispatch(wishlistApi.endpoints.getWishlist.initiate(undefined, { forceRefetch: true, subscribe: false }));
  let result = await request;
  // One piece the subsite does not sell (404) must not keep the others off the server: push them one by one.
  if (pending.length > 1 && 'error' in result && result.error && 'status' in result.error && result.error.status === 404) {
    for (const entry of pending) await dispatch(wishlistApi.endpoints.changeWishlist.initiate([toBody(entry.productID, 'savelist')]));
    result = await dispatch(wishlistApi.endpoints.getWishlist.initiate(undefined, { forceRefetch: true, subscribe: false }));
  }
  if ('data' in result && result.data) {
    dispatch(updated(entriesFromServer(result.data.items, userID)));
    return true;
  }
  dispatch(loaderSet(false));
  return false;
}

export const toBody = (productID: number, action: WishlistEntryBody['action']): WishlistEntryBody => ({ productID, action, wishlistName: WISHLIST_NAME });
