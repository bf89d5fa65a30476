import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { AfterSalesPage } from './after-sales-page';
import { ORDER_TABS } from './listing';
import { ListingView, useListing } from './listing-view';
import { OrderCard } from './order-card';
import { useListOrdersQuery } from './orders-api';
import styles from './orders.module.css';

/** `/dashboard/order-listing`: the shopper's orders by status, searchable, ten to a page. */
export function OrderListingTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('orders');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AfterSalesPage page={props} title={t('list.title')} intro={t('list.intro')}>
      {() => <OrderListing />}
    </AfterSalesPage>
  );
}

export function OrderListing() {
  const { t } = useTranslation('orders');
  const listing = useListing(ORDER_TABS);
  const query = useListOrdersQuery(listing.args, { refetchOnMountOrArgChange: true });
  const { searchKey, tab } = listing;
  const empty = (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}><Icon name="bag" size={36} strokeWidth={1.2} /></span>
      <h2>{searchKey ? t('list.noMatchTitle') : tab.key === 'all' ? t('list.emptyTitle') : t('list.emptyTabTitle')}</h2>
      <p>{searchKey ? t('list.noMatchText', { text: searchKey }) : t('list.emptyText')}</p>
      {!searchKey && tab.key === 'all' ? <Link href="/" className="button">{t('list.startShopping')}</Link> : null}
    </div>
  );
  return <ListingView ns="orders" listing={listing} query={query} empty={empty} renderItem={(order) => <OrderCard key={order.orderID} order={order} />} />;
}
