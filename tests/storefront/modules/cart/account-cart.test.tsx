// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SignInAnswer } from '@/shared/contracts/account';
import type { CartItem } from '@/shared/contracts/cart';
import { type AuthUser, loggedOut, signedIn } from '@/storefront/app/auth-slice';
import { siteChanged } from '@/storefront/app/site-slice';
import { StateGate } from '@/storefront/app/state-gate';
import { makeStore } from '@/storefront/app/store';
import { loadAccountCart } from '@/storefront/modules/cart/account-cart';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { CartBootstrap } from '@/storefront/modules/cart/cart-bootstrap';
import { selectCartCount, selectCartPending } from '@/storefront/modules/cart/cart-slice';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { mergeNoticeText } from '@/storefront/modules/cart/merge-notice';
import { notify } from '@/storefront/modules/common/notify';
import { findUserByUsername, signIn } from '@/tests/mocks/lib/account-session';
import { catalogueFor } from '@/tests/mocks/lib/fixtures';
import { layoutProps } from '../../support/page-props';
import { renderWith, testT } from '../../support/render';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { autoClose: 4000, limit: 1 }, toastPosition: () => 'bottom-center' }));

/**
 * Issue 11 finding 3: a signed-in shopper's cart is the server's. Each "browser" is its own
 * store (its own saved state); the msw mocks are the services they share.
 */
usePageTest();

const props = layoutProps('in-en');
const products = catalogueFor('in-en')!.products.filter(({ detail }) => detail.options.some((option) => option.stock >= 3));
const pieceOf = (index: number) => {
  const { detail } = products[index]!;
  return { productID: detail.productID, productOptionID: detail.options.find((option) => option.stock >= 3)!.productOptionID, name: detail.name };
};

/** A session of a demo shopper on the mock account service. */
const sessionOf = (email: string): SignInAnswer => signIn(findUserByUsername(email)!);

/** A browser: its own store; saved state of an earlier browser is not carried over. */
function browser({ clearCartOnLogout = false } = {}) {
  window.localStorage.removeItem('persist:aurum');
  const { store, persistor } = makeStore();
  store.dispatch(siteChanged({ settings: { ...props.site, clearCartOnLogout }, locale: 'in-en' }));
  const signInAs = (session: SignInAnswer) => store.dispatch(signedIn({ user: session.userDetails as AuthUser, tokens: session.tokens }));
  const add = async (index: number, quantity = 1) => {
    const { name: _name, ...piece } = pieceOf(index);
    const cartID = store.getState().cart.cartIds['1'];
    return store.dispatch(cartApi.endpoints.addCartItem.initiate({ ...(cartID ? { cartID } : {}), ...piece, quantity })).unwrap();
  };
  const show = () =>
    renderWith(
      <StateGate pathname="/cart" persistor={persistor}>
        <CartBootstrap />
        <CartTemplate {...props} />
      </StateGate>,
      { store, router: { pathname: '/cart', asPath: '/cart' } },
    );
  return { store, persistor, signInAs, add, show };
}

