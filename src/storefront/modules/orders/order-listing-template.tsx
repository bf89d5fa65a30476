import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { AfterSalesPage } from './after-sales-page';
import { DashboardPartLoading } from '@/storefront/modules/common/dashboard-layout';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// What the signed-in shopper sees loads after the saved-state gate, with the account calls and RTK
// Query, which the page's first paint (the frame and its loading line) does not need (docs/page-speed.md).
const OrderListing = browserOnly(() => import('./order-listing-view').then((module) => module.OrderListing), { loading: DashboardPartLoading });

/** `/dashboard/order-listing`: the shopper's orders by status, searchable, ten to a page. */
export function OrderListingTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('orders');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AfterSalesPage page={props} title={t('list.title')} intro={t('list.intro')}>
      {() => <OrderListing />}
    </AfterSalesPage>
  );
}
