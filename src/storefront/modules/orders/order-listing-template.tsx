import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/modules/layout/layout-types';
import { AfterSalesPage } from './after-sales-page';
import { Loading, Pager, SearchBox, StatusTabs } from './listing-controls';
import { ORDER_TABS, pageCount, pageWindow, searchKeyOf, tabOf } from './listing';
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
  const [tabKey, setTabKey] = useState('all');
  const [page, setPage] = useState(1);
  const [searchKey, setSearchKey] = useState<string | undefined>(undefined);
  const tab = tabOf(ORDER_TABS, tabKey);
  const query = useListOrdersQuery({ status: tab.status, ...pageWindow(page), ...(searchKey ? { searchKey } : {}) }, { refetchOnMountOrArgChange: true });
  const data = query.currentData;

  return (
    <>
      <div className={styles.toolbar}>
        <StatusTabs tabs={ORDER_TABS} active={tab.key} ns="orders" label={t('list.tabsLabel')} onChange={(key) => { setTabKey(key); setPage(1); }} />
        <SearchBox label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} initial=""
          onSearch={(text) => { setSearchKey(searchKeyOf(text)); setPage(1); }} />
      </div>
      {query.isError ? (
        <div className={styles.notice} role="alert">
          <p>{t('errors.list')}</p>
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>{t('retry')}</button>
        </div>
      ) : !data ? (
        <Loading text={t('list.loading')} />
      ) : data.items.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon}><Icon name="bag" size={36} strokeWidth={1.2} /></span>
          <h2>{searchKey ? t('list.noMatchTitle') : tab.key === 'all' ? t('list.emptyTitle') : t('list.emptyTabTitle')}</h2>
          <p>{searchKey ? t('list.noMatchText', { text: searchKey }) : t('list.emptyText')}</p>
          {!searchKey && tab.key === 'all' ? <Link href="/" className="button">{t('list.startShopping')}</Link> : null}
        </div>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">{t('list.count', { count: data.total })}</p>
          <ul className={styles.cards} aria-busy={query.isFetching}>
            {data.items.map((order) => <OrderCard key={order.orderID} order={order} />)}
          </ul>
          <Pager page={page} pages={pageCount(data.total)} label={t('list.pages')} onChange={setPage} />
        </>
      )}
    </>
  );
}
