import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { updated } from '@/storefront/modules/wishlist/wishlist-slice';
import { baseQueryStore, COMMERCE, strictAccountService, useTestServer } from './base-query-harness';

/**
 * The session side of the base query against a refresh route that behaves like the account
 * service's (docs/requirements/service-contract.md#sign-in): each refresh token works once, a reused one revokes its family.
 */
const server = useTestServer();

/** A signed-in shopper with one wished-for piece. */
function setup(options: { clearCartOnLogout?: boolean } = {}) {
  const bench = baseQueryStore(options);
  bench.store.dispatch(updated([{ productID: 5 }]));
  return bench;
}

describe('base query: refresh-token rotation (docs/requirements/service-contract.md#sign-in)', () => {
  it('refreshes each expiry with the refresh token the previous refresh gave, never a used one', async () => {
    const service = strictAccountService(server);
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
    const service = strictAccountService(server);
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
    const service = strictAccountService(server);
    service.revoked = true;
    const { store, details } = setup({ clearCartOnLogout });
    const result = await details();
    expect(result.error).toMatchObject({ status: 401 });
    expect(service.refreshBodies).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ user: null, isLoggedIn: false, accessToken: null, refreshToken: null });
    expect(store.getState().wishlist.wishlistData).toEqual(wishlist);
  });

  it('sends later calls as a guest, without trying to refresh again', async () => {
    const service = strictAccountService(server);
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
