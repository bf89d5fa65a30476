// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { PromotionsPanel } from '@/storefront/modules/checkout/promotions-panel';
import { notify } from '@/storefront/modules/common/notify';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { fail, SERVICES, useCheckoutBackend } from './checkout-backend';
import { cartWithAddress } from './checkout-fixtures';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { autoClose: 4000, limit: 1 } }));

const { backend, server } = useCheckoutBackend();

const OFFER = {
  promoID: 5, couponCode: 'FESTIVE5', name: 'Festive 5%', kind: 'percent', value: 5, minSubtotal: 0, maxDiscount: null, currencyCode: 'INR',
  endsAt: '2099-01-01T00:00:00.000Z', stackable: true, oncePerCustomer: false, applied: false, applicable: true, reason: null,
};

afterEach(() => {
  cleanup();
  vi.mocked(notify).mockClear();
});

function panel() {
  const cart = cartWithAddress();
  backend.cart = cart;
  backend.sent = [];
  server.use(http.get(`${SERVICES}api/cart/:cartID/promotions_list/`, () => HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: [OFFER] })));
  const props = layoutProps('in-en');
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
  renderWith(
    <SiteProvider site={props.site} locale="in-en">
      <PromotionsPanel cart={cart} />
    </SiteProvider>,
    { store },
  );
}

const codeBox = () => screen.getByLabelText<HTMLInputElement>('Promo code');

describe('promotion code box', () => {
  it('keeps a refused code in the box with its message beside it, and no toast repeating it', async () => {
    panel();
    backend.put = () => fail(409, 'Coupon WELCOME10 needs a subtotal of ₹10,000');
    fireEvent.change(codeBox(), { target: { value: 'welcome10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const message = await screen.findByText('Coupon WELCOME10 needs a subtotal of ₹10,000');
    expect(codeBox().value).toBe('welcome10');
    expect(codeBox().getAttribute('aria-invalid')).toBe('true');
    expect(codeBox().getAttribute('aria-describedby')).toBe(message.id);
    expect(notify).not.toHaveBeenCalled();
    // Changing the code takes the old refusal away.
    fireEvent.change(codeBox(), { target: { value: 'welcome1' } });
    expect(screen.queryByText('Coupon WELCOME10 needs a subtotal of ₹10,000')).toBeNull();
  });

  it('empties the box when an offer from the list is applied after a refused code', async () => {
    panel();
    backend.put = () => fail(409, 'Coupon NOPE is not valid');
    fireEvent.change(codeBox(), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon NOPE is not valid')).toBeTruthy();

    backend.put = () => backend.cart;
    fireEvent.click(await screen.findByRole('button', { name: 'Apply FESTIVE5' }));
    expect(await screen.findByText('Promotion FESTIVE5 applied')).toBeTruthy();
    expect(codeBox().value).toBe('');
    expect(screen.queryByText('Coupon NOPE is not valid')).toBeNull();
    await waitFor(() => expect(backend.sent.map((request) => (request.body as { couponCode?: string }).couponCode)).toEqual(['NOPE', 'FESTIVE5']));
  });
});
