import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { useAppSelector } from '@/storefront/app/hooks';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useWishlist } from '@/storefront/modules/wishlist/use-wishlist';
import { selectIsWishlisted } from '@/storefront/modules/wishlist/wishlist-slice';
import styles from './product-actions.module.css';

/**
 * Saves or removes the piece (docs/requirements/entities.md#wishlist-entry entry: productID, action 'savelist', wishlistName 'New'):
 * in the persisted wishlist for a guest, on the services too for a signed-in shopper.
 */
export function WishlistHeart({ productID, name }: { productID: number; name: string }) {
  const { t } = useTranslation('product');
  const hydrated = useHydrated();
  const { toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  // Persisted state is shown only after hydration, so the server's HTML matches the first render.
  const saved = useAppSelector((state) => selectIsWishlisted(state, productID)) && hydrated;
  const onClick = async () => {
    setBusy(true);
    await toggle(productID, name);
    setBusy(false);
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
