import { useTranslation } from '@/storefront/lib/i18n';
import { readPaymentFailureCode } from '@/shared/payment-failure';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { OrderAddress } from '@/shared/contracts/checkout';
import type { OrderDetail } from '@/shared/contracts/orders';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { PostalAddress } from '@/storefront/modules/common/postal-address';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import { ReturnForm } from '@/storefront/modules/orders/returns/return-form';
import { DetailLoader } from './after-sales-states';
import { CancelForm } from './cancel-form';
import { ExcessPanel } from './excess-panel';
import { Loading } from './listing-controls';
import { OrderLines } from './order-lines';
import { idFromQuery, ORDER_LISTING_PATH, returnDetailPath } from './order-paths';
import { Timeline } from './order-timeline';
import { useGetOrderDetailQuery, useGetRevisedOrderQuery } from './orders-api';
import { RevisedSummary } from './revised-summary';
import { StatusBadge } from './status-badge';
import { useDate } from '@/storefront/modules/common/use-date';
import styles from './orders.module.css';
import detailStyles from './order-detail.module.css';
export function OrderDetailLoader() {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const orderID = idFromQuery(router.query.id);
  const detail = useGetOrderDetailQuery(orderID ?? 0, { skip: orderID === null, refetchOnMountOrArgChange: true });
  const revised = useGetRevisedOrderQuery(orderID ?? 0, { skip: orderID === null || !detail.data });
  if (!router.isReady) return <Loading text={t('loading')} />;
  return (
    <DetailLoader ns="orders" id={orderID} query={detail} backHref={ORDER_LISTING_PATH}>
      {(order) => <OrderDetailView order={order} revised={revised.data} />}
    </DetailLoader>
  );
}

type Panel = 'cancel' | 'return' | null;

