import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/shared/site-settings';
import { type BaseQueryArgs, createBaseQuery } from '@/storefront/api/base-query';
import { authSlice, signedIn } from '@/storefront/app/auth-slice';
import { siteChanged, siteSlice } from '@/storefront/app/site-slice';
import type { AppConfig } from '@/storefront/lib/app-config';
import { updated, wishlistSlice } from '@/storefront/modules/wishlist/wishlist-slice';

/**
 * The session side of the base query against a refresh route that behaves like the account
 * service's (CONTRACT.md): each refresh token works once, a reused one revokes its family.
 */
const COMMERCE = 'http://commerce.test/';
const ACCOUNT = 'http://account.test/account/';
const config: AppConfig = { commerceApiUrl: COMMERCE, accountApiUrl: ACCOUNT, storeApiUrl: COMMERCE, appEnv: 'development', captchaProvider: 'off', recaptchaSiteKey: '' };
const site = { subsiteId: 1, websiteId: 7, languageId: 3, clearCartOnLogout: true } as SiteSettings;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An account service in miniature: one live token pair; a refresh token works once, a reused one revokes the family. */
function sessionService() {
  const state = { generation: 1, expired: false, revoked: false, refreshBodies: [] as unknown[], seen: [] as (string | null)[] };
  const fail = (message: string) => HttpResponse.json({ status: 'error', statusCode: 401, message, responseBody: null }, { status: 401 });
  server.use(
    http.post(`${ACCOUNT}auth/refresh-token`, async ({ request }) => {
      const body = (await request.json()) as { refreshToken: string };
      state.refreshBodies.push(body);
      if (state.revoked || body.refreshToken !== `refresh-${state.generation}`) {
        state.revoked = true;
        return fail('Session revoked');
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
      return live ? HttpResponse.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: { userID: 1 } }) : fail('Invalid User');
    }),
  );
  return state;
}

function setup(clearCartOnLogout = true) {
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: createBaseQuery({ getConfig: () => config, getSystemId: async () => 'device-1', backoff: async () => {} }),
    endpoints: (build) => ({ call: build.query<unknown, BaseQueryArgs>({ query: (args) => args }) }),
  });
  const store = configureStore({
    reducer: combineReducers({ auth: authSlice.reducer, site: siteSlice.reducer, wishlist: wishlistSlice.reducer, testApi: api.reducer }),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(siteChanged({ settings: { ...site, clearCartOnLogout }, locale: 'in-en' }));
  store.dispatch(signedIn({ user: { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@example.com', phone: '+919876543210' }, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
  store.dispatch(updated([{ productID: 5 }]));
  const call = (args: BaseQueryArgs) => store.dispatch(api.endpoints.call.initiate(args, { forceRefetch: true }));
  const details = () => call({ service: 'account', url: 'user/details/1' });
  return { store, call, details };
}

describe('base query: refresh-token rotation (CONTRACT.md)', () => {
  it('refreshes each expiry with the refresh token the previous refresh gave, never a used one', async () => {
    const service = sessionService();
    const { store, details } = setup();
    service.expired = true;
    expect((await details()).error).toBeUndefined();
    service.expired = true;
    expect((await details()).error).toBeUndefined();
    expect(service.refreshBodies).toEqual([
      { refreshToken: 'refresh-1', accessToken: 'access-1' },
      { refreshToken: 'refresh-2', accessToken: 'access-2' },
    ]);
    expect(service.revoked).toBe(false);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', isLoggedIn: true });
  });

  it('uses one refresh for ten calls that expire together, so the single-use token is not replayed', async () => {
    const service = sessionService();
    const { details } = setup();
    service.expired = true;
    const results = await Promise.all(Array.from({ length: 10 }, () => details()));
    expect(results.every((result) => result.error === undefined)).toBe(true);
    expect(service.refreshBodies).toHaveLength(1);
    expect(service.revoked).toBe(false);
  });
});

describe('base query: a revoked session', () => {
  it.each([
    [true, []],
    [false, [{ productID: 5 }]],
  ])('logs out cleanly (clearCartOnLogout %s): user and tokens gone, the wishlist as the site says', async (clearCartOnLogout, wishlist) => {
    const service = sessionService();
    service.revoked = true;
    const { store, details } = setup(clearCartOnLogout);
    const result = await details();
    expect(result.error).toMatchObject({ status: 401 });
    expect(service.refreshBodies).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, accessToken: null, refreshToken: null });
    expect(store.getState().wishlist.wishlistData).toEqual(wishlist);
  });

  it('sends later calls as a guest, without trying to refresh again', async () => {
    const service = sessionService();
    service.revoked = true;
    const { details } = setup();
    await details();
    await details();
    expect(service.seen).toEqual(['Bearer access-1', null]);
    expect(service.refreshBodies).toHaveLength(1);
  });
});

describe('base query: pinned language', () => {
  it('keeps a languageID the call sets itself (countries are read with languageID 1)', async () => {
    let language: string | null = null;
    server.use(
      http.get(`${COMMERCE}api/cart/countries`, ({ request }) => {
        language = request.headers.get('languageID');
        return HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: [] });
      }),
    );
    const { call } = setup();
    await call({ url: 'api/cart/countries', headers: { languageID: '1' } });
    expect(language).toBe('1');
  });
});
