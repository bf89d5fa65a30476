import { useTranslation } from '@/storefront/lib/i18n';
import type { MetalPrice } from '@/shared/contracts/content';
import { formatMoney } from '@/shared/money';
import { useSite } from '@/storefront/modules/common/site-context';
import styles from './rates-template.module.css';

/** Gold is quoted per 10 g in shops; everything else per gram. */
const TEN_GRAM_METALS = new Set(['gold']);
/** The subsite's own clock, so the server's HTML and the browser's render say the same time. */
const TIME_ZONES: Record<string, string> = { in: 'Asia/Kolkata', ae: 'Asia/Dubai' };

/** Today's rates as a table: purity, per gram, per 10 g for gold, and the change since the last rate. */
export function TodayRates({ metalPrice }: { metalPrice: MetalPrice }) {
  const { t } = useTranslation(['rates', 'common']);
  const { languageTag, site } = useSite();
  const money = (amount: number) => formatMoney({ amount, currencySymbol: metalPrice.currencySymbol, decimalPlaces: metalPrice.decimalPlaces, languageTag });
  const updated = new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONES[site.storeCode] ?? 'UTC' }).format(new Date(metalPrice.updatedAt));
  return (
    <section aria-labelledby="rates-today" className={styles.today}>
      <h2 id="rates-today" className={styles.sectionTitle}>
        {t('today.title')}
      </h2>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('today.metal')}</th>
              <th scope="col">{t('today.perGram')}</th>
              <th scope="col">{t('today.perTenGrams')}</th>
              <th scope="col">{t('today.change')}</th>
            </tr>
          </thead>
          <tbody>
            {metalPrice.rates.map((rate) => {
              const direction = rate.change > 0 ? 'up' : rate.change < 0 ? 'down' : 'unchanged';
              return (
                <tr key={`${rate.metal}-${rate.purity}`}>
                  <th scope="row">
                    {t(`common:metal.${rate.metal}`, { defaultValue: rate.metal })} <bdi>{rate.purity}</bdi>
                  </th>
                  <td>{money(rate.ratePerGram)}</td>
                  <td>{TEN_GRAM_METALS.has(rate.metal) ? money(rate.ratePerGram * 10) : '—'}</td>
                  <td className={styles[direction]}>
                    <span aria-hidden="true">{direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}</span>
                    {t(`common:rates.${direction}`, { amount: money(Math.abs(rate.change)) })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{t('today.updated', { time: updated })}</p>
    </section>
  );
}
