// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { StateGate } from '@/storefront/app/state-gate';
import { makeStore } from '@/storefront/app/store';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { notify } from '@/storefront/modules/common/notify';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { installAppConfig } from '../../support/app-config';
import { layoutProps } from '../../support/page-props';
import { renderWith } from '../../support/render';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const server = usePageTest();

beforeAll(() => {
  // The browser reads the services' URLs from the page, as _document renders them.
  installAppConfig();
});

async function cartPage(quantity = 1) {
  const props = layoutProps('in-en');
  const { store, persistor } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
  const product = catalogueFor('in-en')!.products.find((candidate) => candidate.detail.options.some((option) => option.stock >= 3))!;
  const option = product.detail.options.find((candidate) => candidate.stock >= 3)!;
  await store.dispatch(cartApi.endpoints.addCartItem.initiate({ productID: product.detail.productID, productOptionID: option.productOptionID, quantity })).unwrap();
  renderWith(
    <StateGate pathname="/cart" persistor={persistor}>
      <CartTemplate {...props} />
    </StateGate>,
    { store, router: { pathname: '/cart', asPath: '/cart' } },
  );
  return { store, product };
}

describe('/cart', () => {
  it('shows the items, the count and the subtotal of the server cart', async () => {
    const { product } = await cartPage(2);
    expect(await screen.findByRole('heading', { level: 3, name: product.detail.name })).toBeTruthy();
    expect(screen.getByText('2 items')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toMatch(/^₹[\d,]+$/);
  });

  it("changes the quantity and says 'Quantity updated successfully'", async () => {
    const { store, product } = await cartPage(1);
    await screen.findByRole('heading', { level: 3, name: product.detail.name });
    const before = store.getState().cart.cart!.orderSubtotal;
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Quantity updated successfully'));
    expect(store.getState().cart.cart!.orderQty).toBe(2);
    expect(store.getState().cart.cart!.orderSubtotal).toBeGreaterThan(before);
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('keeps keyboard focus on "+" while the new quantity is saved, and takes no second press meanwhile', async () => {
    const { store, product } = await cartPage(1);
    await screen.findByRole('heading', { level: 3, name: product.detail.name });
    // The save takes a moment (then the mocks answer as usual).
    server.use(http.post('*/api/cart/', () => delay(300)));
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    plus.focus();
    // Enter on a focused button is a click.
    fireEvent.click(plus);
    // Saving: the same button, still focusable and focused (a disabled button would drop focus to the page's top).
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
    expect(Object.keys(store.getState().cart.loadingItems)).toHaveLength(1);
    expect(plus.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(plus);
    fireEvent.click(plus);
    await waitFor(() => expect(store.getState().cart.cart!.orderQty).toBe(2));
    await waitFor(() => expect(store.getState().cart.loadingItems).toEqual({}));
    // The line was not mounted anew: the very same button keeps the focus.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBe(plus);
    expect(document.activeElement).toBe(plus);
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBeNull());
    expect(vi.mocked(notify).mock.calls.filter(([, text]) => text === 'Quantity updated successfully')).toHaveLength(1);
  });

  it("removes an item, says 'Item removed successfully' and shows the empty cart", async () => {
    const { product } = await cartPage(1);
    await screen.findByRole('heading', { level: 3, name: product.detail.name });
    fireEvent.click(screen.getByRole('button', { name: `Remove ${product.detail.name}` }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Item removed successfully'));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows the server’s message when a change is refused, and keeps the cart', async () => {
    const { store, product } = await cartPage(1);
    await screen.findByRole('heading', { level: 3, name: product.detail.name });
    server.use(
      http.post('*/api/cart/', () =>
        HttpResponse.json({ meta: { responsecode: 409, status: 'Failure', message: 'Only 1 left in this size' }, data: null }, { status: 409 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Only 1 left in this size'));
    expect(store.getState().cart.cart!.orderQty).toBe(1);
    expect(store.getState().cart.loadingItems).toEqual({});
  });

  it("says 'Unable to remove the item' when the server gives no message", async () => {
    const { product } = await cartPage(1);
    await screen.findByRole('heading', { level: 3, name: product.detail.name });
    server.use(http.delete('*/api/cart/:cartID/items/:itemID/', () => HttpResponse.json({ meta: { responsecode: 500, status: 'Failure', message: '' } }, { status: 500 })));
    fireEvent.click(screen.getByRole('button', { name: `Remove ${product.detail.name}` }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Unable to remove the item'));
  });

  it('shows the empty state with a link to shop when there is no cart', async () => {
    const props = layoutProps('in-en');
    const { store, persistor } = makeStore();
    store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
    renderWith(
      <StateGate pathname="/cart" persistor={persistor}>
        <CartTemplate {...props} />
      </StateGate>,
      { store, router: { pathname: '/cart', asPath: '/cart' } },
    );
    const empty = await screen.findByRole('heading', { name: 'Your cart is empty' });
    expect(within(empty.parentElement!).getByRole('link', { name: 'Start shopping' })).toBeTruthy();
  });
});
