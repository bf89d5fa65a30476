import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { paymentFailureCode } from '@/shared/payment-failure';
import type { HandlePaymentBody } from '@/shared/contracts/order-placement';
import { PaymentReturnPage } from '@/storefront/modules/shell/payment-return-page';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { ORDER_LISTING_PATH, ORDER_DETAIL_PATH } from './order-paths';
import { afterSalesError } from './orders-messages';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import styles from './orders.module.css';

// The payment's call (and RTK Query) loads as the page starts settling, not with its first paint (docs/page-speed.md).
const completeExcessPaymentCall = () => import('./orders-api').then((module) => module.ordersApi.endpoints.completeExcessPayment);

/**
 * `/excess-payment-return`: hand the signed result to `excessPayment/` and show the order with the
 * outcome.
 */
export function ExcessReturnTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const [complete] = useDeferredMutation(completeExcessPaymentCall);

  async function settle(body: HandlePaymentBody) {
    const result = await complete(body);
    if (result.error) return afterSalesError(result.error, t('errors.detail'), t('errors.somethingWrong'));
    const outcome = result.data.paymentStatus === 'succeeded' ? 'succeeded' : result.data.paymentStatus === 'pending' ? 'pending' : 'failed';
    const query = new URLSearchParams({ id: String(result.data.orderID), excess: outcome });
    // A code only (the order page words it): never the provider's words in a URL.
    if (outcome === 'failed') query.set('reason', paymentFailureCode(result.data.failureReason));
    await router.replace(`${ORDER_DETAIL_PATH}?${query.toString()}`);
    return null;
  }

  // The problem's title takes the page's own heading size; the wait is centred like the dashboard's.
  const text = { invalid: t('errors.detail'), checking: t('excess.checking'), problemTitle: t('excess.problemTitle'), back: t('detail.back') };
  return <PaymentReturnPage page={props} title={t('excess.returnTitle')} settle={settle} text={text} backHref={ORDER_LISTING_PATH} classNames={{ page: styles.returnPage, problem: styles.empty, loading: styles.loading }} />;
}
