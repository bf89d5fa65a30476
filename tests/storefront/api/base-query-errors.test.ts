import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from '@/storefront/api/base-query';
import { baseQueryStore as setup, COMMERCE, ok, useTestServer } from './base-query-harness';

// How the base query words failures and when it tries again (its sessions: base-query.test.ts).
const server = useTestServer();

describe('base query: error statuses (docs/requirements/messages.md#query-statuses)', () => {
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

describe('base query: retries (docs/requirements/constants.md#retries backoff)', () => {
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
