import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { readPaymentFailureCode } from '@/shared/payment-failure';
import { useAppSelector } from '@/storefront/app/hooks';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { useSavedStateReady } from '@/storefront/app/state-gate';
import { trackAddShippingInfo, trackBeginCheckout } from '@/storefront/lib/analytics';
import { hasPageData } from '@/storefront/lib/page-data';
import { selectCart, selectCartLoading } from '@/storefront/modules/cart/cart-slice';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { EmptyState, LoadingState } from '@/storefront/modules/common/page-state';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { AddressSection } from './address-section';
import { useClaimCart } from './use-claim-cart';
import { useGetOrderQuery } from './checkout-api';
import { addressLine } from './checkout-form';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { CreditPanel } from './credit-panel';
import { DeliverySummary } from './delivery-summary';
import { GiftForm } from './gift-section';
import { NoIndex } from '@/storefront/modules/common/no-index';
import { orderPagePath } from './order-paths';
import { PaymentPanel } from './payment-panel';
import { PromotionsPanel } from './promotions-panel';
import type { Order, PlacedOrder } from './checkout-types';
import styles from './checkout.module.css';
import { useIsolate } from './use-isolate';

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
  // A code only: its translated text is shown, whatever the URL says (an unknown code reads as a failed payment).
  const declined = router.query.declined === undefined ? null : readPaymentFailureCode(router.query.declined);
  const declinedOrderID = Number(router.query.orderID);
  const declinedKey = typeof router.query.key === 'string' ? router.query.key : undefined;
  const { data: previous } = useGetOrderQuery({ orderID: declinedOrderID, key: declinedKey }, { skip: !ready || !declined || !Number.isInteger(declinedOrderID) || declinedOrderID <= 0 });

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
        <LoadingState label={leaving ? t('leaving') : t('loading')} reserve={leaving ? undefined : empty} />
      ) : !cart || cart.items.length === 0 ? (
        empty
      ) : (
        <CheckoutFlow cart={cart} previous={previous ?? null} onPlaced={(order) => void placed(order)} />
      )}
    </div>
  );
}

function CheckoutFlow({ cart, previous, onPlaced }: { cart: Cart; previous: Order | null; onPlaced: (order: PlacedOrder) => void }) {
  const { t } = useTranslation('checkout');
  const user = useAppSelector(selectSignedInUser);
  const isolate = useIsolate();
  const hasAddress = cart.checkout.billingAddress !== null && cart.checkout.shippingAddress !== null;
  const [editingAddress, setEditingAddress] = useState(!hasAddress);
  const [editingGift, setEditingGift] = useState(false);
  const began = useRef(false);

  useEffect(() => {
    if (began.current) return;
    began.current = true;
    trackBeginCheckout(cart);
  }, [cart]);

  const shipping = cart.checkout.shippingAddress;
  const gift = cart.checkout.gift;
  const addressState = editingAddress || !hasAddress ? 'open' : 'done';
  let step = 0;
  const next = () => ++step;

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <CheckoutSection id="address" step={next()} title={t('address.title')} state={addressState} onEdit={() => setEditingAddress(true)}
          summary={shipping ? (
            <>
              <p><bdi>{cart.checkout.billingEmail}</bdi></p>
              <p>{t('address.deliverTo', { address: isolate(addressLine(shipping)) })}</p>
              {cart.checkout.billingAddressDifferent === 'Yes' && cart.checkout.billingAddress ? <p className={styles.muted}>{t('address.billTo', { address: isolate(addressLine(cart.checkout.billingAddress)) })}</p> : null}
            </>
          ) : null}>
          <AddressSection key={previous ? 'previous' : 'fresh'} cart={cart} user={user} previous={previous} onCancel={hasAddress ? () => setEditingAddress(false) : undefined}
            onSaved={(saved) => { setEditingAddress(false); trackAddShippingInfo(saved); }} />
        </CheckoutSection>

        <CheckoutSection id="delivery" step={next()} title={t('delivery.title')} state={hasAddress ? 'open' : 'locked'} lockedHint={t('delivery.locked')}>
          <DeliverySummary cart={cart} />
        </CheckoutSection>

        <CheckoutSection id="gift" step={next()} title={t('gift.title')} state={editingGift ? 'open' : 'done'} onEdit={() => setEditingGift(true)}
          editLabel={gift ? undefined : t('gift.add')} complete={gift !== null}
          summary={gift ? (
            <>
              <p>{t('gift.for', { name: isolate(gift.recipientName) })}{gift.giftWrap ? ` · ${t('gift.wrapped')}` : ''}</p>
              {gift.giftMessage ? <p className={styles.quote}>“{gift.giftMessage}”</p> : null}
            </>
          ) : <p className={styles.muted}>{t('gift.none')}</p>}>
          <GiftForm cart={cart} onDone={() => setEditingGift(false)} />
        </CheckoutSection>

        <CheckoutSection id="promotions" step={next()} title={t('promotions.title')} state="open">
          <PromotionsPanel cart={cart} />
        </CheckoutSection>

        {user && cart.checkout.storeCredit ? (
          <CheckoutSection id="credit" step={next()} title={t('credit.title')} state="open">
            <CreditPanel cart={cart} />
          </CheckoutSection>
        ) : null}

        <CheckoutSection id="payment" step={next()} title={t('payment.title')} state={hasAddress && !editingAddress ? 'open' : 'locked'} lockedHint={t('payment.locked')}>
          <PaymentPanel cart={cart} onPlaced={onPlaced} />
        </CheckoutSection>
      </div>
      <CheckoutSummary cart={cart} />
    </div>
  );
}
