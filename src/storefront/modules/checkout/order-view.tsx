import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import { VIEW_IMAGE_PATH } from '@/shared/constants';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { PostalAddress } from '@/storefront/modules/common/postal-address';
import { useMoneyOf, useSite } from '@/storefront/modules/common/site-context';
import type { Order, OrderAddress } from './checkout-types';
import { OrderTotals } from '@/storefront/modules/common/order-totals';
import { useIsolate } from './use-isolate';
import styles from './checkout.module.css';
import orderStyles from './order-page.module.css';
import summaryStyles from './checkout-summary.module.css';

function AddressBlock({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div className={orderStyles.orderBlock}>
      <h3 className={orderStyles.blockTitle}>{title}</h3>
      <PostalAddress address={address} className={orderStyles.address} />
    </div>
  );
}

/** An order as `GET /api/cart/orders/{id}/` answers it: number, pieces, totals, addresses, gift, payment. */
export function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyOf(order);
  const { languageTag } = useSite();
  const isolate = useIsolate();
  const placedAt = new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(order.placedAt));
  const sameAddress = JSON.stringify(order.billingAddress) === JSON.stringify(order.shippingAddress);
  return (
    <div className={orderStyles.order}>
      <dl className={orderStyles.orderFacts}>
        <div>
          <dt>{t('order.number')}</dt>
          <dd><bdi data-testid="order-number">{order.orderNumber}</bdi></dd>
        </div>
        <div>
          <dt>{t('order.placedAt')}</dt>
          <dd>{placedAt}</dd>
        </div>
        <div>
          <dt>{t('order.payment')}</dt>
          <dd className={orderStyles.capitalFirst}>
            {/* "Nothing to pay · nothing to pay" says it twice: a free order shows its status alone. */}
            {order.paymentMethod === 'free' ? (
              <span data-testid="payment-status">{t(`order.paymentStatus.${order.paymentStatus}`)}</span>
            ) : (
              <>
                {t(`payment.methods.${order.paymentMethod}`)} · <span data-testid="payment-status">{t(`order.paymentStatus.${order.paymentStatus}`)}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('order.status')}</dt>
          <dd>{t(`order.statuses.${order.status}`)}</dd>
        </div>
      </dl>

      <section aria-labelledby="order-items" className={orderStyles.orderBlock}>
        <h2 id="order-items" className={orderStyles.blockTitle}>{t('order.items')}</h2>
        <ul className={summaryStyles.lines}>
          {order.items.map((line) => (
            <li key={line.orderLineID} className={summaryStyles.line}>
              {line.image ? <Image src={cartImageSrc(line.image, VIEW_IMAGE_PATH)} alt="" width={56} height={56} className={summaryStyles.lineImage} /> : null}
              <div className={summaryStyles.lineText}>
                <p className={summaryStyles.lineName}>{line.name}</p>
                <p className={styles.muted}>
                  {line.optionLabel ? `${line.optionLabel} · ` : ''}
                  {t('summary.quantity', { count: line.quantity })}{'\u00a0· '}<bdi className={summaryStyles.nowrap}>{money(line.unitPrice)}</bdi>
                </p>
                {line.discount > 0 ? <p className={styles.good}>{t('order.lineDiscount', { amount: money(line.discount) })}</p> : null}
              </div>
              <p className={summaryStyles.linePrice}>{money(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <OrderTotals totals={order.totals} currency={order} dueLabel={order.paymentStatus === 'cod_due' ? t('order.dueOnDelivery') : order.paymentStatus === 'paid' ? t('order.paid') : undefined} />
        {order.promotions.length > 0 ? (
          <p className={styles.muted}>{t('order.promotions', { codes: order.promotions.map((promotion) => promotion.couponCode).join(', ') })}</p>
        ) : null}
      </section>

      <div className={orderStyles.orderColumns}>
        <AddressBlock title={sameAddress ? t('order.deliveryAndBilling') : t('order.delivery')} address={order.shippingAddress} />
        {!sameAddress ? <AddressBlock title={t('order.billing')} address={order.billingAddress} /> : null}
        {order.gift ? (
          <div className={orderStyles.orderBlock}>
            <h3 className={orderStyles.blockTitle}>{t('order.gift')}</h3>
            <p>{t('gift.for', { name: isolate(order.gift.recipientName) })}{order.gift.giftWrap ? ` · ${t('gift.wrapped')}` : ''}</p>
            {order.gift.giftMessage ? <p className={styles.quote}>“{order.gift.giftMessage}”</p> : null}
          </div>
        ) : null}
      </div>
      <p className={styles.muted}>{t('order.emailSent', { email: isolate(order.email) })}</p>
    </div>
  );
}
