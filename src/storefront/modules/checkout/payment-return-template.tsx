import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import type { HandlePaymentBody } from '@/shared/contracts/order-placement';
import { useAppDispatch } from '@/storefront/app/hooks';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import { CHECKOUT_PATH, orderPagePath } from './order-paths';
import { PaymentReturnPage } from '@/storefront/modules/shell/payment-return-page';
import styles from './checkout.module.css';

// The payment's call (and RTK Query) loads as the page starts settling, not with its first paint (docs/page-speed.md).
const handlePaymentCall = () => import('./checkout-api').then((module) => module.checkoutApi.endpoints.handlePayment);

/**
 * `/payment-return`: hand the signed result to `handlePaymnt/`, then go on to the order, or back to
 * /checkout with the decline and the cart the services restored (read again by its id).
 */
export function PaymentReturnTemplate(props: StorePageProps | EmptyPageProps) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [handle] = useDeferredMutation(handlePaymentCall);

  async function settle(body: HandlePaymentBody) {
    const result = await handle(body);
    if (result.error) return checkoutErrorMessage(result.error, t('errors.orderDetails'));
    const payment = result.data;
    if (payment.paymentStatus !== 'failed') {
      await router.replace(orderPagePath('confirmation', payment.orderID, payment.accessKey));
      return null;
    }
    const { cartApi } = await import('@/storefront/modules/cart/cart-api');
    if (payment.cartID) await dispatch(cartApi.endpoints.getCartSummary.initiate(payment.cartID, { forceRefetch: true, subscribe: false }));
    // Only the services' code goes on: /checkout words it in the shopper's language (never the provider's
    // words, nor anything else from a URL). The order's id and key let /checkout offer its addresses again.
    const query = new URLSearchParams({ declined: payment.failureCode ?? 'failed', orderID: String(payment.orderID), key: payment.accessKey });
    await router.replace(`${CHECKOUT_PATH}?${query.toString()}`);
    return null;
  }

  const text = { invalid: t('errors.orderDetails'), checking: t('paymentReturn.checking'), problemTitle: t('paymentReturn.problemTitle'), back: t('paymentReturn.back') };
  const classNames = { page: styles.page, problem: styles.empty, problemTitle: styles.title };
  return <PaymentReturnPage page={props} title={t('paymentReturn.title')} settle={settle} text={text} backHref={CHECKOUT_PATH} classNames={classNames} />;
}
