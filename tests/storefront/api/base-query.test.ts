import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/shared/contracts/cart';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { updated } from '@/storefront/modules/wishlist/wishlist-slice';
import { ACCOUNT, baseQueryStore as setup, COMMERCE, invalidUser, ok, STORE, useTestServer } from './base-query-harness';

const server = useTestServer();
// The app's base API reads the services' URLs from the environment on the server side.
beforeAll(() => vi.stubEnv('COMMERCE_API_URL', COMMERCE));

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

describe('base query: re-authentication (docs/requirements/states.md#token-refresh and docs/requirements/messages.md#re-authentication)', () => {
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
