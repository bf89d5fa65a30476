import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { useRouter } from 'next/router';
import type { ReturnList } from '@/shared/contracts/returns';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { DetailLoader } from '@/storefront/modules/orders/after-sales-states';
import { Loading } from '@/storefront/modules/orders/listing-controls';
import { RETURN_TABS } from '@/storefront/modules/orders/listing';
import { ListingView, useListing } from '@/storefront/modules/orders/listing-view';
import { idFromQuery, ORDER_LISTING_PATH, RETURNS_PATH, returnDetailPath } from '@/storefront/modules/orders/order-paths';
import { StatusBadge } from '@/storefront/modules/orders/status-badge';
import { useDate } from '@/storefront/modules/common/use-date';
import { ReturnDetailView } from './return-detail';
import { useGetReturnDetailQuery, useListReturnsQuery } from './returns-api';
import styles from '@/storefront/modules/orders/orders.module.css';
import { AsOrdered } from '@/storefront/modules/orders/as-ordered';
export function ReturnsRoute() {
  const router = useRouter();
  const { t } = useTranslation('returns');
  if (!router.isReady) return <Loading text={t('loading')} />;
  if (router.query.id === undefined) return <ReturnListing />;
  return <ReturnDetailLoader returnID={idFromQuery(router.query.id)} />;
}

function ReturnDetailLoader({ returnID }: { returnID: number | null }) {
  const detail = useGetReturnDetailQuery(returnID ?? 0, { skip: returnID === null, refetchOnMountOrArgChange: true });
  return (
    <DetailLoader ns="returns" id={returnID} query={detail} backHref={RETURNS_PATH}>
      {(rma) => <ReturnDetailView rma={rma} />}
    </DetailLoader>
  );
}

export function ReturnListing() {
  const { t } = useTranslation('returns');
  const listing = useListing(RETURN_TABS);
  const query = useListReturnsQuery(listing.args, { refetchOnMountOrArgChange: true });
  const { searchKey } = listing;
  const empty = (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}><Icon name="returns" size={36} strokeWidth={1.2} /></span>
      <h2>{searchKey ? t('list.noMatchTitle') : t('list.emptyTitle')}</h2>
      <p>{searchKey ? t('list.noMatchText', { text: searchKey }) : t('list.emptyText')}</p>
      {!searchKey ? <Link href={ORDER_LISTING_PATH} className="button button-secondary">{t('list.toOrders')}</Link> : null}
    </div>
  );
  return <ListingView ns="returns" listing={listing} query={query} empty={empty} renderItem={(item) => <ReturnCard key={item.returnID} item={item} />} />;
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
          <Link href={returnDetailPath(item.returnID)} className={styles.cardLink}><bdi className={styles.nowrap}>{item.rmaNumber}</bdi></Link>
          <StatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
        </p>
        <p className={styles.muted}>
          {t('list.forOrder')} <bdi className={styles.nowrap}>{item.orderNumber}</bdi> · {date(item.createdAt)} · {t('form.units', { count: item.itemCount })}
        </p>
        <p className={styles.names} title={names}><AsOrdered order={item}>{names}</AsOrdered></p>
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
