import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { readPaymentFailureCode } from '@/shared/payment-failure';
import { useAppSelector } from '@/storefront/app/hooks';
import { selectSignedInUser } from '@/storefront/app/auth-slice';
import { trackAddShippingInfo, trackBeginCheckout } from '@/storefront/lib/analytics';
import { AddressSection } from './address-section';
import { useGetOrderQuery } from './checkout-api';
import { addressLine } from './checkout-form';
import { CheckoutSection } from './checkout-section';
import { CheckoutSummary } from './checkout-summary';
import { CreditPanel } from './credit-panel';
import { DeliverySummary } from './delivery-summary';
import { GiftForm } from './gift-section';
import { PaymentPanel } from './payment-panel';
import { PromotionsPanel } from './promotions-panel';
import type { PlacedOrder } from './checkout-types';
import styles from './checkout.module.css';
import { useIsolate } from './use-isolate';

/**
 * The checkout's steps and summary, loaded once the saved-state gate has opened on a cart with pieces
 * (checkout-template.tsx): with the checkout calls and RTK Query, which the page's first paint does
 * not need (docs/page-speed.md). After a declined payment (`?declined=…&orderID=…&key=…`) the
 * address form starts from that order's addresses.
 */
export function CheckoutFlow({ cart, onPlaced }: { cart: Cart; onPlaced: (order: PlacedOrder) => void }) {
  const { t } = useTranslation('checkout');
  const router = useRouter();
  const declined = router.query.declined === undefined ? null : readPaymentFailureCode(router.query.declined);
  const declinedOrderID = Number(router.query.orderID);
  const declinedKey = typeof router.query.key === 'string' ? router.query.key : undefined;
  const { data: previous = null } = useGetOrderQuery({ orderID: declinedOrderID, key: declinedKey }, { skip: !declined || !Number.isInteger(declinedOrderID) || declinedOrderID <= 0 });
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
