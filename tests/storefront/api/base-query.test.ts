import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import type { SiteSettings } from '@/shared/site-settings';
import { baseApi } from '@/storefront/api/base-api';
import { type BaseQueryArgs, createBaseQuery, shouldRetry } from '@/storefront/api/base-query';
import { authSlice, signedIn } from '@/storefront/app/auth-slice';
import { siteChanged, siteSlice } from '@/storefront/app/site-slice';
import type { AppConfig } from '@/storefront/lib/app-config';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { cartSlice } from '@/storefront/modules/cart/cart-slice';
import { updated, wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';

const COMMERCE = 'http://commerce.test/';
const ACCOUNT = 'http://account.test/account/';
const STORE = 'http://store.test/';
const config: AppConfig = {
  commerceApiUrl: COMMERCE,
  accountApiUrl: ACCOUNT,
  storeApiUrl: STORE,
  appEnv: 'development',
  captchaProvider: 'off',
  recaptchaSiteKey: '',
};

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
  phoneCode: '+91',
  websiteCode: 'SLV',
  otpmethods: 'sms',
  decimalPlaces: 0,
};

const ok = (data: unknown) => HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data });
const invalidUser = () => HttpResponse.json({ meta: { responsecode: 401, status: 'Failure', message: 'Invalid User' }, data: null }, { status: 401 });

