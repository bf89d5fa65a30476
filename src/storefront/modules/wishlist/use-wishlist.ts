import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppSelector, useAppStore } from '@/storefront/app/hooks';
import { useCartActions } from '@/storefront/modules/cart/use-cart-actions';
import { notify } from '@/storefront/modules/common/notify';
import { useChangeWishlistMutation } from './wishlist-api';
import { entriesFromServer, guestEntry, selectWishlistEntries, updated, type WishlistEntry } from './wishlist-slice';
import { toBody } from './wishlist-thunks';

export interface MoveToCartInput {
  productID: number;
  productOptionID?: number;
  name: string;
}

/**
 * Saving, removing and moving pieces to the cart. The local list changes at once; for a signed-in
 * shopper the services are told and their answer replaces it (on failure the list goes back and
 * a toast says so). A guest's list is local only, persisted with the rest of the saved state.
 */
export function useWishlist() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectSignedInUser);
  const [change] = useChangeWishlistMutation();
  const { addItem } = useCartActions();
  const entriesNow = useCallback((): WishlistEntry[] => selectWishlistEntries(store.getState()), [store]);

  const apply = useCallback(
    async (productID: number, action: 'savelist' | 'remove'): Promise<boolean> => {
      const before = entriesNow();
      const without = before.filter((entry) => entry.productID !== productID);
      dispatch(updated(action === 'remove' ? without : [...without, guestEntry(productID)]));
      if (!user) return true;
      try {
        const wishlist = await change([toBody(productID, action)]).unwrap();
        // Guest entries not yet pushed stay; the rest is the server's list.
        const local = entriesNow().filter((entry) => entry.ownerID !== user.userID && entry.productID !== productID);
        dispatch(updated([...entriesFromServer(wishlist.items, user.userID), ...local]));
        return true;
      } catch {
        dispatch(updated(before));
        return false;
      }
    },
    [change, dispatch, entriesNow, user],
  );

  const toggle = useCallback(
    async (productID: number, name: string) => {
      const saved = entriesNow().some((entry) => entry.productID === productID);
      const ok = await apply(productID, saved ? 'remove' : 'savelist');
      if (ok) notify('success', saved ? t('wishlistToast.removed', { name }) : t('wishlistToast.added', { name }));
      else notify('error', t('wishlistToast.failed'));
    },
    [apply, entriesNow, t],
  );

  const remove = useCallback(
    async (productID: number, name: string) => {
      const ok = await apply(productID, 'remove');
      notify(ok ? 'success' : 'error', ok ? t('wishlistToast.removed', { name }) : t('wishlistToast.failed'));
    },
    [apply, t],
  );

  /** Adds one of the piece through the cart's own call (its toast says how that went), then takes it off the wishlist. */
  const moveToCart = useCallback(
    async ({ productID, productOptionID }: MoveToCartInput) => {
      const added = await addItem({ productID, quantity: 1, ...(productOptionID ? { productOptionID } : {}) });
      if (added) await apply(productID, 'remove');
      return added !== null;
    },
    [addItem, apply],
  );

  return { toggle, remove, moveToCart };
}
