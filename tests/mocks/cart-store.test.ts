// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** In the browser the worker's module state dies with the page; the carts must not. */
describe('mock cart store in the browser', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });

  it('finds a cart saved before a page load after it', async () => {
    const before = await import('./state/cart-store');
    const cart = before.newMockCart(1);
    before.saveMockCart({ ...cart, lines: [{ cartItemID: before.nextCartItemID(), productID: 3, productOptionID: 7, quantity: 2, addedPriceMinor: 152_035 }] });

    vi.resetModules();
    const after = await import('./state/cart-store');
    expect(after.findMockCart(cart.cartID)?.lines).toEqual([{ cartItemID: 1, productID: 3, productOptionID: 7, quantity: 2, addedPriceMinor: 152_035 }]);
    expect(after.nextCartItemID()).toBe(2);
  });

  it('forgets every saved cart on resetMockState', async () => {
    const store = await import('./state/cart-store');
    const cart = store.newMockCart(2);
    store.saveMockCart(cart);
    store.resetMockState();

    vi.resetModules();
    expect((await import('./state/cart-store')).findMockCart(cart.cartID)).toBeUndefined();
  });
});