export function OrderDetailView({ order, revised }: { order: OrderDetail; revised?: Parameters<typeof RevisedSummary>[0]['revised'] }) {
  const { t } = useTranslation('orders');
  const { t: tCheckout } = useTranslation('checkout');
  const router = useRouter();
  const money = useMoneyOf(order);
  const date = useDate();
  const [panel, setPanel] = useState<Panel>(null);
  const excessOutcome = typeof router.query.excess === 'string' ? router.query.excess : null;
  const sameAddress = JSON.stringify(order.billingAddress) === JSON.stringify(order.shippingAddress);
  const statusLabel = (status: string) => tCheckout(`order.statuses.${status}`, { defaultValue: status });

  return (
    <div className={detailStyles.detail}>
      <Link href={ORDER_LISTING_PATH} className={detailStyles.backLink}>
        <Icon name="arrow-left" size={18} />
        {t('detail.back')}
      </Link>
      {excessOutcome === 'succeeded' ? <p className={detailStyles.success} role="status">{t('excess.paid')}</p> : null}
      {excessOutcome === 'failed' ? <FormAlert>{t('excess.failed', { reason: tCheckout(`payment.failure.${readPaymentFailureCode(router.query.reason)}`) })}</FormAlert> : null}

      <dl className={detailStyles.summaryFacts}>
        <div>
          <dt>{tCheckout('order.number')}</dt>
          <dd><bdi data-testid="order-number" className={styles.nowrap}>{order.orderNumber}</bdi></dd>
        </div>
        <div>
          <dt>{tCheckout('order.placedAt')}</dt>
          <dd>{date(order.placedAt, true)}</dd>
        </div>
        <div>
          <dt>{tCheckout('order.status')}</dt>
          <dd><StatusBadge status={order.status} label={tCheckout(`order.statuses.${order.status}`)} /></dd>
        </div>
        <div>
          <dt>{tCheckout('order.payment')}</dt>
          <dd data-testid="payment-status">
            {order.paymentMethod === 'free' ? '' : `${tCheckout(`payment.methods.${order.paymentMethod}`)} · `}
            {tCheckout(`order.paymentStatus.${order.paymentStatus}`)}
          </dd>
        </div>
      </dl>

      {order.actions.canPayExcess ? <ExcessPanel order={order} /> : null}

      {order.actions.canCancel || order.actions.canReturn ? (
        <div className={detailStyles.actionsRow}>
          {order.actions.canCancel ? (
            <button type="button" className="button button-secondary" aria-expanded={panel === 'cancel'} onClick={() => setPanel(panel === 'cancel' ? null : 'cancel')}>
              <Icon name="close" size={18} />
              {t('detail.cancel')}
            </button>
          ) : null}
          {order.actions.canReturn ? (
            <button type="button" className="button button-secondary" aria-expanded={panel === 'return'} onClick={() => setPanel(panel === 'return' ? null : 'return')}>
              <Icon name="returns" size={18} />
              {t('detail.return')}
            </button>
          ) : null}
          {order.actions.canReturn && order.actions.returnWindowEndsAt ? (
            <p className={styles.muted}>{t('detail.returnWindow', { date: date(order.actions.returnWindowEndsAt) })}</p>
          ) : null}
        </div>
      ) : null}
      {panel === 'cancel' ? (
        <section className={detailStyles.block} aria-labelledby="cancel-title">
          <h2 id="cancel-title" className={detailStyles.blockTitle}>{t('cancel.title')}</h2>
          <CancelForm orderID={order.orderID} order={order} refundable={order.paymentStatus === 'paid' || order.totals.credit > 0} onDone={() => setPanel(null)} onClose={() => setPanel(null)} />
        </section>
      ) : null}
      {panel === 'return' ? (
        <section className={detailStyles.block} aria-labelledby="return-title">
          <h2 id="return-title" className={detailStyles.blockTitle}>{t('detail.returnTitle')}</h2>
          <ReturnForm orderID={order.orderID} order={order} onDone={(returnID) => void router.push(returnDetailPath(returnID))} onClose={() => setPanel(null)} />
        </section>
      ) : null}

      <div className={detailStyles.detailColumns}>
        <section className={detailStyles.block} aria-labelledby="pieces-title">
          <h2 id="pieces-title" className={detailStyles.blockTitle}>{tCheckout('order.items')}</h2>
          <OrderLines lines={order.items} order={order} />
        </section>
        <RevisedSummary order={order} revised={revised} />
      </div>

      {order.excess.amount > 0 && !order.actions.canPayExcess ? (
        <p className={styles.muted}>{t('excess.settled', { amount: money(order.excess.amount) })}</p>
      ) : null}

      {order.refunds.length > 0 ? (
        <section className={detailStyles.block} aria-labelledby="refunds-title">
          <h2 id="refunds-title" className={detailStyles.blockTitle}>{t('detail.refunds')}</h2>
          <ul className={detailStyles.plainList}>
            {order.refunds.map((refund) => (
              <li key={refund.refundID} data-testid="refund">
                {t(`refundSources.${refund.source}`)} · {money(refund.amount)} · {t(`refundTargets.${refund.method}`)} · {t(`refundStatus.${refund.status}`)}
                <span className={styles.muted}> · {date(refund.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {order.returns.length > 0 ? (
        <section className={detailStyles.block} aria-labelledby="returns-title">
          <h2 id="returns-title" className={detailStyles.blockTitle}>{t('detail.returns')}</h2>
          <ul className={detailStyles.plainList}>
            {order.returns.map((item) => (
              <li key={item.returnID}>
                <Link href={returnDetailPath(item.returnID)}><bdi className={styles.nowrap}>{item.rmaNumber}</bdi></Link> · {t(`returnStatuses.${item.status}`)} · {date(item.createdAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className={detailStyles.detailColumns}>
        <AddressBlock title={sameAddress ? tCheckout('order.deliveryAndBilling') : tCheckout('order.delivery')} address={order.shippingAddress} />
        {!sameAddress ? <AddressBlock title={tCheckout('order.billing')} address={order.billingAddress} /> : null}
      </div>

      <Timeline entries={order.timeline} statusLabel={statusLabel} title={t('detail.timeline')} />
    </div>
  );
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <section className={detailStyles.block}>
      <h2 className={detailStyles.blockTitle}>{title}</h2>
      <PostalAddress address={address} className={detailStyles.address} />
    </section>
  );
}
