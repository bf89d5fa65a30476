import { type TFunction, useTranslation } from '@/storefront/lib/i18n';
import { useCallback, useMemo } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useAppStore } from '@/storefront/app/hooks';
import type { AppStore } from '@/storefront/app/store';
import { useCartActions } from '@/storefront/modules/cart/use-cart-actions';
import { notify } from '@/storefront/modules/common/notify';
import { wishlistApi } from './wishlist-api';
import { entriesFromServer, guestEntry, selectWishlistEntries, updated, type WishlistEntry } from './wishlist-slice';
import { toBody } from './wishlist-thunks';

export interface MoveToCartInput {
  productID: number;
  productOptionID?: number;
  name: string;
}

/**
 * Saving and removing pieces, on a store: the local list changes at once; for a signed-in shopper
 * the services are told and their answer replaces it (on failure the list goes back and a toast
 * says so). A guest's list is local only, persisted with the rest of the saved state. A product
 * page imports this module when its heart is first pressed (docs/page-speed.md, "Fifth round"),
 * which makes `store` Redux Toolkit's; `t` reads the common namespace.
 */
export function wishlistActions(store: AppStore, t: TFunction) {
  const entriesNow = (): WishlistEntry[] => selectWishlistEntries(store.getState());

  const apply = async (productID: number, action: 'savelist' | 'remove'): Promise<boolean> => {
    const user = selectSignedInUser(store.getState());
    const before = entriesNow();
    const without = before.filter((entry) => entry.productID !== productID);
    store.dispatch(updated(action === 'remove' ? without : [...without, guestEntry(productID)]));
    if (!user) return true;
    try {
      const wishlist = await store.dispatch(wishlistApi.endpoints.changeWishlist.initiate([toBody(productID, action)])).unwrap();
      // Guest entries not yet pushed stay; the rest is the server's list.
      const local = entriesNow().filter((entry) => entry.ownerID !== user.userID && entry.productID !== productID);
      store.dispatch(updated([...entriesFromServer(wishlist.items, user.userID), ...local]));
      return true;
    } catch {
      store.dispatch(updated(before));
      return false;
    }
  };

  const toggle = async (productID: number, name: string) => {
    const saved = entriesNow().some((entry) => entry.productID === productID);
    const ok = await apply(productID, saved ? 'remove' : 'savelist');
    if (ok) notify('success', saved ? t('wishlistToast.removed', { name }) : t('wishlistToast.added', { name }));
    else notify('error', t('wishlistToast.failed'));
  };

  const remove = async (productID: number, name: string) => {
    const ok = await apply(productID, 'remove');
    notify(ok ? 'success' : 'error', ok ? t('wishlistToast.removed', { name }) : t('wishlistToast.failed'));
  };

  return { apply, toggle, remove };
}

/** Saving, removing and moving pieces to the cart (wishlistActions, on this page's store). */
export function useWishlist() {
  const { t } = useTranslation('common');
  const store = useAppStore();
  const { addItem } = useCartActions();
  const { apply, toggle, remove } = useMemo(() => wishlistActions(store, t), [store, t]);

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
