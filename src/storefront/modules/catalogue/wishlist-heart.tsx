import { useTranslation } from 'next-i18next/pages';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { notify } from '@/storefront/modules/common/notify';
import { updated, WISHLIST_NAME } from '@/storefront/modules/wishlist/wishlist-slice';
import styles from './product-actions.module.css';

/**
 * Saves or removes the piece in the persisted wishlist (SPEC §3 entry: productID, action
 * 'savelist', wishlistName 'New'). Syncing it with the services is issue 6; the state and its
 * actions are the spec's, so that work only adds the call.
 */
export function WishlistHeart({ productID, name }: { productID: number; name: string }) {
  const { t } = useTranslation('product');
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const entries = useAppSelector((state) => state.wishlist.wishlistData);
  // Persisted state is shown only after hydration, so the server's HTML matches the first render.
  const saved = hydrated && entries.some((entry) => entry.productID === productID);
  const toggle = () => {
    const next = saved
      ? entries.filter((entry) => entry.productID !== productID)
      : [...entries, { productID, action: 'savelist', wishlistName: WISHLIST_NAME }];
    dispatch(updated(next));
    notify('success', saved ? t('wishlist.removed', { name }) : t('wishlist.added', { name }));
  };
  return (
    <button type="button" className={saved ? `${styles.action} ${styles.saved}` : styles.action} aria-pressed={saved} onClick={toggle} disabled={!hydrated}>
      <Icon name={saved ? 'heart-filled' : 'heart'} size={20} />
      <span>{saved ? t('wishlist.saved') : t('wishlist.save')}</span>
    </button>
  );
}
