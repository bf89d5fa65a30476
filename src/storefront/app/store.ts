import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, type Persistor, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '@/storefront/api/base-api';
import { followOtherTabs } from '@/storefront/api/tab-session';
import { cartSlice } from '@/storefront/modules/cart/cart-slice';
import { wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';
import { authSlice, tokensRefreshed } from './auth-slice';
import { deviceSlice } from './device-slice';
import { persistConfig } from './persist';
import { siteSlice } from './site-slice';

/**
 * The composition root of the client state: app-wide slices (auth, device, site), the domain
 * slices (cart, wishlist) and the one RTK Query cache. One store per request on the server,
 * one per tab in the browser; only the browser persists.
 */
export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  wishlist: wishlistSlice.reducer,
  device: deviceSlice.reducer,
  site: siteSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig<RootState>(), rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
  const persistor: Persistor | null = typeof window === 'undefined' ? null : persistStore(store);
  // Tokens another tab of the store obtained by refreshing this tab's (base-query.ts, tab-session.ts).
  if (persistor) followOtherTabs({ getRefreshToken: () => store.getState().auth.refreshToken, adopt: (tokens) => store.dispatch(tokensRefreshed(tokens)) });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
