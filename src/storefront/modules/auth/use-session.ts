import { useCallback } from 'react';
import { loggedOut, signedIn } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppStore } from '@/storefront/app/hooks';
import type { SignInAnswer } from '@/storefront/modules/account/account-types';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { selectCartId } from '@/storefront/modules/cart/cart-slice';
import { authApi } from './auth-api';

/**
 * Signing in and out (SPEC §4). After any successful sign-in the guest cart is mapped to the
 * user (`GET /api/cart/mapUserCart/{cartID}/`), and the server's merged cart replaces the local
 * one. Signing out revokes the session on the server, then clears user and tokens (and cart and
 * wishlist when the site says so) even if the server could not be reached.
 */
export function useSession() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const completeSignIn = useCallback(
    async (answer: SignInAnswer) => {
      dispatch(signedIn({ user: answer.userDetails, tokens: answer.tokens }));
      const cartID = selectCartId(store.getState());
      if (!cartID) return;
      const mapped = await dispatch(authApi.endpoints.mapUserCart.initiate(cartID));
      // Through the cart summary's cache entry, so the cart slice takes it like any cart answer.
      if (mapped.data) await dispatch(cartApi.util.upsertQueryData('getCartSummary', mapped.data.cartID, mapped.data));
    },
    [dispatch, store],
  );

  const signOut = useCallback(async () => {
    const { auth, site } = store.getState();
    if (auth.accessToken) await dispatch(authApi.endpoints.signOut.initiate({ refreshToken: auth.refreshToken }));
    dispatch(loggedOut({ clearCart: site.settings?.clearCartOnLogout ?? false }));
    dispatch(authApi.util.invalidateTags(['User', 'Address']));
  }, [dispatch, store]);

  return { completeSignIn, signOut };
}