describe('a signed-in shopper’s cart comes from the server', () => {
  it('a second browser shows the cart filled in the first: the page lists it and the count is right, never a stale 0 first', async () => {
    const session = sessionOf('shopper@example.com');
    const first = browser();
    first.signInAs(session);
    const filled = await first.add(0, 2);
    first.persistor?.pause();

    const second = browser();
    second.signInAs(session);
    // Before the server has answered, there is no count to show: not "empty", not 0.
    expect(selectCartPending(second.store.getState())).toBe(true);
    second.show();
    expect(screen.queryByText('Your cart is empty')).toBeNull();

    await waitFor(() => expect(selectCartPending(second.store.getState())).toBe(false));
    expect(second.store.getState().cart.cartIds['1']).toBe(filled.cartID);
    expect(selectCartCount(second.store.getState())).toBe(2);
    expect(await screen.findByRole('button', { name: `Remove ${pieceOf(0).name}` })).toBeTruthy();
    expect(screen.getByTestId('header-cart').getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(notify).not.toHaveBeenCalled();
  });

  it('merges a guest cart at sign-in with the account’s earlier cart and tells the shopper how many pieces came', async () => {
    const session = sessionOf('shopper@example.com');
    const first = browser();
    first.signInAs(session);
    const earlier = await first.add(0, 2);
    first.persistor?.pause();

    const second = browser();
    const guest = await second.add(1);
    second.show();
    second.signInAs(session);
    await second.store.dispatch(loadAccountCart({ again: true }));

    const state = second.store.getState();
    expect(state.cart.cartIds['1']).toBe(guest.cartID);
    expect(selectCartCount(state)).toBe(3);
    expect(state.cart.mergeNotice).toEqual({ pieces: 2, limitedByStock: false });
    expect(await screen.findByText('2 pieces from your earlier visit were added to your cart.')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '2 pieces from your earlier visit were added to your cart.'));
    // The earlier cart was merged away: a browser still holding it drops it and takes the merged one.
    first.persistor?.persist();
    await first.store.dispatch(loadAccountCart({ again: true }));
    expect(first.store.getState().cart.cartIds['1']).toBe(guest.cartID);
    expect(first.store.getState().cart.cartIds['1']).not.toBe(earlier.cartID);
    expect(selectCartCount(first.store.getState())).toBe(3);
  });

  it('drops a saved cart id of another account and takes this account’s cart', async () => {
    const aisha = browser();
    aisha.signInAs(sessionOf('aisha@example.com'));
    const hers = await aisha.add(0);
    aisha.persistor?.pause();

    const shopper = browser();
    shopper.signInAs(sessionOf('shopper@example.com'));
    const mine = await shopper.add(1);
    // This browser's saved state still names Aisha's cart (she used it before).
    await shopper.store.dispatch(cartApi.util.upsertQueryData('getCartSummary', hers.cartID, hers));
    expect(shopper.store.getState().cart.cartIds['1']).toBe(hers.cartID);

    await shopper.store.dispatch(loadAccountCart({ again: true }));
    expect(shopper.store.getState().cart.cartIds['1']).toBe(mine.cartID);
    expect(shopper.store.getState().cart.cart?.items.map((item: CartItem) => item.productID)).toEqual([pieceOf(1).productID]);
    expect(shopper.store.getState().cart.mergeNotice).toBeNull();
  });

  it('signing out leaves no account cart behind: dropped on the next read, or at once with clearCartOnLogout', async () => {
    const session = sessionOf('shopper@example.com');
    const kept = browser({ clearCartOnLogout: false });
    kept.signInAs(session);
    await kept.add(0);
    kept.show();
    await waitFor(() => expect(selectCartPending(kept.store.getState())).toBe(false));
    kept.store.dispatch(loggedOut({ clearCart: false }));
    // A guest cannot open the account's cart: it is forgotten rather than shown and then refused.
    await waitFor(() => expect(kept.store.getState().cart.cartIds['1']).toBeUndefined());
    expect(selectCartCount(kept.store.getState())).toBe(0);
    cleanup();

    const cleared = browser({ clearCartOnLogout: true });
    cleared.signInAs(sessionOf('shopper@example.com'));
    await cleared.add(1);
    cleared.store.dispatch(loggedOut({ clearCart: true }));
    expect(cleared.store.getState().cart).toMatchObject({ cart: null, cartIds: {}, accountCart: null, mergeNotice: null });
  });
});

describe('the merge message in every locale', () => {
  it.each([
    ['in-en', 1, '1 piece from your earlier visit was added to your cart.'],
    ['in-en', 3, '3 pieces from your earlier visit were added to your cart.'],
    ['ae-en', 2, '2 pieces from your earlier visit were added to your cart.'],
    ['in-hi', 1, 'आपकी पिछली विज़िट का 1 आभूषण आपके कार्ट में जोड़ा गया।'],
    ['in-hi', 4, 'आपकी पिछली विज़िट के 4 आभूषण आपके कार्ट में जोड़े गए।'],
    ['ae-ar', 1, 'أُضيفت قطعة واحدة من زيارتك السابقة إلى سلتك.'],
    ['ae-ar', 2, 'أُضيفت قطعتان من زيارتك السابقة إلى سلتك.'],
    ['ae-ar', 5, 'أُضيفت 5 قطع من زيارتك السابقة إلى سلتك.'],
    ['ae-ar', 11, 'أُضيفت 11 قطعة من زيارتك السابقة إلى سلتك.'],
  ])('%s, %i pieces', (locale, pieces, text) => {
    expect(mergeNoticeText(testT(locale), { pieces, limitedByStock: false })).toBe(text);
  });

  it('adds the stock cap when it applied', () => {
    expect(mergeNoticeText(testT('in-en'), { pieces: 1, limitedByStock: true })).toBe(
      '1 piece from your earlier visit was added to your cart. Some quantities were limited to the stock available.',
    );
  });
});
