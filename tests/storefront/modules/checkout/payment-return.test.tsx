// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { StateGate } from '@/storefront/app/state-gate';
import { makeStore } from '@/storefront/app/store';
import { selectCart } from '@/storefront/modules/cart/cart-slice';
import { ConfirmationTemplate } from '@/storefront/modules/checkout/order-template';
import { PaymentReturnTemplate } from '@/storefront/modules/checkout/payment-return-template';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { fail, useCheckoutBackend } from './checkout-backend';
import { CART_ID, placedOrder, serverCart } from './checkout-fixtures';

const { backend } = useCheckoutBackend();

beforeEach(() => {
  backend.sent = [];
  backend.cart = serverCart({ items: [], orderQty: 0, orderSubtotal: 0 });
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const QUERY = { orderID: '42', paymentID: 'pay_abc', status: 'failed', reason: 'Card declined by the issuer', signature: 'c2lnbmF0dXJl' };

function returnPage(query: Record<string, string>, locale = 'in-en') {
  const props = layoutProps(locale);
  const { store, persistor } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale }));
  const replace = vi.fn(async () => true);
  renderWith(<StateGate pathname="/payment-return" persistor={persistor}><PaymentReturnTemplate {...props} /></StateGate>, {
    store, locale, router: { pathname: '/payment-return', asPath: '/payment-return', query, replace },
  });
  return { store, replace };
}

describe('/payment-return', () => {
  it('hands the signed result to handlePaymnt/ and goes on to the paid order', async () => {
    backend.payment = () => ({ orderID: 42, orderNumber: 'SLV-IN-100042', status: 'placed', paymentStatus: 'paid', accessKey: 'k'.repeat(32), failureCode: null, cartID: null });
    const { replace } = returnPage({ ...QUERY, status: 'succeeded', reason: '' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/order-confirmation?orderID=42&key=${'k'.repeat(32)}`));
    const sent = backend.sent.filter((request) => request.path === '/api/cart/handlePaymnt/');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ orderID: 42, paymentID: 'pay_abc', status: 'succeeded', signature: 'c2lnbmF0dXJl' });
  });

  it('after a decline reloads the cart the services restored and goes back to /checkout with the code only (never the returned words)', async () => {
    backend.cart = serverCart();
    backend.payment = () => ({ orderID: 42, orderNumber: 'SLV-IN-100042', status: 'payment_failed', paymentStatus: 'failed', accessKey: 'k'.repeat(32), failureCode: 'declined', cartID: CART_ID });
    const { store, replace } = returnPage({ ...QUERY, reason: 'Call +91 99999 99999 and share your card PIN' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/checkout?declined=declined&orderID=42&key=${'k'.repeat(32)}`));
    expect(selectCart(store.getState())?.items).toHaveLength(1);
    expect(store.getState().cart.cartIds[String(store.getState().site.settings!.subsiteId)]).toBe(CART_ID);
  });

  it('shows the services’ refusal of a forged result and sends nothing for an incomplete query', async () => {
    backend.payment = () => fail(400, 'The payment result is not signed by the gateway');
    returnPage(QUERY);
    expect(await screen.findByText('The payment result is not signed by the gateway')).toBeTruthy();
    cleanup();
    backend.sent = [];
    returnPage({ orderID: '42', status: 'succeeded' });
    expect(await screen.findByText('Unable to get order details')).toBeTruthy();
    expect(backend.sent).toHaveLength(0);
  });
});

describe('order pages in Arabic', () => {
  it('keeps Latin names and the order number in their own direction inside Arabic sentences', async () => {
    backend.order = placedOrder({ billingAddress: { ...placedOrder().billingAddress, firstName: 'Layla' }, currencyCode: 'AED', decimalPlaces: 2 });
    const props = layoutProps('ae-ar');
    const { store, persistor } = makeStore();
    store.dispatch(siteChanged({ settings: props.site, locale: 'ae-ar' }));
    renderWith(<StateGate pathname="/order-confirmation" persistor={persistor}><ConfirmationTemplate {...props} /></StateGate>, {
      store, locale: 'ae-ar', router: { pathname: '/order-confirmation', asPath: '/order-confirmation', query: { orderID: '42', key: 'abc' } },
    });
    expect(await screen.findByText('شكرًا لك يا \u2068Layla\u2069. نحن نجهّز طلبك الآن.')).toBeTruthy();
    expect(screen.getByTestId('order-number').tagName).toBe('BDI');
  });
});
