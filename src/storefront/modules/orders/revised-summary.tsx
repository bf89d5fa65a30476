import { useTranslation } from '@/storefront/lib/i18n';
import type { OrderDetail, RevisedOrder } from '@/shared/contracts/orders';
import { OrderTotals } from '@/storefront/modules/common/order-totals';
import { useMoneyOf } from '@/storefront/modules/common/site-context';
import styles from './orders.module.css';
import detailStyles from './order-detail.module.css';

/**
 * The order's money as it now stands (`revised/id/{id}/`), with the total as placed beside it when
 * cancellations, returns or an excess changed it, and what was refunded where. Nothing is
 * computed here: every figure is the services'.
 */
export function RevisedSummary({ order, revised }: { order: OrderDetail; revised: RevisedOrder | undefined }) {
  const { t } = useTranslation('orders');
  const { t: tCheckout } = useTranslation('checkout');
  const money = useMoneyOf(order);
  const original = revised?.original ?? order.totals;
  const current = revised?.revised ?? order.revisedTotals;
  const changed = original.total !== current.total;
  // "Paid ₹0" would read as nothing paid: what the row shows is what is still to pay.
  const dueLabel = order.paymentStatus === 'cod_due' ? tCheckout('order.dueOnDelivery') : t('detail.stillToPay');
  return (
    <section className={detailStyles.block} aria-labelledby="totals-title">
      <h2 id="totals-title" className={detailStyles.blockTitle}>{changed ? t('detail.revisedTotals') : t('detail.totals')}</h2>
      <OrderTotals totals={current} dueLabel={dueLabel} currency={order} />
      {changed ? (
        <p className={styles.muted} data-testid="original-total">{t('detail.originalTotal', { amount: money(original.total) })}</p>
      ) : null}
      {revised && revised.refunded > 0 ? (
        <dl className={detailStyles.facts}>
          {revised.refundedToCredit > 0 ? (
            <div><dt>{t('detail.refundedToCredit')}</dt><dd data-testid="refunded-to-credit">{money(revised.refundedToCredit)}</dd></div>
          ) : null}
          {revised.refundedToPayment > 0 ? (
            <div><dt>{t('detail.refundedToPayment')}</dt><dd data-testid="refunded-to-payment">{money(revised.refundedToPayment)}</dd></div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
