import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInStarted(state) {
      state.isLoading = true;
      state.error = null;
    },
    signedIn(state, action: PayloadAction<{ user: AuthUser; tokens: AuthTokens }>) {
      state.user = action.payload.user;
      state.accessToken = action.payload.tokens.accessToken;
      state.refreshToken = action.payload.tokens.refreshToken;
      state.isLoggedIn = true;
      state.isLoading = false;
      state.error = null;
    },
    signInFailed(state, action: PayloadAction<string>) {
      state.isLoading = false;
      state.error = action.payload;
    },
    /** The profile was edited or re-read: the header and forms show the new details. */
    userUpdated(state, action: PayloadAction<Partial<AuthUser>>) {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    tokensRefreshed(state, action: PayloadAction<AuthTokens>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    // The payload is read by the cart and wishlist slices.
    loggedOut(_state, _action: PayloadAction<LoggedOutPayload>) {
      return initialAuthState;
    },
  },
});

export const { signInStarted, signedIn, signInFailed, userUpdated, tokensRefreshed, loggedOut } = authSlice.actions;

export const selectSignedInUser = (state: { auth: AuthState }): AuthUser | null => (state.auth.isLoggedIn ? state.auth.user : null);
