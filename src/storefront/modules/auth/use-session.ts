import { useCallback } from 'react';
import { loggedOut, signedIn } from '@/storefront/app/auth-slice';
import { useAppDispatch, useAppStore } from '@/storefront/app/hooks';
import type { SignInAnswer } from '@/storefront/modules/account/account-types';
import { useLoadAccountCart } from '@/storefront/modules/cart/use-account-cart';

/**
 * Signing in and out (docs/requirements/states.md#sign-in-and-out). After any successful sign-in the account's cart comes from the
 * server (account-cart.ts): a guest cart is mapped to the user (`GET /api/cart/mapUserCart/{cartID}/`,
 * which merges the account's earlier cart into it), or the account's cart is taken
 * (`GET /api/cart/userCart/`); the server's cart replaces the local one. Signing out revokes the session on the server, then clears user and tokens (and cart and
 * wishlist when the site says so) even if the server could not be reached, and empties the tabs' token
 * log (api/tab-session.ts).
 */
export function useSession() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loadAccountCart = useLoadAccountCart();

  const completeSignIn = useCallback(
    async (answer: SignInAnswer) => {
      dispatch(signedIn({ user: answer.userDetails, tokens: answer.tokens }));
      await loadAccountCart();
    },
    [dispatch, loadAccountCart],
  );

  const signOut = useCallback(async () => {
    // auth-api.ts (and RTK Query) loads on the way out, not with the header's account menu (docs/page-speed.md).
    // A phone without a connection cannot load it, nor tell the services: the session still leaves
    // this browser (a shared phone must not stay signed in), as it does when the call fails.
    const authApi = await import('./auth-api').then((module) => module.authApi, () => null);
    const { auth, site } = store.getState();
    if (authApi && auth.accessToken) await dispatch(authApi.endpoints.signOut.initiate({ refreshToken: auth.refreshToken }));
    dispatch(loggedOut({ clearCart: site.settings?.clearCartOnLogout ?? false }));
    if (authApi) dispatch(authApi.util.invalidateTags(['User', 'Address']));
    // The tabs' token log holds this session's later pairs: it leaves the browser with the session.
    const tabSession = await import('@/storefront/api/tab-session').catch(() => null);
    await tabSession?.createTabSession().forget();
  }, [dispatch, store]);

  return { completeSignIn, signOut };
}
