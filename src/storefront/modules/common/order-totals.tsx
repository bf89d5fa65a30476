import { useTranslation } from '@/storefront/lib/i18n';
import type { CartTotals } from '@/shared/contracts/checkout';
import { type CurrencyOf, useMoneyOf, useSite } from '@/storefront/modules/common/site-context';
import styles from './order-totals.module.css';

/**
 * The server's totals, never recomputed here: subtotal, discount, shipping, tax included,
 * store credit, and what is due. Used by /checkout and the order pages alike.
 */
export function OrderTotals({ totals, dueLabel, currency }: { totals: CartTotals; dueLabel?: string; currency?: CurrencyOf }) {
  const { t } = useTranslation('checkout');
  const money = useMoneyOf(currency);
  const { site } = useSite();
  // An order of another country was taxed under its own name (GST, VAT), not the page's.
  const otherCountry = currency !== undefined && currency.currencyCode !== site.currencyCode;
  return (
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{money(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div className={styles.totalRow}>
          <dt>{t('summary.discount')}</dt>
          <dd data-testid="summary-discount" className={styles.good}><bdi>−{money(totals.discount)}</bdi></dd>
        </div>
      ) : null}
      <div className={styles.totalRow}>
        <dt>{t('summary.shipping')}</dt>
        <dd data-testid="summary-shipping">{totals.shipping > 0 ? money(totals.shipping) : t('summary.free')}</dd>
      </div>
      <div className={styles.totalRow}>
        <dt>{t('summary.total')}</dt>
        <dd data-testid="summary-total">{money(totals.total)}</dd>
      </div>
      <div className={`${styles.totalRow} ${styles.taxRow}`}>
        <dt>{t(otherCountry ? 'summary.taxOfOrder' : 'summary.tax')}</dt>
        <dd data-testid="summary-tax">{money(totals.tax)}</dd>
      </div>
      {totals.credit > 0 ? (
        <div className={styles.totalRow}>
          <dt>{t('summary.credit')}</dt>
          <dd data-testid="summary-credit" className={styles.good}><bdi>−{money(totals.credit)}</bdi></dd>
        </div>
      ) : null}
      <div className={`${styles.totalRow} ${styles.dueRow}`}>
        <dt>{dueLabel ?? t('summary.amountDue')}</dt>
        <dd data-testid="summary-amount-due">{money(totals.amountDue)}</dd>
      </div>
    </dl>
  );
}
