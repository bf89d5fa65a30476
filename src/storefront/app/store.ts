import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { baseApi } from '@/storefront/api/base-api';
import { followOtherTabs } from '@/storefront/api/tab-session';
import { cartSlice } from '@/storefront/modules/cart/cart-slice';
import { wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';
import { authSlice, tokensRefreshed } from './auth-slice';
import { deviceSlice } from './device-slice';
import { type Persistor, persistReducer, persistStore } from './persist';
import { fullStoreLoaded } from './shell-store';
import { siteSlice } from './site-slice';

/**
 * The composition root of the client state: app-wide slices (auth, device, site), the domain
 * slices (cart, wishlist) and the one RTK Query cache. One store per request on the server,
 * one per tab in the browser; only the browser persists.
 *
 * Redux Toolkit is not part of the shell (docs/page-speed.md, "Redux Toolkit on demand"): a page
 * that only reads starts with shell-store.ts's store, which hands over to this one when this
 * module loads. RTK Query is not part of it either ("RTK Query on demand"): the API's reducer and
 * middleware join every store when base-api.ts is first evaluated, which is when the first
 * component or thunk that calls the services loads. Until then `state.api` is absent.
 */
export const rootReducer = combineSlices(authSlice, cartSlice, wishlistSlice, deviceSlice, siteSlice).withLazyLoadedSlices<{
  [K in (typeof baseApi)['reducerPath']]: ReturnType<(typeof baseApi)['reducer']>;
}>();

const apiMiddleware = createDynamicMiddleware();
/** The browser's stores (one per tab), so the API's slice reaches those made before it. */
const browserStores = new Set<{ dispatch: (action: { type: string }) => unknown }>();

/** Called once by base-api.ts: the API's cache and middleware join the stores made before and after. */
export function attachApi(api: { reducerPath: 'api'; reducer: Reducer; middleware: Middleware }): void {
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer as (typeof baseApi)['reducer'] });
  apiMiddleware.addMiddleware(api.middleware);
  // An injected slice appears in a store's state with its next action; RTK Query's first call reads
  // `state.api` before it dispatches anything (its condition throws without it), so act now.
  browserStores.forEach((store) => store.dispatch({ type: 'api/attached' }));
}

export type RootState = ReturnType<typeof rootReducer>;

function configureAppStore(preloadedState?: object) {
  const store = configureStore({
    reducer: persistReducer(rootReducer),
    preloadedState: preloadedState as ReturnType<ReturnType<typeof persistReducer<RootState>>> | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(apiMiddleware.middleware),
  });
  if (typeof window !== 'undefined') browserStores.add(store);
  return store;
}

export function makeStore() {
  const store = configureAppStore();
  const persistor: Persistor | null = typeof window === 'undefined' ? null : persistStore(store);
  // Tokens another tab of the store obtained by refreshing this tab's (base-query.ts, tab-session.ts).
  if (persistor) followOtherTabs({ getRefreshToken: () => store.getState().auth.refreshToken, adopt: (tokens) => store.dispatch(tokensRefreshed(tokens)) });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof configureAppStore>;
export type AppDispatch = AppStore['dispatch'];

fullStoreLoaded({ makeStore, continueFrom: configureAppStore });
