import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { readPaymentFailureCode } from '@/shared/payment-failure';
import { useAppSelector } from '@/storefront/app/hooks';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { hasPageData } from '@/storefront/lib/page-data';
import { selectCart, selectCartLoading } from '@/storefront/modules/cart/cart-slice';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { EmptyState, LoadingState } from '@/storefront/modules/common/page-state';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { useClaimCart } from './use-claim-cart';
import { NoIndex } from '@/storefront/modules/common/no-index';
import { orderPagePath } from './order-paths';
import type { PlacedOrder } from './checkout-types';
import styles from './checkout.module.css';
import { browserOnly } from '@/storefront/modules/common/browser-only';


const loadCheckoutFlow = () => import('./checkout-flow').then((module) => module.CheckoutFlow);
// The steps, the summary and the checkout calls load once there is a cart to check out (docs/page-speed.md).
const CheckoutFlow = browserOnly(loadCheckoutFlow, { loading: FlowLoading });

function FlowLoading() {
  const { t } = useTranslation('checkout');
  return <LoadingState label={t('loading')} />;
}

export function CheckoutTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('checkout');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('title')}>
      <NoIndex />
      <CheckoutContents />
    </StorePage>
  );
}

/** /checkout behind the saved-state gate (docs/requirements/pages.md#saved-state-gate): the cart is the shopper's, read in the browser. */
function CheckoutContents() {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const ready = useSavedStateReady();
  const cart = useAppSelector(selectCart);
  const loading = useAppSelector(selectCartLoading);
  const [leaving, setLeaving] = useState(false);
  const claiming = useClaimCart(ready);
  const filled = (cart?.items.length ?? 0) > 0;
  useEffect(() => {
    if (filled) void loadCheckoutFlow();
  }, [filled]);
  // A code only: its translated text is shown, whatever the URL says (an unknown code reads as a failed payment).
  const declined = router.query.declined === undefined ? null : readPaymentFailureCode(router.query.declined);

  async function placed(order: PlacedOrder) {
    setLeaving(true);
    if (order.next === 'payment' && order.redirectUrl) {
      window.location.assign(order.redirectUrl);
      return;
    }
    await router.push(orderPagePath(order.next === 'thankyou' ? 'thankyou' : 'confirmation', order.orderID, order.accessKey));
  }

  const empty = (
    <EmptyState
      icon="bag"
      title={t('empty.title')}
      text={t('empty.text')}
      cta={{ href: '/', label: t('empty.cta') }}
      classNames={{ root: styles.empty, icon: styles.emptyIcon }} />
  );

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Icon name="lock" size={22} />
        {t('title')}
      </h1>
      {declined ? <p role="alert" className={styles.declined} data-failure={declined}>{`${t(`payment.failure.${declined}`)} ${t('payment.retry')}`}</p> : null}
      {!ready || leaving || claiming || (loading && !cart) ? (
        <LoadingState label={leaving ? t('leaving') : t('loading')} reserve={leaving ? undefined : empty} reserveOnFirstVisit />
      ) : !cart || cart.items.length === 0 ? (
        empty
      ) : (
        <CheckoutFlow cart={cart} onPlaced={(order) => void placed(order)} />
      )}
    </div>
  );
}
