// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NextRouter } from 'next/router';
import { signedIn } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { StateGate } from '@/storefront/app/state-gate';
import { makeStore } from '@/storefront/app/store';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { CheckoutTemplate } from '@/storefront/modules/checkout/checkout-template';
import { ConfirmationTemplate } from '@/storefront/modules/checkout/order-template';
import { notify } from '@/storefront/modules/common/notify';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { fail, useCheckoutBackend } from './checkout-backend';
import { ADDRESS, CART_ID, cartWithAddress, placedOrder, serverCart } from './checkout-fixtures';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const { backend } = useCheckoutBackend();

beforeEach(() => {
  backend.cart = serverCart();
  backend.sent = [];
  backend.put = () => backend.cart;
  backend.order = placedOrder();
  window.dataLayer = [];
});
afterEach(() => {
  cleanup();
  vi.mocked(notify).mockClear();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function checkoutPage({ cart = serverCart(), signedInAs = false, router = {} }: { cart?: typeof backend.cart; signedInAs?: boolean; router?: Partial<NextRouter> } = {}) {
  backend.cart = cart;
  const props = layoutProps('in-en');
  const { store, persistor } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
  if (signedInAs) store.dispatch(signedIn({ user: { userID: 7, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '+919876543210' }, tokens: { accessToken: 'a', refreshToken: 'r' } }));
  await store.dispatch(cartApi.endpoints.getCartSummary.initiate(CART_ID, { subscribe: false }));
  renderWith(<StateGate pathname="/checkout" persistor={persistor}><CheckoutTemplate {...props} /></StateGate>, {
    store,
    router: { pathname: '/checkout', asPath: '/checkout', ...router },
  });
  return store;
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sentWith = (mode: string) => backend.sent.filter((request) => (request.body as { mode?: string } | null)?.mode === mode);
const orders = () => backend.sent.filter((request) => request.path.includes('/postorders/'));

describe('/checkout', () => {
  it('shows a friendly empty state linking back to shopping when the bag is empty', async () => {
    await checkoutPage({ cart: serverCart({ items: [], orderQty: 0, orderSubtotal: 0 }) });
    expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows the server’s totals in the summary, never its own sums', async () => {
    await checkoutPage({
      cart: cartWithAddress({
        // Deliberately not what the lines add up to: the page must show the server's figures.
        totals: { subtotal: 48268, discount: 4827, shipping: 0, tax: 1265, total: 43441, credit: 1000, amountDue: 42441 },
      }),
    });
    await screen.findByRole('heading', { name: 'Order summary' });
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('₹48,268');
    expect(screen.getByTestId('summary-discount').textContent).toBe('−₹4,827');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('summary-tax').textContent).toBe('₹1,265');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹43,441');
    expect(screen.getByTestId('summary-credit').textContent).toBe('−₹1,000');
    expect(screen.getByTestId('summary-amount-due').textContent).toBe('₹42,441');
    expect(window.dataLayer?.some((entry) => entry.event === 'begin_checkout')).toBe(true);
  });

  it('checks the guest form before sending, then saves the address and collapses the step', async () => {
    backend.put = (_mode, body) => cartWithAddress({ checkout: { ...cartWithAddress().checkout, billingEmail: String(body.billingEmail) } });
    await checkoutPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter your E-mail.')).toBeTruthy();
    expect(screen.getByText('Please enter your First name.')).toBeTruthy();
    expect(sentWith('add_address')).toHaveLength(0);

    // Each error goes as soon as its field is put right; the others stay until theirs are.
    fill('E-mail', 'asha@example.com');
    expect(screen.queryByText('Please enter your E-mail.')).toBeNull();
    expect(screen.getByText('Please enter your First name.')).toBeTruthy();
    fill('First name', ADDRESS.firstName);
    expect(screen.queryByText('Please enter your First name.')).toBeNull();
    fill('Last name', ADDRESS.lastName);
    fill('Address line 1', ADDRESS.address1);
    fill('City', ADDRESS.city);
    fill('PIN / postal code', '4000');
    fill('Mobile number', '98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a valid PIN / postal code.')).toBeTruthy();
    fill('PIN / postal code', '400001');
    expect(screen.queryByText('Please enter a valid PIN / postal code.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Deliver to: Asha Rao, 12 Marine Drive, Mumbai 400001')).toBeTruthy();
    expect(sentWith('add_address')[0]!.body).toMatchObject({ cartID: CART_ID, billingCountry: 'India', billingPhone: '+919876543210', billingZip: '400001', billingAddressDifferent: 'No', shippingSaveToList: 'no' });
    expect(await screen.findByText(/Arrives in Mumbai, 400001, by/)).toBeTruthy();
    expect(window.dataLayer?.find((entry) => entry.event === 'add_shipping_info')).toMatchObject({ ecommerce: { shipping_tier: 'Ground' } });
  });

  it('shows the services’ refusal of an address in place, and docs/requirements/messages.md#checkout-messages’s text when they gave none', async () => {
    backend.put = () => fail(409, 'We do not deliver to 999999 yet');
    await checkoutPage({ signedInAs: true });
    // Signed in: the cart is linked to the account first, and the e-mail comes from it.
    expect((await screen.findByLabelText<HTMLInputElement>('E-mail')).value).toBe('asha@example.com');
    expect(backend.sent.filter((request) => request.path === `/api/cart/mapUserCart/${CART_ID}/`)).toHaveLength(1);
    fill('First name', 'Asha');
    fill('Last name', 'Rao');
    fill('Address line 1', '1 Nowhere Road');
    fill('City', 'Nowhere');
    fill('PIN / postal code', '999999');
    fill('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'We do not deliver to 999999 yet');

    backend.put = () => new Response('gateway down', { status: 502 });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    // Said in place only: no toast repeats it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable to add the address'));
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('asks for the cash-on-delivery code before the order can be placed', async () => {
    const withAddress = cartWithAddress();
    backend.put = (mode, body) => {
      if (mode === 'send_cod_otp') return { ...backend.cart, checkout: { ...backend.cart.checkout, cod: { verified: false, codeSentTo: '+91•••••43210' } } };
      if (mode === 'verify_cod_otp') return body.otp === '123456' ? { ...backend.cart, checkout: { ...backend.cart.checkout, cod: { verified: true, codeSentTo: '+91•••••43210' } } } : fail(400, 'That code is not right: 4 tries left');
      return backend.cart;
    };
    await checkoutPage({ cart: withAddress });
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to +91•••••43210')).toBeTruthy();
    fill('6-digit code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right: 4 tries left')).toBeTruthy();
    fill('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Mobile number verified for cash on delivery')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false));
  });

  it('sends one order for a double click, with an Idempotency-Key and the total the shopper saw', async () => {
    const push = vi.fn(async () => true);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const place = backend.place;
    backend.place = async (body, key) => {
      await held;
      return place(body, key);
    };
    await checkoutPage({ cart: cartWithAddress({ checkout: { ...cartWithAddress().checkout, cod: { verified: true, codeSentTo: '+91•••••43210' } } }), router: { push } });
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    const button = await screen.findByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Placing your order…', { selector: 'button' })).toBeTruthy();
    release();
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/order-confirmation?orderID=42&key=${'k'.repeat(32)}`));
    expect(orders()).toHaveLength(1);
    expect(orders()[0]!.body).toEqual({ paymentSettingsGroupKey: 'cod', expectedTotal: 48268, expectedAmountDue: 48268 });
    expect(orders()[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.dataLayer?.find((entry) => entry.event === 'add_payment_info')).toMatchObject({ ecommerce: { payment_type: 'cod' } });
    backend.place = place;
  });

  it('shows a changed total clearly and places only when the shopper confirms again, with a new key', async () => {
    const repriced = cartWithAddress({ totals: { subtotal: 48505, discount: 0, shipping: 0, tax: 1413, total: 48505, credit: 0, amountDue: 48505 } });
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
    backend.place = (body) => {
      if (body.expectedTotal !== 48505) return fail(409, 'The total changed from ₹48,268 to ₹48,505. Please review your order.', repriced);
      return { orderID: 43, orderNumber: 'SLV-IN-100043', status: 'pending_payment', paymentStatus: 'pending', accessKey: 'a'.repeat(32), next: 'payment', redirectUrl: 'http://services.test/sandbox-pay/pay_1', total: 48505, amountDue: 48505 };
    };
    await checkoutPage({ cart: cartWithAddress() });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹48,268 securely' }));

    const alert = await screen.findByText('The total changed from ₹48,268 to ₹48,505. Please review your order.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByTestId('new-total').textContent).toBe('₹48,505');
    expect(screen.getByTestId('summary-total').textContent).toBe('₹48,505');
    expect(orders()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new total of ₹48,505' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://services.test/sandbox-pay/pay_1'));
    expect(orders()).toHaveLength(2);
    expect(orders()[1]!.body).toEqual({ paymentSettingsGroupKey: 'card', expectedTotal: 48505, expectedAmountDue: 48505 });
    expect(orders()[1]!.headers['idempotency-key']).not.toBe(orders()[0]!.headers['idempotency-key']);
  });

  it('shows a raised amount to pay (store credit spent meanwhile, same total) and places only when the shopper confirms it', async () => {
    const credited = cartWithAddress({ totals: { subtotal: 48268, discount: 0, shipping: 0, tax: 1406, total: 48268, credit: 5000, amountDue: 43268 } });
    const repriced = cartWithAddress({ totals: { ...credited.totals, credit: 0, amountDue: 48268 } });
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign } });
    backend.place = (body) => {
      if (body.expectedAmountDue !== 48268) return fail(409, 'The amount to pay changed from ₹43,268 to ₹48,268. Please review your order.', repriced);
      return { orderID: 44, orderNumber: 'SLV-IN-100044', status: 'pending_payment', paymentStatus: 'pending', accessKey: 'a'.repeat(32), next: 'payment', redirectUrl: 'http://services.test/sandbox-pay/pay_2', total: 48268, amountDue: 48268 };
    };
    await checkoutPage({ cart: credited });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹43,268 securely' }));

    expect(await screen.findByText('The amount to pay changed from ₹43,268 to ₹48,268. Please review your order.')).toBeTruthy();
    expect(orders()[0]!.body).toEqual({ paymentSettingsGroupKey: 'card', expectedTotal: 48268, expectedAmountDue: 43268 });
    expect(screen.getByTestId('new-total').textContent).toBe('₹48,268');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new total of ₹48,268' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://services.test/sandbox-pay/pay_2'));
    expect(orders()[1]!.body).toEqual({ paymentSettingsGroupKey: 'card', expectedTotal: 48268, expectedAmountDue: 48268 });
    expect(orders()[1]!.headers['idempotency-key']).not.toBe(orders()[0]!.headers['idempotency-key']);
  });

  it("says 'Error while creating order' when the services give no reason, and keeps the key for a retry after no answer", async () => {
    let calls = 0;
    backend.place = () => (++calls === 1 ? new Response(null, { status: 503 }) : fail(409, 'Only 1 left in size 12 of Lotus Gold Ring'));
    await checkoutPage({ cart: cartWithAddress() });
    const button = await screen.findByRole('button', { name: 'Pay ₹48,268 securely' });
    fireEvent.click(button);
    expect(await screen.findByText('Error while creating order')).toBeTruthy();
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(await screen.findByText('Only 1 left in size 12 of Lotus Gold Ring')).toBeTruthy();
    expect(orders()[1]!.headers['idempotency-key']).toBe(orders()[0]!.headers['idempotency-key']);
  });

  it('counts down the gift message’s 250 characters and saves the gift', async () => {
    backend.put = (_mode, body) => ({ ...backend.cart, checkout: { ...backend.cart.checkout, gift: { recipientName: String(body.recipientName), giftMessage: String(body.giftMessage), giftWrap: Boolean(body.giftWrap) } } });
    await checkoutPage({ cart: cartWithAddress() });
    fireEvent.click(await screen.findByRole('button', { name: 'Add gift options' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'This order is a gift' }));
    fill('Recipient’s name', 'Meera');
    fill('Gift message (optional)', 'Happy birthday!');
    expect(screen.getByText('235 characters left of 250')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add gift wrap' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save gift options' }));
    expect(await screen.findByText('A gift for Meera · gift wrapped')).toBeTruthy();
    expect(sentWith('gift_buy')[0]!.body).toEqual({ cartID: CART_ID, mode: 'gift_buy', isGift: 'Yes', recipientName: 'Meera', giftMessage: 'Happy birthday!', giftWrap: true });
  });

  it("shows a promotion's refusal from the server, and 'Unknown error' when it gave none", async () => {
    backend.put = () => fail(409, 'Coupon WELCOME10 needs a subtotal of ₹10,000');
    await checkoutPage({ cart: cartWithAddress() });
    fill('Promo code', 'welcome10');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME10 needs a subtotal of ₹10,000')).toBeTruthy();
    expect(sentWith('apply_promotion')[0]!.body).toEqual({ cartID: CART_ID, mode: 'apply_promotion', couponCode: 'WELCOME10' });
    backend.put = () => HttpResponse500();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Unknown error')).toBeTruthy();
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });
});

describe('/order-confirmation', () => {
  it('shows the order from GET orders/{id} with its key and counts the purchase once', async () => {
    const props = layoutProps('in-en');
    const { store, persistor } = makeStore();
    store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
    const view = () => renderWith(<StateGate pathname="/order-confirmation" persistor={persistor}><ConfirmationTemplate {...props} /></StateGate>, {
      store,
      router: { pathname: '/order-confirmation', asPath: '/order-confirmation?orderID=42&key=abc', query: { orderID: '42', key: 'abc' } },
    });
    view();
    expect(await screen.findByRole('heading', { name: 'Your order is confirmed' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('SLV-IN-100042');
    expect(screen.getByTestId('payment-status').textContent).toBe('not yet paid');
    const items = screen.getByRole('region', { name: 'Your pieces' });
    expect(within(items).getByText('Lotus Gold Ring')).toBeTruthy();
    expect(within(items).getByText('To pay on delivery')).toBeTruthy();
    expect(backend.sent.find((request) => request.path === '/api/cart/orders/42/')).toBeTruthy();
    cleanup();
    view();
    await screen.findByRole('heading', { name: 'Your order is confirmed' });
    expect(window.dataLayer?.filter((entry) => entry.event === 'purchase')).toHaveLength(1);
  });
});

function HttpResponse500() {
  return new Response(null, { status: 500 });
}
