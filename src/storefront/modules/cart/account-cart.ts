import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Cart, MappedCart } from '@/shared/contracts/cart';
import type { AppDispatch, RootState } from '@/storefront/app/store';
import { cartApi } from './cart-api';
import { accountCartKey, accountCartLoaded, accountCartLoading, cartIdDropped, cartMerged, selectCartId } from './cart-slice';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as FetchBaseQueryError).status === 404;

/** Takes a server cart as the cart of this subsite, through the summary's cache entry (so the cart slice takes it like any cart answer). */
async function adopt(dispatch: AppDispatch, cart: Cart | MappedCart): Promise<void> {
  const { merged: _merged, ...plain } = cart as MappedCart;
  await dispatch(cartApi.util.upsertQueryData('getCartSummary', plain.cartID, plain));
}

/**
 * A signed-in shopper's cart is the server's (issue 11, finding 3). After
 * sign-in, and on every start once saved state is back, the storefront asks for the account's
 * cart in this subsite (`GET /api/cart/userCart/`) before it shows a count:
 * - the cart this browser holds is the account's: it is read afresh;
 * - it holds another cart (a guest cart, or one left from another account or merged away in
 *   another browser): it is mapped (`GET /api/cart/mapUserCart/{cartID}/`), which pours the
 *   account's cart into a guest cart and says how many pieces that added (told to the shopper);
 *   a cart the account may not have (404) is dropped and the account's cart taken;
 * - it holds none: the account's cart, if any, is taken.
 * A network failure leaves the stored cart to the cart bootstrap. Runs once per account and
 * subsite (`again`: once more, as after a sign-in), never twice at once.
 */
export function loadAccountCart({ again = false }: { again?: boolean } = {}) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const key = accountCartKey(getState());
    const current = getState().cart.accountCart;
    if (!key || (current?.key === key && (current.status === 'loading' || !again))) return;
    dispatch(accountCartLoading({ key }));
    try {
      const own = await dispatch(cartApi.endpoints.getUserCart.initiate(undefined, { subscribe: false, forceRefetch: true }));
      // 401 after a failed refresh has logged the shopper out; anything else but "none" is a failure.
      if (own.error && !isNotFound(own.error)) return;
      if (accountCartKey(getState()) !== key) return;
      const local = selectCartId(getState());
      if (local && local !== own.data?.cartID) {
        const mapped = await dispatch(cartApi.endpoints.mapUserCart.initiate(local));
        if (mapped.data) {
          await adopt(dispatch, mapped.data);
          dispatch(cartMerged(mapped.data.merged));
          return;
        }
        if (!isNotFound(mapped.error)) return;
        dispatch(cartIdDropped({ cartID: local }));
      }
      if (own.data) await adopt(dispatch, own.data);
    } finally {
      dispatch(accountCartLoaded({ key }));
    }
  };
}
