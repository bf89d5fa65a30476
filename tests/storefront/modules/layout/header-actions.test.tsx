// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import { rootReducer } from '@/storefront/app/store';
import { initialCartState } from '@/storefront/modules/cart/cart-slice';
import { HeaderActions } from '@/storefront/modules/layout/header-actions';
import { renderWith, wrap } from '../../support/render';

afterEach(cleanup);

function storeWithCart(orderQty: number) {
  const base = rootReducer(undefined, { type: 'init' });
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      ...base,
      cart: { ...initialCartState, cart: { cartID: 'c1', orderQty } as Cart, cartSubsiteId: 1, subsiteId: 1, cartIds: { '1': 'c1' } },
      wishlist: { loading: false, wishlistData: [{ productID: 1 }, { productID: 2 }] },
    },
  });
}

describe('header counts', () => {
  it('leaves saved counts out of the server HTML, so hydration matches (no #418)', () => {
    const html = renderToString(wrap(<HeaderActions />, { store: storeWithCart(3) as never }));
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).not.toContain('>3<');
  });

  it('shows the cart and wishlist counts once hydrated', () => {
    renderWith(<HeaderActions />, { store: storeWithCart(3) as never });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Wishlist, 2 pieces' }).textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Sign in or create an account' }).getAttribute('href')).toBe('/sign-in');
  });

  it('counts in the page’s language', () => {
    renderWith(<HeaderActions />, { store: storeWithCart(1) as never, locale: 'ae-ar' });
    expect(screen.getByRole('link', { name: 'سلة التسوق، منتج واحد' })).toBeTruthy();
  });
});
