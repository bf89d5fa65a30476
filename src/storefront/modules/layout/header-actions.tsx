import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import { useAppSelector } from '@/storefront/app/use-app-selector';
import { selectSignedInUser } from '@/storefront/app/auth-state';
import { useHydrated } from '@/storefront/app/use-hydrated';
import { AccountMenu } from '@/storefront/modules/layout/account-menu';
import { SIGN_IN_PATH } from '@/storefront/modules/common/next-path';
import { selectCartCount, selectCartPending } from '@/storefront/modules/cart/cart-base-slice';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { CART_PATH, WISHLIST_PATH } from '@/storefront/modules/common/paths';
import { selectWishlistCount } from '@/storefront/modules/wishlist/wishlist-base-slice';
import styles from './header-actions.module.css';

function Count({ value }: { value: number }) {
  if (value <= 0) return null;
  return (
    <span className={styles.count} aria-hidden="true">
      {value > 99 ? '99+' : value}
    </span>
  );
}

/** Wishlist, account and cart. Counts and the signed-in state come from saved state: shown only after hydration (#418). */
export function HeaderActions() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const cartCount = useAppSelector(selectCartCount);
  // Until the server has answered a signed-in shopper's cart, no count at all (not a stale one, not 0).
  const cartPending = useAppSelector(selectCartPending);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const cart = hydrated ? cartCount : 0;
  const wishlist = hydrated ? wishlistCount : 0;
  const user = useAppSelector(selectSignedInUser);
  const signedInUser = hydrated ? user : null;

  return (
    <ul className={styles.actions}>
      <li className={styles.hideSmall}>
        <Link href={WISHLIST_PATH} className={styles.action} aria-label={t('header.wishlistCount', { count: wishlist })}>
          <Icon name="heart" />
          <Count value={wishlist} />
        </Link>
      </li>
      <li>
        {signedInUser ? (
          <AccountMenu user={signedInUser} buttonClassName={styles.action} />
        ) : (
          <Link href={SIGN_IN_PATH} className={styles.action} aria-label={t('header.signIn')}>
            <Icon name="user" />
          </Link>
        )}
      </li>
      <li>
        <Link
          href={CART_PATH}
          className={styles.action}
          aria-label={hydrated && cartPending ? t('header.cartLoading') : t('header.cartCount', { count: cart })}
          aria-busy={hydrated && cartPending ? true : undefined}
          data-testid="header-cart">
          <Icon name="bag" />
          <Count value={hydrated && cartPending ? 0 : cart} />
        </Link>
      </li>
    </ul>
  );
}
