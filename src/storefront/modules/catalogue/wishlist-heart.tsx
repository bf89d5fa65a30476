import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { useAppSelector, useCurrentStore } from '@/storefront/app/use-app-selector';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { notify } from '@/storefront/modules/common/notify';
import { selectIsWishlisted } from '@/storefront/modules/wishlist/wishlist-base-slice';
import styles from './product-actions.module.css';

// The wishlist's code (Redux Toolkit, RTK Query for a signed-in shopper's list) loads with the first
// press (the button shows busy meanwhile): the product page's first load carries none of it.
const loadWishlist = () => import('@/storefront/modules/wishlist/use-wishlist');

/**
 * Saves or removes the piece (docs/requirements/entities.md#wishlist-entry entry: productID, action 'savelist', wishlistName 'New'):
 * in the persisted wishlist for a guest, on the services too for a signed-in shopper.
 */
export function WishlistHeart({ productID, name }: { productID: number; name: string }) {
  const { t } = useTranslation('product');
  const { t: common } = useTranslation('common');
  const hydrated = useHydrated();
  const store = useCurrentStore();
  const [busy, setBusy] = useState(false);
  // Persisted state is shown only after hydration, so the server's HTML matches the first render.
  const saved = useAppSelector((state) => selectIsWishlisted(state, productID)) && hydrated;
  const onClick = async () => {
    setBusy(true);
    try {
      // Its code could not be loaded (no connection): the press is answered as a failed save.
      const wishlist = await loadWishlist().catch(() => null);
      if (!wishlist) return notify('error', common('wishlistToast.failed'));
      await wishlist.wishlistActions(store, common).toggle(productID, name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={saved ? `${styles.action} ${styles.saved}` : styles.action}
      aria-pressed={saved}
      onClick={() => void onClick()}
      disabled={!hydrated || busy}
    >
      <Icon name={saved ? 'heart-filled' : 'heart'} size={20} />
      <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>
    </button>
  );
}
