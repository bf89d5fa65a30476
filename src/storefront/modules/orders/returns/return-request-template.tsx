import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { AfterSalesPage } from '@/storefront/modules/orders/after-sales-page';
import { DashboardPartLoading } from '@/storefront/modules/common/dashboard-layout';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// What the signed-in shopper sees loads after the saved-state gate, with the account calls and RTK
// Query, which the page's first paint (the frame and its loading line) does not need (docs/page-speed.md).
const ReturnsRoute = browserOnly(() => import('./return-request-view').then((module) => module.ReturnsRoute), { loading: DashboardPartLoading });

/** `/dashboard/return-request`: the shopper's returns; with `?id=` one return in full. */
export function ReturnRequestTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('returns');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AfterSalesPage page={props} title={t('list.title')} intro={t('list.intro')}>
      {() => <ReturnsRoute />}
    </AfterSalesPage>
  );
}
