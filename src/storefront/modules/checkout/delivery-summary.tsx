import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { useLazyCheckPincodeQuery } from '@/storefront/modules/catalogue/catalogue-api';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useSite } from '@/storefront/modules/common/site-context';
import addressStyles from './checkout-address.module.css';
import styles from './checkout.module.css';
import { useIsolate } from './use-isolate';

/**
 * Delivery to the cart's shipping pincode: free insured shipping, and the date estimate of the
 * product page's pincode call (`GET /api/products/{id}/pincode/{pin}`) for the cart's first piece.
 * The services already refused an address they cannot serve, so this is the estimate only.
 */
export function DeliverySummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const { languageTag } = useSite();
  const isolate = useIsolate();
  const pin = cart.checkout.shippingAddress?.zip ?? '';
  const productID = cart.items[0]?.productID;
  const [check, { currentData: result, isFetching, isError }] = useLazyCheckPincodeQuery();

  useEffect(() => {
    if (pin && productID) void check({ productID, pin }, true);
  }, [pin, productID, check]);

  const date = result?.estimatedDeliveryDate
    ? new Intl.DateTimeFormat(languageTag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${result.estimatedDeliveryDate}T00:00:00Z`))
    : null;

  return (
    <div className={addressStyles.delivery} role="status" aria-live="polite">
      <p className={addressStyles.deliveryLine}>
        <Icon name="truck" size={20} />
        <span>
          <strong>{t('delivery.method')}</strong> · {t('delivery.free')}
        </span>
      </p>
      {isFetching ? (
        <p className={styles.muted}><span className="spinner" aria-hidden="true" /> {t('delivery.checking', { pin: isolate(pin) })}</p>
      ) : isError ? (
        <p className={styles.muted}>{t('delivery.estimateUnavailable')}</p>
      ) : result && !result.deliverable ? (
        <p className={styles.bad}>{result.message || t('delivery.notServed', { pin: isolate(pin) })}</p>
      ) : date ? (
        <p>{result?.city ? t('delivery.byCity', { date, city: isolate(result.city), pin: isolate(pin) }) : t('delivery.by', { date, pin: isolate(pin) })}</p>
      ) : null}
    </div>
  );
}
