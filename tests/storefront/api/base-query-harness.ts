import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SiteSettings } from '@/shared/site-settings';
import { baseApi } from '@/storefront/api/base-api';
import { type BaseQueryArgs, createBaseQuery } from '@/storefront/api/base-query';
import type { TabSession } from '@/storefront/api/tab-session';
import { authSlice, signedIn } from '@/storefront/app/auth-slice';
import { siteChanged, siteSlice } from '@/storefront/app/site-slice';
import type { AppConfig } from '@/storefront/lib/config';
import { cartSlice } from '@/storefront/modules/cart/cart-slice';
import { wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';

/**
 * The base query's test bench, shared by base-query*.test.ts: three services on their own hosts,
 * an msw server that fails any request a test did not describe, and a store with a test API
 * (`call` for queries, `write` for mutations) beside the app's own.
 */
export const COMMERCE = 'http://commerce.test/';
export const ACCOUNT = 'http://account.test/account/';
export const STORE = 'http://store.test/';
const config: AppConfig = { commerceApiUrl: COMMERCE, accountApiUrl: ACCOUNT, storeApiUrl: STORE, appEnv: 'development', captchaProvider: 'off', recaptchaSiteKey: '' };

const site: SiteSettings = {
  subsiteId: 1,
  websiteId: 7,
  languageId: 3,
  languageCode: 'en',
  storeCode: 'in',
  store_code_2: 'IN',
  clearCartOnLogout: true,
  persistShoppingCart: true,
  cartPersistLifetime: 30,
  currencySymbol: '₹',
  currencyCode: 'INR',
  phoneCode: '+91',
  websiteCode: 'SLV',
  otpmethods: 'sms',
  decimalPlaces: 0,
};

export const ok = (data: unknown) => HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data });
export const invalidUser = () => HttpResponse.json({ meta: { responsecode: 401, status: 'Failure', message: 'Invalid User' }, data: null }, { status: 401 });
const accountFailure = (message: string) => HttpResponse.json({ status: 'error', statusCode: 401, message, responseBody: null }, { status: 401 });

/** The msw server of one test file: listens for the whole file, forgets a test's handlers after it. */
export function useTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * An account service in miniature, strict like the real one (docs: refresh-token rotation): one
 * live token pair; a refresh token works once, and a reused one revokes the whole family.
 * `expired` makes the live access token fail until the next refresh; `latencyMs` gives each
 * refresh some network time, so refreshes from two tabs would overlap.
 */
export function strictAccountService(server: ReturnType<typeof setupServer>, { expired = false, latencyMs = 0 } = {}) {
  const state = { generation: 1, expired, revoked: false, refreshBodies: [] as { refreshToken: string; accessToken?: string }[], seen: [] as (string | null)[] };
  server.use(
    http.post(`${ACCOUNT}auth/refresh-token`, async ({ request }) => {
      const body = (await request.json()) as { refreshToken: string; accessToken?: string };
      state.refreshBodies.push(body);
      if (latencyMs) await delay(latencyMs);
      if (state.revoked || body.refreshToken !== `refresh-${state.generation}`) {
        state.revoked = true;
        return accountFailure('Session revoked');
      }
      state.generation += 1;
      state.expired = false;
      const tokens = { accessToken: `access-${state.generation}`, refreshToken: `refresh-${state.generation}` };
      return HttpResponse.json({ status: 'success', statusCode: 200, message: 'Tokens refreshed', responseBody: { tokens } });
    }),
    http.get(`${ACCOUNT}user/details/1`, ({ request }) => {
      const token = request.headers.get('Authorization');
      state.seen.push(token);
      const live = !state.revoked && !state.expired && token === `Bearer access-${state.generation}`;
      return live ? HttpResponse.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: { userID: 1 } }) : accountFailure('Invalid User');
    }),
  );
  return state;
}

interface BenchOptions {
  timeout?: number;
  maxRetries?: number;
  tabSession?: TabSession;
  signedInAs?: boolean;
  clearCartOnLogout?: boolean;
}

/** A store (one browser tab) whose test API goes through the base query, signed in as user 1 unless told otherwise. */
export function baseQueryStore({ timeout = 30_000, maxRetries = 5, tabSession, signedInAs = true, clearCartOnLogout = true }: BenchOptions = {}) {
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: createBaseQuery({ getConfig: () => config, getSystemId: async () => 'device-1', timeout, maxRetries, backoff: async () => {}, tabSession }),
    endpoints: (build) => ({
      call: build.query<unknown, BaseQueryArgs>({ query: (args) => args }),
      write: build.mutation<unknown, BaseQueryArgs>({ query: (args) => args }),
    }),
  });
  const store = configureStore({
    reducer: combineReducers({
      auth: authSlice.reducer,
      site: siteSlice.reducer,
      cart: cartSlice.reducer,
      wishlist: wishlistSlice.reducer,
      testApi: api.reducer,
      // The app's own API, for the cart endpoints whose answers fill the cart slice.
      [baseApi.reducerPath]: baseApi.reducer,
    }),
    middleware: (getDefault) => getDefault().concat(api.middleware, baseApi.middleware),
  });
  store.dispatch(siteChanged({ settings: { ...site, clearCartOnLogout }, locale: 'in-en' }));
  if (signedInAs) {
    store.dispatch(signedIn({ user: { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@example.com', phone: '+919876543210' }, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
  }
  const call = (args: BaseQueryArgs) => store.dispatch(api.endpoints.call.initiate(args, { forceRefetch: true }));
  const write = (args: BaseQueryArgs) => store.dispatch(api.endpoints.write.initiate(args));
  const details = () => call({ service: 'account', url: 'user/details/1' });
  return { store, call, write, details };
}