const server = setupServer();
beforeAll(() => {
  // The app's base API reads the services' URLs from the environment on the server side.
  vi.stubEnv('COMMERCE_API_URL', COMMERCE);
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers refresh-token with new tokens (or a failure) and counts the calls. */
function refreshHandler(outcome: 'ok' | 'fail' = 'ok') {
  const calls: unknown[] = [];
  server.use(
    http.post(`${ACCOUNT}auth/refresh-token`, async ({ request }) => {
      calls.push(await request.json());
      await delay(20);
      if (outcome === 'fail') return HttpResponse.json({ status: 'error', statusCode: 401, message: 'Refresh token revoked', responseBody: null }, { status: 401 });
      return HttpResponse.json({
        status: 'success',
        statusCode: 200,
        message: 'Success',
        responseBody: { tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      });
    }),
  );
  return calls;
}

function setup({ timeout = 30_000, maxRetries = 5, signedInAs = true, clearCartOnLogout = true } = {}) {
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: createBaseQuery({ getConfig: () => config, getSystemId: async () => 'device-1', timeout, maxRetries, backoff: async () => {} }),
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
    store.dispatch(
      signedIn({
        user: { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@example.com', phone: '+919876543210' },
        tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' },
      }),
    );
  }
  const call = (args: BaseQueryArgs) => store.dispatch(api.endpoints.call.initiate(args, { forceRefetch: true }));
  const write = (args: BaseQueryArgs) => store.dispatch(api.endpoints.write.initiate(args));
  return { store, call, write };
}

describe('base query: headers and services', () => {
  it('sends commerce calls with the site headers and the bearer token', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${COMMERCE}api/thing`, ({ request }) => {
        headers = request.headers;
        return ok({ fine: true });
      }),
    );
    const { call } = setup();
    const result = await call('api/thing');
    expect(result.data).toEqual({ meta: { responsecode: 200, status: 'Success', message: 'Success' }, data: { fine: true } });
    expect(headers?.get('websiteID')).toBe('7');
    expect(headers?.get('subsiteID')).toBe('1');
    expect(headers?.get('languageID')).toBe('3');
    expect(headers?.get('Authorization')).toBe('Bearer access-1');
  });

  it('sends account calls to the account service with the device id as systemID', async () => {
    let systemId: string | null = null;
    server.use(
      http.get(`${ACCOUNT}user/details/1`, ({ request }) => {
        systemId = request.headers.get('systemID');
        return HttpResponse.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: {} });
      }),
    );
    const { call } = setup();
    await call({ service: 'account', url: 'user/details/1' });
    expect(systemId).toBe('device-1');
  });

  it('sends store calls to the content service', async () => {
    server.use(http.get(`${STORE}api/redis/menu_SLV_in_en`, () => ok({ items: [] })));
    const { call } = setup({ signedInAs: false });
    const result = await call({ service: 'store', url: 'api/redis/menu_SLV_in_en' });
    expect(result.error).toBeUndefined();
  });
});

describe('base query: re-authentication (SPEC §4, §8)', () => {
  it('answers a 401 with one refresh and one retry carrying the new token', async () => {
    const tokensSeen: (string | null)[] = [];
    server.use(
      http.get(`${COMMERCE}api/cart/abc/cart_summary`, ({ request }) => {
        const token = request.headers.get('Authorization');
        tokensSeen.push(token);
        return token === 'Bearer access-2' ? ok({ cartID: 'abc' }) : invalidUser();
      }),
    );
    const refreshCalls = refreshHandler();
    const { call, store } = setup();
    const result = await call('api/cart/abc/cart_summary');
    expect(result.error).toBeUndefined();
    expect(tokensSeen).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refreshCalls).toEqual([{ refreshToken: 'refresh-1', accessToken: 'access-1' }]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2', isLoggedIn: true });
  });

  it.each([
    ['commerce meta.message no_user', () => HttpResponse.json({ meta: { responsecode: 403, status: 'Failure', message: 'no_user' }, data: null }, { status: 403 })],
    ['commerce meta.message Invalid User', () => HttpResponse.json({ meta: { responsecode: 400, status: 'Failure', message: 'Invalid User' }, data: null }, { status: 400 })],
    ['account message no_user', () => HttpResponse.json({ status: 'error', statusCode: 403, message: 'no_user', responseBody: null }, { status: 403 })],
  ])('treats %s like a 401', async (_name, failure) => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}api/orders/`, ({ request }) => {
        calls += 1;
        return request.headers.get('Authorization') === 'Bearer access-2' ? ok([]) : failure();
      }),
    );
    const refreshCalls = refreshHandler();
    const { call } = setup();
    const result = await call('api/orders/');
    expect(result.error).toBeUndefined();
    expect(calls).toBe(2);
    expect(refreshCalls).toHaveLength(1);
  });

  it('retries only once: a second 401 after the refresh is returned as it is', async () => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}api/orders/`, () => {
        calls += 1;
        return invalidUser();
      }),
    );
    const refreshCalls = refreshHandler();
    const { call } = setup();
    const result = await call('api/orders/');
    expect(result.error).toMatchObject({ status: 401 });
    expect(calls).toBe(2);
    expect(refreshCalls).toHaveLength(1);
  });

  it('refreshes once for ten parallel 401s, and retries each of them', async () => {
    let served = 0;
    server.use(
      http.get(`${COMMERCE}api/products/:id/`, async ({ request, params }) => {
        await delay(Number(params.id) * 3);
        if (request.headers.get('Authorization') !== 'Bearer access-2') return invalidUser();
        served += 1;
        return ok({ id: params.id });
      }),
    );
    const refreshCalls = refreshHandler();
    const { call } = setup();
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => call(`api/products/${index + 1}/`)));
    expect(results.every((result) => result.error === undefined)).toBe(true);
    expect(refreshCalls).toHaveLength(1);
    expect(served).toBe(10);
  });

  it.each([
    [true, 'empties cart and wishlist'],
    [false, 'keeps cart and wishlist'],
  ])('logs out when the refresh fails (clearCartOnLogout %s: %s)', async (clearCartOnLogout) => {
    const cart = { cartID: 'c1', items: [], orderQty: 2, orderSubtotal: 10 } as unknown as Cart;
    server.use(
      http.get(`${COMMERCE}api/orders/`, () => invalidUser()),
      http.get(`${COMMERCE}api/cart/c1/cart_summary`, () => ok(cart)),
    );
    const refreshCalls = refreshHandler('fail');
    const { call, store } = setup({ clearCartOnLogout });
    store.dispatch(updated([{ productID: 5 }]));
    await store.dispatch(cartApi.endpoints.getCartSummary.initiate('c1'));
    expect(store.getState().cart.cart?.cartID).toBe('c1');

    const result = await call('api/orders/');
    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, accessToken: null, refreshToken: null });
    if (clearCartOnLogout) {
      expect(store.getState().cart).toMatchObject({ cart: null, cartIds: {} });
      expect(store.getState().wishlist.wishlistData).toEqual([]);
    } else {
      expect(store.getState().cart).toMatchObject({ cart: { cartID: 'c1' }, cartIds: { '1': 'c1' } });
      expect(store.getState().wishlist.wishlistData).toEqual([{ productID: 5 }]);
    }
  });

  it('does not refresh for a guest', async () => {
    server.use(http.get(`${COMMERCE}api/orders/`, () => invalidUser()));
    const refreshCalls = refreshHandler();
    const { call } = setup({ signedInAs: false });
    const result = await call('api/orders/');
    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls).toHaveLength(0);
  });
});

describe('base query: error statuses (SPEC §8)', () => {
  it('gives TIMEOUT_ERROR when the service does not answer in time', async () => {
    server.use(
      http.get(`${COMMERCE}api/slow`, async () => {
        await delay(500);
        return ok({});
      }),
    );
    const { call } = setup({ timeout: 50, maxRetries: 0 });
    const result = await call('api/slow');
    expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });

  it('gives PARSING_ERROR with the original status and the raw text for a body that is not JSON', async () => {
    server.use(http.get(`${COMMERCE}api/broken`, () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const { call } = setup({ maxRetries: 0 });
    const result = await call('api/broken');
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>Bad gateway</html>' });
  });

  it('gives FETCH_ERROR on a network failure', async () => {
    server.use(http.get(`${COMMERCE}api/down`, () => HttpResponse.error()));
    const { call } = setup({ maxRetries: 0 });
    const result = await call('api/down');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('gives the HTTP status with the body for other failures', async () => {
    const body = { meta: { responsecode: 400, status: 'Failure', message: 'quantity must be at least 1' }, data: null };
    server.use(http.post(`${COMMERCE}api/cart/`, () => HttpResponse.json(body, { status: 400 })));
    const { write } = setup({ signedInAs: false });
    const result = await write({ url: 'api/cart/', method: 'POST', body: { quantity: 0 } });
    expect(result.error).toEqual({ status: 400, data: body });
  });
});

describe('base query: retries (SPEC §9 backoff)', () => {
  it('retries a GET that failed with a 5xx until it succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}api/flaky`, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({}, { status: 503 }) : ok({ fine: true });
      }),
    );
    const { call } = setup({ signedInAs: false });
    const result = await call('api/flaky');
    expect(result.error).toBeUndefined();
    expect(calls).toBe(3);
  });

  it('gives up after 5 retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${COMMERCE}api/down`, () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    const { call } = setup({ signedInAs: false });
    const result = await call('api/down');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(calls).toBe(6);
  });

  it('never retries a write the server answered', async () => {
    let calls = 0;
    server.use(
      http.post(`${COMMERCE}api/cart/`, () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    const { write } = setup({ signedInAs: false });
    const result = await write({ url: 'api/cart/', method: 'POST', body: {} });
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls).toBe(1);
  });

  it('retries a write that never reached the server (network failure)', async () => {
    let calls = 0;
    server.use(
      http.post(`${COMMERCE}api/cart/`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok({ cartID: 'x' });
      }),
    );
    const { write } = setup({ signedInAs: false });
    const result = await write({ url: 'api/cart/', method: 'POST', body: {} });
    expect(result.error).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('decides retries by method and status', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'x' }, { url: 'a', method: 'DELETE' })).toBe(true);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'x' }, 'a')).toBe(true);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'x' }, { url: 'a', method: 'POST' })).toBe(false);
    expect(shouldRetry({ status: 500, data: null }, 'a')).toBe(true);
    expect(shouldRetry({ status: 404, data: null }, 'a')).toBe(false);
    expect(shouldRetry({ status: 401, data: null }, 'a')).toBe(false);
    expect(shouldRetry({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'x' }, 'a')).toBe(false);
  });
});
