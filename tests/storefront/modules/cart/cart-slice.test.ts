import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveSiteSettings, type SiteSettings } from '@/shared/site-settings';
import { loggedOut } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { cartIdDropped, selectCart, selectCartCount, selectCartId, selectItemLoading } from '@/storefront/modules/cart/cart-slice';
import { websiteStores } from '@/tests/mocks/lib/fixtures';
import { useMockServer } from '@/tests/mocks/use-mock-server';

useMockServer();
beforeAll(() => {
  vi.stubEnv('COMMERCE_API_URL', 'http://services.test/');
});

const siteOf = (locale: string): SiteSettings => deriveSiteSettings({ websites: websiteStores(), locale })!;
const { addCartItem, updateCartItem, removeCartItem, getCartSummary } = cartApi.endpoints;

function storeFor(locale = 'in-en') {
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: siteOf(locale), locale }));
  return store;
}

/** A product of the recorded in-en catalogue and its first option in stock. */
async function someProduct() {
  const { catalogueFor } = await import('@/tests/mocks/lib/fixtures');
  const product = catalogueFor('in-en')!.products.find((candidate) => candidate.detail.options.some((option) => option.stock > 2))!;
  const option = product.detail.options.find((candidate) => candidate.stock > 2)!;
  return { productID: product.detail.productID, productOptionID: option.productOptionID };
}

describe('cart slice: the server cart replaces the local one (docs/requirements/states.md#cart-state)', () => {
  it('stores the cart and its id for the subsite after an add', async () => {
    const store = storeFor();
    const product = await someProduct();
    const answer = await store.dispatch(addCartItem.initiate({ ...product, quantity: 2 })).unwrap();
    const state = store.getState();
    expect(selectCart(state)).toEqual(answer);
    expect(selectCartCount(state)).toBe(2);
    expect(selectCartId(state)).toBe(answer.cartID);
    expect(state.cart.cartIds).toEqual({ [String(siteOf('in-en').subsiteId)]: answer.cartID });
    expect(state.cart.isLoading).toBe(false);
  });

  it('sets the loading flag while adding', async () => {
    const store = storeFor();
    const pending = store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 }));
    expect(store.getState().cart.isLoading).toBe(true);
    await pending;
    expect(store.getState().cart.isLoading).toBe(false);
  });

  it('flags the one item being changed, then replaces the cart with the answer', async () => {
    const store = storeFor();
    const product = await someProduct();
    const cart = await store.dispatch(addCartItem.initiate({ ...product, quantity: 1 })).unwrap();
    const item = cart.items[0]!;
    const pending = store.dispatch(
      updateCartItem.initiate({ cartID: cart.cartID, cartItemID: item.cartItemID, productID: item.productID, productOptionID: item.productOptionID, quantity: 2 }),
    );
    expect(selectItemLoading(store.getState(), item.cartItemID)).toBe(true);
    const updated = await pending.unwrap();
    expect(selectItemLoading(store.getState(), item.cartItemID)).toBe(false);
    expect(selectCart(store.getState())).toEqual(updated);
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('clears the item flag when the change fails', async () => {
    const store = storeFor();
    const cart = await store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 })).unwrap();
    const result = await store.dispatch(removeCartItem.initiate({ cartID: cart.cartID, cartItemID: 999_999 }));
    expect(result.error).toMatchObject({ status: 404 });
    expect(store.getState().cart.loadingItems).toEqual({});
    expect(selectCart(store.getState())).toEqual(cart);
  });

  it('replaces the cart after a removal', async () => {
    const store = storeFor();
    const cart = await store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 })).unwrap();
    const emptied = await store.dispatch(removeCartItem.initiate({ cartID: cart.cartID, cartItemID: cart.items[0]!.cartItemID })).unwrap();
    expect(emptied.items).toEqual([]);
    expect(selectCart(store.getState())).toEqual(emptied);
    expect(selectCartCount(store.getState())).toBe(0);
  });

  it('loads a cart by id, and keeps each country its own cart', async () => {
    const store = storeFor('in-en');
    const cart = await store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 })).unwrap();
    store.dispatch(siteChanged({ settings: siteOf('ae-en'), locale: 'ae-en' }));
    expect(selectCart(store.getState())).toBeNull();
    expect(selectCartId(store.getState())).toBeUndefined();
    store.dispatch(siteChanged({ settings: siteOf('in-hi'), locale: 'in-hi' }));
    expect(selectCartId(store.getState())).toBe(cart.cartID);
    const reloaded = await store.dispatch(getCartSummary.initiate(cart.cartID)).unwrap();
    expect(reloaded.cartID).toBe(cart.cartID);
    expect(selectCart(store.getState())).toEqual(reloaded);
  });

  it('drops a cart id the server no longer knows', async () => {
    const store = storeFor();
    const cart = await store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 })).unwrap();
    store.dispatch(cartIdDropped({ cartID: cart.cartID }));
    expect(selectCartId(store.getState())).toBeUndefined();
    expect(selectCart(store.getState())).toBeNull();
  });

  it('empties itself on logout only when the site clears carts on logout', async () => {
    const store = storeFor();
    await store.dispatch(addCartItem.initiate({ ...(await someProduct()), quantity: 1 }));
    store.dispatch(loggedOut({ clearCart: false }));
    expect(selectCart(store.getState())).not.toBeNull();
    store.dispatch(loggedOut({ clearCart: true }));
    expect(selectCart(store.getState())).toBeNull();
    expect(store.getState().cart.cartIds).toEqual({});
    expect(store.getState().cart.subsiteId).toBe(siteOf('in-en').subsiteId);
  });
});
