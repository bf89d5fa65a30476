import { useTranslation } from '@/storefront/lib/i18n';
import Image from 'next/image';
import type { Cart } from '@/shared/contracts/cart';
import { cartImageSrc } from '@/storefront/modules/common/cart-image';
import { useMoney } from '@/storefront/modules/common/site-context';
import { OrderTotals } from '@/storefront/modules/common/order-totals';
import styles from './checkout.module.css';
import paymentStyles from './checkout-payment.module.css';
import summaryStyles from './checkout-summary.module.css';

/** The order summary beside the steps (below them on a phone): the cart's pieces and the server's totals. */
export function CheckoutSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <aside className={summaryStyles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary" className={summaryStyles.summaryTitle}>{t('summary.title')}</h2>
      <ul className={summaryStyles.lines} aria-label={t('summary.items', { count: cart.orderQty })}>
        {cart.items.map((item) => (
          <li key={item.cartItemID} className={summaryStyles.line}>
            <Image src={cartImageSrc(item.itemDetails.image, cart.view_image_path)} alt="" width={56} height={56} className={summaryStyles.lineImage} />
            <div className={summaryStyles.lineText}>
              <p className={summaryStyles.lineName}>{item.itemDetails.name}</p>
              <p className={styles.muted}>
                {item.itemDetails.productOptionName ? `${item.itemDetails.productOptionName} · ` : ''}
                {t('summary.quantity', { count: item.orderItemQuantity })}
              </p>
            </div>
            <p className={summaryStyles.linePrice}>{money(item.orderItemSubtotal)}</p>
          </li>
        ))}
      </ul>
      {cart.notices.length > 0 ? (
        <ul className={paymentStyles.notices}>
          {cart.notices.map((notice) => <li key={`${notice.cartItemID}-${notice.code}`}>{notice.message}</li>)}
        </ul>
      ) : null}
      <OrderTotals totals={cart.totals} />
      <p className={styles.muted}>{t('summary.taxNote')}</p>
    </aside>
  );
}
