import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/shared/site-settings';
import { type BaseQueryArgs, createBaseQuery } from '@/storefront/api/base-query';
import { createTabSession, followOtherTabs, REFRESH_LOCK, ROTATIONS_KEY, type TabLocks, type TabStorage } from '@/storefront/api/tab-session';
import { authSlice, signedIn, tokensRefreshed } from '@/storefront/app/auth-slice';
import { siteChanged, siteSlice } from '@/storefront/app/site-slice';
import type { AppConfig } from '@/storefront/lib/app-config';

/**
 * Issue 11 finding 17: two tabs of the store whose access token expired at the same moment.
 * Each tab is its own store and base query (as in the browser); they share one localStorage and
 * one named lock (the Web Locks API's). The account service below is strict like the real one:
 * a refresh token works once, and a reused one ends the session.
 */
const COMMERCE = 'http://commerce.test/';
const ACCOUNT = 'http://account.test/account/';
const config: AppConfig = { commerceApiUrl: COMMERCE, accountApiUrl: ACCOUNT, storeApiUrl: COMMERCE, appEnv: 'development', captchaProvider: 'off', recaptchaSiteKey: '' };
const site = { subsiteId: 1, websiteId: 7, languageId: 3, clearCartOnLogout: true } as SiteSettings;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function sessionService() {
  const state = { generation: 1, expired: true, revoked: false, refreshes: [] as string[] };
  const fail = (message: string) => HttpResponse.json({ status: 'error', statusCode: 401, message, responseBody: null }, { status: 401 });
  server.use(
    http.post(`${ACCOUNT}auth/refresh-token`, async ({ request }) => {
      const { refreshToken } = (await request.json()) as { refreshToken: string };
      state.refreshes.push(refreshToken);
      // A little network time, so the two tabs' refreshes would overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (state.revoked || refreshToken !== `refresh-${state.generation}`) {
        state.revoked = true;
        return fail('Invalid User');
      }
      state.generation += 1;
      state.expired = false;
      return HttpResponse.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: { tokens: { accessToken: `access-${state.generation}`, refreshToken: `refresh-${state.generation}` } } });
    }),
    http.get(`${ACCOUNT}user/details/1`, ({ request }) => {
      const live = !state.revoked && !state.expired && request.headers.get('Authorization') === `Bearer access-${state.generation}`;
      return live ? HttpResponse.json({ status: 'success', statusCode: 200, message: 'ok', responseBody: { userID: 1 } }) : fail('Invalid User');
    }),
  );
  return state;
}

/** One localStorage for the browser. */
function sharedStorage(): TabStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

/** Web Locks in miniature: one holder per name, the others wait their turn. */
function sharedLocks(): TabLocks & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

function tab(options: { storage: TabStorage | null; locks: TabLocks | null }) {
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: createBaseQuery({ getConfig: () => config, getSystemId: async () => 'device-1', backoff: async () => {}, tabSession: createTabSession(options) }),
    endpoints: (build) => ({ call: build.query<unknown, BaseQueryArgs>({ query: (args) => args }) }),
  });
  const store = configureStore({
    reducer: combineReducers({ auth: authSlice.reducer, site: siteSlice.reducer, testApi: api.reducer }),
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(siteChanged({ settings: site, locale: 'in-en' }));
  store.dispatch(signedIn({ user: { userID: 1, firstName: 'Asha', lastName: 'Rao', email: 'a@example.com', phone: '+919876543210' }, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1' } }));
  const details = () => store.dispatch(api.endpoints.call.initiate({ service: 'account', url: 'user/details/1' }, { forceRefetch: true }));
  return { store, details };
}

describe('base query: tabs share one refresh', () => {
  it('two tabs whose token expired together make one refresh call and both end signed in with the new pair', async () => {
    const service = sessionService();
    const shared = { storage: sharedStorage(), locks: sharedLocks() };
    const [first, second] = [tab(shared), tab(shared)];

    const [a, b] = await Promise.all([first.details(), second.details()]);

    expect(a.error).toBeUndefined();
    expect(b.error).toBeUndefined();
    expect(service.refreshes).toEqual(['refresh-1']);
    expect(service.revoked).toBe(false);
    for (const { store } of [first, second]) expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(shared.locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
  });

  it('a tab follows a chain of refreshes made elsewhere, and the next expiry refreshes from the newest token', async () => {
    const service = sessionService();
    const shared = { storage: sharedStorage(), locks: sharedLocks() };
    const [first, second] = [tab(shared), tab(shared)];
    expect((await first.details()).error).toBeUndefined();
    service.expired = true;
    expect((await first.details()).error).toBeUndefined();
    expect(first.store.getState().auth.refreshToken).toBe('refresh-3');

    // The second tab still holds refresh-1, used twice over: it takes refresh-3, never replays one.
    expect((await second.details()).error).toBeUndefined();
    expect(second.store.getState().auth).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', isLoggedIn: true });
    expect(service.refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(service.revoked).toBe(false);
  });

  it('without Web Locks, a tab that refreshes after another still takes that pair instead of reusing its token', async () => {
    const service = sessionService();
    const storage = sharedStorage();
    const [first, second] = [tab({ storage, locks: null }), tab({ storage, locks: null })];
    expect((await first.details()).error).toBeUndefined();
    expect((await second.details()).error).toBeUndefined();
    expect(service.refreshes).toEqual(['refresh-1']);
    expect(second.store.getState().auth.refreshToken).toBe('refresh-2');
  });

  it('a pair taken from another tab whose access token has expired since is refreshed once, from that pair', async () => {
    const service = sessionService();
    const storage = sharedStorage();
    const locks = sharedLocks();
    const [first, second] = [tab({ storage, locks }), tab({ storage, locks })];
    expect((await first.details()).error).toBeUndefined();
    service.expired = true; // access-2 expires before the second tab next calls
    expect((await second.details()).error).toBeUndefined();
    expect(service.refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(second.store.getState().auth).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-3', isLoggedIn: true });
    expect(service.revoked).toBe(false);
  });

  it('adopts a pair another tab obtained as soon as it is written (the storage event), and only a successor of its own token', () => {
    const storage = sharedStorage();
    const listeners: ((event: StorageEvent) => void)[] = [];
    const target = { addEventListener: (_type: string, listener: (event: StorageEvent) => void) => listeners.push(listener), removeEventListener: () => {} };
    const { store } = tab({ storage, locks: null });
    followOtherTabs({ getRefreshToken: () => store.getState().auth.refreshToken, adopt: (tokens) => store.dispatch(tokensRefreshed(tokens)) }, target as never, storage);
    const written = (rotations: object[]) => {
      storage.setItem(ROTATIONS_KEY, JSON.stringify(rotations));
      for (const listener of listeners) listener({ key: ROTATIONS_KEY } as StorageEvent);
    };

    // Another session's refresh (a sign-in elsewhere) is not this tab's.
    written([{ from: 'refresh-other', accessToken: 'access-x', refreshToken: 'refresh-x' }]);
    expect(store.getState().auth.refreshToken).toBe('refresh-1');
    written([{ from: 'refresh-1', accessToken: 'access-2', refreshToken: 'refresh-2' }]);
    expect(store.getState().auth).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });
});
