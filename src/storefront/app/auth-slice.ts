import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type AuthTokens, type AuthUser, initialAuthState, type LoggedOutPayload } from './auth-state';

export { type AuthState, type AuthTokens, type AuthUser, initialAuthState, type LoggedOutPayload, selectSignedInUser } from './auth-state';

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
