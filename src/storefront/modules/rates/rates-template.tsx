import { useTranslation } from '@/storefront/lib/i18n';
import { METALS } from '@/shared/constants';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageHeading } from '@/storefront/modules/common/page-heading';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { RateChart } from './rate-chart';
import { TodayRates } from './today-rates';
import styles from './rates-template.module.css';
import { CHART_DAYS, type RatesPageProps } from './rates-types';


/** `/metal-rates`: today's rate per metal and purity, and each metal's last 30 days as a chart. */
export function RatesTemplate(props: RatesPageProps | EmptyPageProps) {
  const { t } = useTranslation(['rates', 'common']);
  if (!hasPageData<RatesPageProps>(props, 'site')) return <PageUnavailable />;
  const { metalPrice, history } = props;
  return (
    <StorePage page={props} title={t('title')} description={t('description')}>
      <div className="container">
        <PageHeading title={t('title')} lead={t('description')} href="/metal-rates" />
        <TodayRates metalPrice={metalPrice} />
        <section aria-labelledby="rates-history" className={styles.history}>
          <h2 id="rates-history" className={styles.sectionTitle}>
            {t('chart.title', { days: CHART_DAYS })}
          </h2>
          {history && history.length > 0 ? (
            <div className={styles.charts}>
              {METALS.map((metal) => {
                const series = history.filter((line) => line.metal === metal);
                return series.length > 0 ? (
                  <RateChart key={metal} title={t(`common:metal.${metal}`)} series={series} currencySymbol={metalPrice.currencySymbol} />
                ) : null;
              })}
            </div>
          ) : (
            <p className={styles.lead}>{t('chart.unavailable')}</p>
          )}
        </section>
      </div>
    </StorePage>
  );
}
