import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { AfterSalesPage } from './after-sales-page';
import { DashboardPartLoading } from '@/storefront/modules/common/dashboard-layout';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// What the signed-in shopper sees loads after the saved-state gate, with the account calls and RTK
// Query, which the page's first paint (the frame and its loading line) does not need (docs/page-speed.md).
const StoreCreditLedger = browserOnly(() => import('./store-credit-view').then((module) => module.StoreCreditLedger), { loading: DashboardPartLoading });

/** `/dashboard/store-credit`: the balance and every credit and debit, each traced to its order. */
export function StoreCreditTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('orders');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AfterSalesPage page={props} title={t('credit.title')} intro={t('credit.intro')}>
      {() => <StoreCreditLedger />}
    </AfterSalesPage>
  );
}
