import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import type { OrderSummary } from '@/shared/contracts/orders';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { Link } from '@/storefront/modules/common/link';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { useDate } from '@/storefront/modules/common/use-date';
import { orderDetailPath } from './order-paths';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';
import { AsOrdered } from './as-ordered';

/** One order in the history: picture, number, date, status, pieces, total, and what needs the shopper. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const { t: tCheckout } = useTranslation('checkout');
  const money = useMoneyOf(order);
  const date = useDate();
  const names = order.productNames.join(', ');
  return (
    <li className={styles.card}>
      {order.image ? (
        <Image src={cartImageSrc(order.image, VIEW_IMAGE_PATH)} alt="" width={72} height={72} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.cardMain}>
        <p className={styles.cardTitle}>
          <Link href={orderDetailPath(order.orderID)} className={styles.cardLink} aria-label={t('list.viewNamed', { number: order.orderNumber })}>
            <bdi className={styles.nowrap}>{order.orderNumber}</bdi>
          </Link>
          <StatusBadge status={order.status} label={tCheckout(`order.statuses.${order.status}`)} />
        </p>
        <p className={styles.muted}>
          {t('list.placedOn', { date: date(order.placedAt) })} · {t('list.pieces', { count: order.itemCount })}
        </p>
        <p className={styles.names} title={names}><AsOrdered order={order}>{names}</AsOrdered></p>
        {order.excessDue > 0 ? <p className={styles.attention}>{t('list.excessDue', { amount: money(order.excessDue) })}</p> : null}
      </div>
      <div className={styles.cardSide}>
        <p className={styles.cardTotal}>{money(order.total)}</p>
        <Link href={orderDetailPath(order.orderID)} className="button button-secondary" tabIndex={-1} aria-hidden="true">
          {t('list.view')}
        </Link>
      </div>
    </li>
  );
}
