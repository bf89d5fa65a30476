import { LoadingState } from '@/storefront/modules/common/page-state';
import type { OrderPageKind } from './order-contents';
import styles from './checkout.module.css';
import orderStyles from './order-page.module.css';
import { useTranslation } from '@/storefront/lib/i18n';
import { hasPageData } from '@/storefront/lib/page-data';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { NoIndex } from '@/storefront/modules/common/no-index';
import { browserOnly } from '@/storefront/modules/common/browser-only';

// The order and its calls load with RTK Query after the saved-state gate; the first paint is the
// page's frame and its loading line (docs/page-speed.md).
const OrderContents = browserOnly(() => import('./order-contents').then((module) => module.OrderContents), { loading: OrderLoading });

/** `/checkout-thankyou` (nothing was due) and `/order-confirmation` (cash on delivery, paid by card). */
export function OrderTemplate({ kind, page }: { kind: OrderPageKind; page: StorePageProps | EmptyPageProps }) {
  const { t } = useTranslation('checkout');
  if (!hasPageData<StorePageProps>(page, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={page} title={t(`order.${kind}.title`)}>
      <NoIndex />
      <OrderContents kind={kind} />
    </StorePage>
  );
}

export const ThankyouTemplate = (props: StorePageProps | EmptyPageProps) => <OrderTemplate page={props} kind="thankyou" />;
export const ConfirmationTemplate = (props: StorePageProps | EmptyPageProps) => <OrderTemplate page={props} kind="confirmation" />;

/** What the server renders, and what shows until the order's code has arrived: the page's loading line. */
function OrderLoading() {
  const { t } = useTranslation('checkout');
  return (
    <div className={`container ${styles.page} ${orderStyles.orderPage}`}>
      <LoadingState label={t('order.loading')} />
    </div>
  );
}
