import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/storefront/app/hooks';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { hasPageData } from '@/storefront/lib/page-data';
import { FormAlert } from '@/storefront/modules/account/form-field';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/modules/layout/layout-types';
import { StorePage } from '@/storefront/modules/layout/store-page';
import { useHandlePaymentMutation } from './checkout-api';
import { checkoutErrorMessage } from './checkout-messages';
import { NoIndex } from './no-index';
import { CHECKOUT_PATH, orderPagePath } from './order-paths';
import { readPaymentReturn } from './payment-return';
import styles from './checkout.module.css';

export function PaymentReturnTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('checkout');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('paymentReturn.title')}>
      <NoIndex />
      <PaymentReturn />
    </StorePage>
  );
}

/**
 * The payment page sent the shopper back with a signed result in the query: hand it to
 * `handlePaymnt/` (the services check the signature), then go on to the order, or back to
 * /checkout with the decline and the cart the services restored (read again by its id).
 */
function PaymentReturn() {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const ready = useSavedStateReady();
  const [handle] = useHandlePaymentMutation();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!ready || !router.isReady || sent.current) return;
    sent.current = true;
    const body = readPaymentReturn(router.query);
    if (!body) {
      setError(t('errors.orderDetails'));
      return;
    }
    void (async () => {
      const result = await handle(body);
      if (result.error) {
        setError(checkoutErrorMessage(result.error, t('errors.orderDetails')));
        return;
      }
      const payment = result.data;
      if (payment.paymentStatus !== 'failed') {
        await router.replace(orderPagePath('confirmation', payment.orderID, payment.accessKey));
        return;
      }
      if (payment.cartID) await dispatch(cartApi.endpoints.getCartSummary.initiate(payment.cartID, { forceRefetch: true, subscribe: false }));
      const reason = payment.failureReason ?? body.reason ?? t('paymentReturn.failed');
      // The order's id and key let /checkout offer the addresses the shopper already gave.
      const query = new URLSearchParams({ declined: reason, orderID: String(payment.orderID), key: payment.accessKey });
      await router.replace(`${CHECKOUT_PATH}?${query.toString()}`);
    })();
  }, [ready, router, handle, dispatch, t]);

  return (
    <div className={`container ${styles.page}`}>
      {error ? (
        <div className={styles.empty}>
          <h1 className={styles.title}>{t('paymentReturn.problemTitle')}</h1>
          <FormAlert>{error}</FormAlert>
          <Link href={CHECKOUT_PATH} className="button">{t('paymentReturn.back')}</Link>
        </div>
      ) : (
        <div className={styles.loading} role="status">
          <span className="spinner" aria-hidden="true" />
          {t('paymentReturn.checking')}
        </div>
      )}
    </div>
  );
}
