import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect } from 'react';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { useAppSelector } from '@/storefront/app/hooks';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { hasPageData } from '@/storefront/lib/page-data';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { EmptyState, LoadingState } from '@/storefront/modules/common/page-state';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { selectWishlistEntries, selectWishlistLoading } from './wishlist-slice';
import styles from './wishlist.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';

export type WishlistPageProps = StorePageProps;

const loadWishlistRows = () => import('./wishlist-rows').then((module) => module.WishlistRows);
// The rows and their calls load only for a wishlist with pieces (docs/page-speed.md).
const WishlistRows = browserOnly(loadWishlistRows, { loading: RowsLoading });

function RowsLoading() {
  const { t } = useTranslation('wishlist');
  return <LoadingState label={t('loading')} />;
}

/** `/wishlist`: the saved pieces with today's price and stock, each removable or movable to the cart. */
export function WishlistTemplate(props: WishlistPageProps | EmptyPageProps) {
  const { t } = useTranslation('wishlist');
  if (!hasPageData<WishlistPageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('title')}>
      <WishlistContents />
    </StorePage>
  );
}

function WishlistContents() {
  const { t } = useTranslation('wishlist');
  const ready = useSavedStateReady();
  const entries = useAppSelector(selectWishlistEntries);
  const loading = useAppSelector(selectWishlistLoading);
  const user = useAppSelector(selectSignedInUser);
  const saved = entries.length > 0;
  useEffect(() => {
    if (saved) void loadWishlistRows();
  }, [saved]);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        {ready && entries.length > 0 ? <p className={styles.count}>{t('count', { count: entries.length })}</p> : null}
      </header>
      {ready && !user ? (
        <p className={styles.note}>
          <Icon name="heart" size={18} />
          <span>
            {t('guestNote')} <Link href="/sign-in?next=%2Fwishlist">{t('signIn')}</Link>
          </span>
        </p>
      ) : null}
      {!ready || (loading && entries.length === 0) ? (
        <LoadingState label={t('loading')} />
      ) : entries.length === 0 ? (
        <EmptyState icon="heart" title={t('empty.title')} text={t('empty.text')} cta={{ href: '/', label: t('empty.cta') }} className={styles.empty} />
      ) : (
        <WishlistRows entries={entries} loading={loading} />
      )}
    </div>
  );
}
