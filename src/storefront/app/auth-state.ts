/**
 * The auth slice's state and selector without Redux Toolkit: what the header and the shell read
 * before RTK loads (shell-store.ts). The reducers are in auth-slice.ts.
 */

/** docs/requirements/entities.md#auth-state. Tokens live here (persisted) so the base query can sign calls. */
export interface AuthUser {
  userID: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  [field: string]: unknown;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthState {
  user: AuthUser | null;
  isLoggedIn: boolean;
  isLoading: boolean;
  error: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  isLoggedIn: false,
  isLoading: false,
  error: null,
  accessToken: null,
  refreshToken: null,
};

export interface LoggedOutPayload {
  /** site.clearCartOnLogout at the time: the cart and wishlist slices empty themselves too. */
  clearCart: boolean;
}

export const selectSignedInUser = (state: { auth: AuthState }): AuthUser | null => (state.auth.isLoggedIn ? state.auth.user : null);
