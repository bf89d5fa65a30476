import { useTranslation } from 'next-i18next/pages';
import Image from 'next/image';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { ReturnList } from '@/shared/contracts/orders';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { hasPageData } from '@/storefront/lib/page-data';
import { cartImageSrc } from '@/storefront/modules/cart/cart-line';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { notify } from '@/storefront/modules/common/notify';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/modules/layout/layout-types';
import { AfterSalesPage } from '@/storefront/modules/orders/after-sales-page';
import { Loading, Pager, SearchBox, StatusTabs } from '@/storefront/modules/orders/listing-controls';
import { pageCount, pageWindow, RETURN_TABS, searchKeyOf, tabOf } from '@/storefront/modules/orders/listing';
import { idFromQuery, ORDER_LISTING_PATH, RETURNS_PATH, returnDetailPath } from '@/storefront/modules/orders/order-paths';
import { afterSalesError, isNotFound } from '@/storefront/modules/orders/orders-messages';
import { StatusBadge } from '@/storefront/modules/orders/status-badge';
import { useDate } from '@/storefront/modules/orders/use-date';
import { ReturnDetailView } from './return-detail';
import { useGetReturnDetailQuery, useListReturnsQuery } from './returns-api';
import styles from '@/storefront/modules/orders/orders.module.css';

/** `/dashboard/return-request`: the shopper's returns; with `?id=` one return in full. */
export function ReturnRequestTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('returns');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AfterSalesPage page={props} title={t('list.title')} intro={t('list.intro')}>
      {() => <ReturnsRoute />}
    </AfterSalesPage>
  );
}

function ReturnsRoute() {
  const router = useRouter();
  const { t } = useTranslation('returns');
  if (!router.isReady) return <Loading text={t('loading')} />;
  if (router.query.id === undefined) return <ReturnListing />;
  return <ReturnDetailLoader returnID={idFromQuery(router.query.id)} />;
}

function ReturnDetailLoader({ returnID }: { returnID: number | null }) {
  const { t } = useTranslation('returns');
  const detail = useGetReturnDetailQuery(returnID ?? 0, { skip: returnID === null, refetchOnMountOrArgChange: true });
  const toasted = useRef(false);
  const failed = detail.isError && !isNotFound(detail.error);
  useEffect(() => {
    if (failed && !toasted.current) {
      toasted.current = true;
      notify('error', afterSalesError(detail.error, t('errors.detail'), t('errors.somethingWrong')));
    }
  }, [failed, detail.error, t]);

  if (returnID === null || (detail.isError && isNotFound(detail.error))) {
    return (
      <div className={styles.empty}>
        <h2>{t('detail.notFoundTitle')}</h2>
        <p>{t('detail.notFoundText')}</p>
        <Link href={RETURNS_PATH} className="button">{t('detail.back')}</Link>
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.notice} role="alert">
        <p>{t('errors.detail')}</p>
        <button type="button" className="button button-secondary" onClick={() => void detail.refetch()}>{t('retry')}</button>
      </div>
    );
  }
  if (!detail.data) return <Loading text={t('loading')} />;
  return <ReturnDetailView rma={detail.data} />;
}

export function ReturnListing() {
  const { t } = useTranslation('returns');
  const [tabKey, setTabKey] = useState('all');
  const [page, setPage] = useState(1);
  const [searchKey, setSearchKey] = useState<string | undefined>(undefined);
  const tab = tabOf(RETURN_TABS, tabKey);
  const query = useListReturnsQuery({ status: tab.status, ...pageWindow(page), ...(searchKey ? { searchKey } : {}) }, { refetchOnMountOrArgChange: true });
  const data = query.currentData;
  return (
    <>
      <div className={styles.toolbar}>
        <StatusTabs tabs={RETURN_TABS} active={tab.key} ns="returns" label={t('list.tabsLabel')} onChange={(key) => { setTabKey(key); setPage(1); }} />
        <SearchBox label={t('list.searchLabel')} placeholder={t('list.searchPlaceholder')} initial="" onSearch={(text) => { setSearchKey(searchKeyOf(text)); setPage(1); }} />
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
          <span className={styles.emptyIcon}><Icon name="returns" size={36} strokeWidth={1.2} /></span>
          <h2>{searchKey ? t('list.noMatchTitle') : t('list.emptyTitle')}</h2>
          <p>{searchKey ? t('list.noMatchText', { text: searchKey }) : t('list.emptyText')}</p>
          {!searchKey ? <Link href={ORDER_LISTING_PATH} className="button button-secondary">{t('list.toOrders')}</Link> : null}
        </div>
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">{t('list.count', { count: data.total })}</p>
          <ul className={styles.cards} aria-busy={query.isFetching}>
            {data.items.map((item) => <ReturnCard key={item.returnID} item={item} />)}
          </ul>
          <Pager page={page} pages={pageCount(data.total)} label={t('list.pages')} onChange={setPage} />
        </>
      )}
    </>
  );
}

function ReturnCard({ item }: { item: ReturnList['items'][number] }) {
  const { t } = useTranslation('returns');
  const date = useDate();
  const names = item.productNames.join(', ');
  return (
    <li className={styles.card}>
      {item.image ? <Image src={cartImageSrc(item.image, VIEW_IMAGE_PATH)} alt="" width={72} height={72} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.cardMain}>
        <p className={styles.cardTitle}>
          <Link href={returnDetailPath(item.returnID)} className={styles.cardLink}><bdi>{item.rmaNumber}</bdi></Link>
          <StatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
        </p>
        <p className={styles.muted}>
          {t('list.forOrder')} <bdi>{item.orderNumber}</bdi> · {date(item.createdAt)} · {t('form.units', { count: item.itemCount })}
        </p>
        <p className={styles.names} title={names}>{names}</p>
        <p className={styles.muted}>{item.reason}</p>
      </div>
      {item.status === 'need_more_info' ? (
        <div className={styles.cardSide}>
          <Link href={returnDetailPath(item.returnID)} className="button">{t('list.answer')}</Link>
        </div>
      ) : null}
    </li>
  );
}
