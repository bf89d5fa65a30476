import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetalRateChange, MetalRateRecord } from '@/shared/contracts/admin-rates';
import { MetalRateHistory } from '@/shared/contracts/admin-rates';
import { signInAs } from '@/tests/server/helpers/auth';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { modulesWith, ratesFixture, recordingRevalidator, SHOPPER, STAFF } from './rates-fixture';

let test: TestApp;
const revalidator = recordingRevalidator();
let staff: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp({ seedData: ratesFixture, modules: modulesWith(revalidator) });
  staff = (await signInAs(test.app, STAFF)).headers;
  shopper = (await signInAs(test.app, SHOPPER)).headers;
});
afterAll(async () => {
  await test?.close();
});

const post = (payload: unknown, headers: Record<string, string> = staff) =>
  test.app.inject({ method: 'POST', url: '/admin/metal-rates', headers, payload: payload as object });
const history = (query = '', headers: Record<string, string> = staff) => test.app.inject({ method: 'GET', url: `/admin/metal-rates${query}`, headers });
const valid = { subsiteID: 1, metal: 'gold', purity: '22K', ratePerGram: 7310 };

describe('POST /admin/metal-rates', () => {
  it('refuses a guest with 401 Invalid User and a shopper with 403, in the commerce envelope', async () => {
    expectFailure(await post(valid, {}), 401, 'Invalid User');
    expectFailure(await post(valid, shopper), 403, /Staff only/);
  });

  it.each([
    [{ ...valid, ratePerGram: 7310.5 }, /body\.ratePerGram: INR rates have at most 0 decimal places/],
    // More decimals than any currency has is refused by the contract, before the subsite is known.
    [{ ...valid, subsiteID: 2, ratePerGram: 290.255 }, /body\.ratePerGram: must have at most 2 decimal places/],
    [{ ...valid, subsiteID: 2, ratePerGram: 1e-7 }, /body\.ratePerGram: must have at most 2 decimal places/],
    [{ ...valid, ratePerGram: 0 }, /ratePerGram/],
    [{ ...valid, ratePerGram: -7300 }, /ratePerGram/],
    [{ ...valid, ratePerGram: '7300' }, /ratePerGram/],
    [{ ...valid, purity: 'PT950' }, /body\.purity: gold comes in 24K, 22K, 18K, not PT950/],
    [{ ...valid, metal: 'copper' }, /metal/],
    [{ ...valid, note: 'typo' }, /note/],
    [{ metal: 'gold', purity: '22K', ratePerGram: 7300 }, /subsiteID/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    expectFailure(await post(payload), 400, message);
  });

  it('answers 404 for a subsite that does not exist', async () => {
    expectFailure(await post({ ...valid, subsiteID: 99 }), 404, /Subsite 99 not found/);
  });

  it('saves the rate, drops only that subsite\'s cached ticker and asks the storefront to revalidate its pages', async () => {
    // Fill the content cache for both subsites first.
    for (const key of ['metalPrice_SLV_in', 'metalPrice_SLV_ae']) expectSuccess(await call(test.app, { url: `/api/redis/${key}` }));
    expect(await test.cache.get('content:metalPrice_SLV_in')).toBeDefined();
    revalidator.calls.length = 0;

    const change = expectSuccess<MetalRateChange>(await post(valid), 'Metal rate saved');

    // Gold 22K is sold in India as the temple ring (rings) and the studs (earrings), in English and Hindi.
    const paths = ['/in-en', '/in-en/metal-rates', '/in-en/rings', '/in-en/earrings', '/in-en/temple-ring-22k', '/in-en/sold-out-studs-22k'];
    const expected = [...paths, ...paths.map((path) => path.replace('/in-en', '/in-hi'))];
    expect(change.revalidatedPaths).toEqual(expected);
    expect(revalidator.calls).toEqual([expected]);

    expect(await test.cache.get('content:metalPrice_SLV_in')).toBeUndefined();
    expect(await test.cache.get('content:metalPrice_SLV_ae')).toBeDefined();
    const ticker = expectSuccess<{ rates: { metal: string; purity: string; ratePerGram: number }[] }>(await call(test.app, { url: '/api/redis/metalPrice_SLV_in' }));
    expect(JSON.stringify(ticker)).toContain('7310');
  });

  it('revalidates only the home and rate pages where no product uses the metal and purity', async () => {
    revalidator.calls.length = 0;
    const change = expectSuccess<MetalRateChange>(await post({ subsiteID: 2, metal: 'gold', purity: '24K', ratePerGram: 305.25 }), 'Metal rate saved');
    expect(change.previousRatePerGram).toBeNull();
    expect(change.revalidatedPaths).toEqual(['/ae-en', '/ae-en/metal-rates', '/ae-ar', '/ae-ar/metal-rates']);
  });
});

describe('GET /admin/metal-rates', () => {
  it('refuses a guest with 401 and a shopper with 403', async () => {
    expectFailure(await history('', {}), 401, 'Invalid User');
    expectFailure(await history('', shopper), 403, /Staff only/);
  });

  it('lists the rates newest first, with who entered them', async () => {
    const rates = MetalRateHistory.parse(expectSuccess(await history('?subsiteID=1&metal=gold&purity=22K&limit=3')));
    expect(rates.map((rate) => [rate.ratePerGram, rate.createdBy])).toEqual([
      [7310, STAFF.username],
      [7250, 'seed'],
      [7100, 'seed'],
    ]);
    expect(rates[0]).toMatchObject({ subsiteCode: 'in', currencyCode: 'INR' });
  });

  it('shows UAE rates in dirhams with their decimals', async () => {
    const rates = expectSuccess<MetalRateRecord[]>(await history('?subsiteID=2&metal=gold&purity=24K'));
    expect(rates).toEqual([expect.objectContaining({ ratePerGram: 305.25, currencyCode: 'AED', createdBy: STAFF.username })]);
  });

  it.each([
    ['?limit=0', /limit/],
    ['?limit=501', /limit/],
    ['?metal=copper', /metal/],
    ['?subsiteID=abc', /subsiteID/],
    ['?colour=gold', /colour/],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    expectFailure(await history(query), 400, message);
  });

  it('answers 404 for an unknown subsite', async () => {
    expectFailure(await history('?subsiteID=99'), 404, /Subsite 99/);
  });
});
