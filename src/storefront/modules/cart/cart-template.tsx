import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect } from 'react';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { useAppSelector } from '@/storefront/app/hooks';
import { hasPageData } from '@/storefront/lib/page-data';
import { EmptyState, LoadingState } from '@/storefront/modules/common/page-state';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { selectCart, selectCartLoading, selectCartPending } from './cart-slice';
import styles from './cart-template.module.css';
import { MergeNotice } from './merge-notice';
import { browserOnly } from '@/storefront/modules/common/browser-only';

export type CartPageProps = StorePageProps;

const loadCartFilled = () => import('./cart-filled').then((module) => module.CartFilled);
// The lines, the summary and the cart calls load only for a cart with pieces (docs/page-speed.md).
const CartFilled = browserOnly(loadCartFilled, { loading: CartLoading });

function CartLoading() {
  const { t } = useTranslation('cart');
  return <LoadingState label={t('loading')} />;
}

export function CartTemplate(props: CartPageProps | EmptyPageProps) {
  if (!hasPageData<CartPageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={undefined}>
      <CartContents />
    </StorePage>
  );
}

function CartContents() {
  const { t } = useTranslation('cart');
  const ready = useSavedStateReady();
  const cart = useAppSelector(selectCart);
  const loading = useAppSelector(selectCartLoading);
  // A signed-in shopper's cart is the server's: never "empty" before the server has answered.
  const pending = useAppSelector(selectCartPending);
  const signedIn = useAppSelector(selectSignedInUser) !== null;
  const items = cart?.items ?? [];
  const filled = items.length > 0;
  useEffect(() => {
    if (filled) void loadCartFilled();
  }, [filled]);
  const empty = <EmptyState icon="bag" title={t('empty.title')} text={t('empty.text')} cta={{ href: '/', label: t('empty.cta') }} />;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <MergeNotice />
      {!ready || pending || (loading && !cart) ? (
        // The empty block's room is kept while loading (a visitor with no cart sees nothing move), but
        // not once a shopper is known to be signed in: their cart is on its way, "empty" is not theirs to read.
        <LoadingState label={t('loading')} reserve={signedIn ? undefined : empty} reserveOnFirstVisit />
      ) : items.length === 0 || !cart ? (
        empty
      ) : (
        <CartFilled cart={cart} />
      )}
    </div>
  );
}
