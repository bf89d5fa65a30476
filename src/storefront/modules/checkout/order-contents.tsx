import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { baseApi } from '@/storefront/api/base-api';
import { useAppDispatch, useAppSelector } from '@/storefront/app/hooks';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { trackPurchase } from '@/storefront/lib/analytics';
import { selectCartId } from '@/storefront/modules/cart/cart-slice';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { Link } from '@/storefront/modules/common/link';
import { LoadingState } from '@/storefront/modules/common/page-state';
import { useGetOrderQuery } from './checkout-api';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import { OrderView } from './order-view';
import styles from './checkout.module.css';
import orderStyles from './order-page.module.css';
import { useIsolate } from './use-isolate';

export type OrderPageKind = 'thankyou' | 'confirmation';

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);



export function OrderContents({ kind }: { kind: OrderPageKind }) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const isolate = useIsolate();
  const ready = useSavedStateReady();
  const cartID = useAppSelector(selectCartId);
  const orderID = Number(single(router.query.orderID));
  const key = single(router.query.key);
  const valid = router.isReady && Number.isInteger(orderID) && orderID > 0;
  const { data: order, error, isLoading } = useGetOrderQuery({ orderID, key }, { skip: !ready || !valid });

  // The services emptied the cart when the order was placed: read it again for the header count.
  useEffect(() => {
    if (ready && cartID) dispatch(baseApi.util.invalidateTags([{ type: 'Cart', id: cartID }]));
  }, [ready, cartID, dispatch]);

  useEffect(() => {
    if (order && order.status !== 'pending_payment' && order.paymentStatus !== 'failed') trackPurchase(order);
  }, [order]);

  const failed = (router.isReady && !valid) || error;
  return (
    <div className={`container ${styles.page} ${orderStyles.orderPage}`}>
      {failed ? (
        <div className={styles.empty}>
          <h1 className={styles.title}>{t('order.notFoundTitle')}</h1>
          <FormAlert>{error ? checkoutErrorMessage(error, t('errors.orderDetails')) : t('errors.orderDetails')}</FormAlert>
          <Link href="/" className="button">{t('empty.cta')}</Link>
        </div>
      ) : !ready || isLoading || !order ? (
        <LoadingState label={t('order.loading')} />
      ) : (
        <>
          <header className={styles.orderHeader}>
            <span className={orderStyles.orderIcon}><Icon name="tick-badge" size={36} /></span>
            <h1 className={styles.title}>{t(`order.${kind}.title`)}</h1>
            <p>{t(`order.${kind}.text`, { name: isolate(order.billingAddress.firstName) })}</p>
          </header>
          <OrderView order={order} />
          <p className={orderStyles.orderActions}>
            <Link href="/" className="button">{t('order.continue')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
