import { useTranslation } from '@/storefront/lib/i18n';
import type { MetalPrice } from '@/shared/contracts/content';
import { formatMoney } from '@/shared/money';
import { Link } from '@/storefront/modules/common/link';
import { useSite } from '@/storefront/modules/common/site-context';
import styles from './metal-rate-ticker.module.css';

/** Today's metal rates from the 'metal price' content key, above the header; the title opens /metal-rates. */
export function MetalRateTicker({ metalPrice }: { metalPrice: MetalPrice }) {
  const { t } = useTranslation('common');
  const { languageTag } = useSite();
  const money = (amount: number) =>
    formatMoney({ amount, currencySymbol: metalPrice.currencySymbol, decimalPlaces: metalPrice.decimalPlaces, languageTag });
  if (metalPrice.rates.length === 0) return null;
  return (
    <aside className={styles.ticker} aria-label={t('rates.title')}>
      <div className={`container ${styles.inner}`}>
        <Link href="/metal-rates" className={styles.title}>
          {t('rates.title')}
        </Link>
        <ul className={styles.rates}>
          {metalPrice.rates.map((rate) => {
            const direction = rate.change > 0 ? 'up' : rate.change < 0 ? 'down' : 'unchanged';
            return (
              <li key={`${rate.metal}-${rate.purity}`} className={styles.rate}>
                <span className={styles.label}>{t(`metal.${rate.metal}`, { defaultValue: rate.metal })} <bdi>{rate.purity}</bdi></span>
                <span className={styles.value}>
                  {money(rate.ratePerGram)}
                  {t('rates.perGram')}
                </span>
                <span className={`${styles.change} ${styles[direction]}`}>
                  <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '•'}</span>
                  <span className="visually-hidden">{t(`rates.${direction}`, { amount: money(Math.abs(rate.change)) })}</span>
                  {direction !== 'unchanged' ? <span aria-hidden="true">{money(Math.abs(rate.change))}</span> : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
