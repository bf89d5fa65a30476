import { useTranslation } from '@/storefront/lib/i18n';
import { Link } from '@/storefront/modules/common/link';
import type { Cart } from '@/shared/contracts/cart';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useMoney } from '@/storefront/modules/common/site-context';
import styles from './cart-summary.module.css';

/** Item count and subtotal as the server computed them. */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const money = useMoney();
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={styles.title}>
        {t('summary.title')}
      </h2>
      <dl className={styles.rows}>
        <div className={styles.row}>
          <dt>{t('summary.items', { count: cart.orderQty })}</dt>
          <dd>{money(cart.orderSubtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('summary.delivery')}</dt>
          <dd>{t('summary.deliveryAtCheckout')}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(cart.orderSubtotal)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('summary.taxIncluded')}</p>
      <Link href="/checkout" className={`button ${styles.checkout}`}>
        <Icon name="lock" size={18} />
        {t('summary.checkout')}
      </Link>
      <p className={styles.secure}>{t('summary.secure')}</p>
    </aside>
  );
}
