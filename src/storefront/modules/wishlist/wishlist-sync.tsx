import { useEffect } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { syncWishlist } from './wishlist-thunks';

/**
 * Keeps a signed-in shopper's wishlist in step with the services: once per sign-in (and per page
 * load and language), pieces saved as a guest are pushed, then the server's list replaces the
 * local one, so a second device sees the same wishlist. Guests keep theirs in persisted state.
 */
export function WishlistSync() {
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const userID = useAppSelector(selectSignedInUser)?.userID;
  const languageId = useAppSelector((state) => state.site.settings?.languageId);

  useEffect(() => {
    if (!hydrated || userID === undefined || languageId === undefined) return;
    void syncWishlist({ dispatch, getState: store.getState, userID });
  }, [hydrated, userID, languageId, dispatch, store]);

  return null;
}
