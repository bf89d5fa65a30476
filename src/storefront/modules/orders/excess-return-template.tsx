import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { hasPageData } from '@/storefront/lib/page-data';
import { FormAlert } from '@/storefront/modules/account/form-field';
import { NoIndex } from '@/storefront/modules/checkout/no-index';
import { readPaymentReturn } from '@/storefront/modules/checkout/payment-return';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/modules/layout/layout-types';
import { StorePage } from '@/storefront/modules/layout/store-page';
import { ORDER_LISTING_PATH, ORDER_DETAIL_PATH } from './order-paths';
import { afterSalesError } from './orders-messages';
import { useCompleteExcessPaymentMutation } from './orders-api';
import styles from './orders.module.css';

/**
 * `/excess-payment-return`: the payment page sent the shopper back with a signed result; hand it to
 * `excessPayment/` (the services check the signature) and show the order with the outcome.
 */
export function ExcessReturnTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('orders');
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <StorePage page={props} title={t('excess.returnTitle')}>
      <NoIndex />
      <ExcessReturn />
    </StorePage>
  );
}

function ExcessReturn() {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const ready = useSavedStateReady();
  const [complete] = useCompleteExcessPaymentMutation();
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!ready || !router.isReady || sent.current) return;
    sent.current = true;
    const body = readPaymentReturn(router.query);
    if (!body) {
      setError(t('errors.detail'));
      return;
    }
    void (async () => {
      const result = await complete(body);
      if (result.error) {
        setError(afterSalesError(result.error, t('errors.detail'), t('errors.somethingWrong')));
        return;
      }
      const outcome = result.data.paymentStatus === 'succeeded' ? 'succeeded' : result.data.paymentStatus === 'pending' ? 'pending' : 'failed';
      const query = new URLSearchParams({ id: String(result.data.orderID), excess: outcome });
      if (outcome === 'failed') query.set('reason', result.data.failureReason ?? body.reason ?? '');
      await router.replace(`${ORDER_DETAIL_PATH}?${query.toString()}`);
    })();
  }, [ready, router, complete, t]);

  return (
    <div className={`container ${styles.returnPage}`}>
      {error ? (
        <div className={styles.empty}>
          <h1>{t('excess.problemTitle')}</h1>
          <FormAlert>{error}</FormAlert>
          <Link href={ORDER_LISTING_PATH} className="button">{t('detail.back')}</Link>
        </div>
      ) : (
        <p className={styles.loading} role="status">
          <span className="spinner" aria-hidden="true" />
          {t('excess.checking')}
        </p>
      )}
    </div>
  );
}
