import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { ORDER_TABS } from './listing';
import { ListingView, useListing } from './listing-view';
import { OrderCard } from './order-card';
import { useListOrdersQuery } from './orders-api';
import styles from './orders.module.css';
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
