import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateHistory } from '@/shared/contracts/rates-history';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture } from '../commerce-fixture';
import { call, expectFailure, expectSuccess, headersWithout } from '../commerce-requests';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await test?.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/metal-rates/history/', () => {
  it('answers one closing rate a day for 30 days per metal and purity, today last', async () => {
    const india = expectSuccess<RateHistory>(await call(test.app, { url: '/api/metal-rates/history/' }));
    expect(india.map(({ metal, purity, currencyCode }) => [metal, purity, currencyCode])).toEqual([
      ['gold', '22K', 'INR'],
      ['gold', '18K', 'INR'],
      ['silver', '999', 'INR'],
    ]);
    const gold = india[0]!;
    expect(gold.points).toHaveLength(30);
    expect(gold.points.at(-1)).toEqual({ date: today(), ratePerGram: 7250 });
    // The fixture's history is flat at 7100 before today's 7250.
    expect(gold.points.slice(0, -1).every((point) => point.ratePerGram === 7100)).toBe(true);
    expect(new Set(gold.points.map((point) => point.date)).size).toBe(30);
  });

  it('filters by metal and purity, converts fils to dirhams, and takes another window', async () => {
    const uae = expectSuccess<RateHistory>(await call(test.app, { url: '/api/metal-rates/history/?metal=gold&purity=22K&days=7', locale: 'ae-ar' }));
    expect(uae).toHaveLength(1);
    expect(uae[0]).toMatchObject({ metal: 'gold', purity: '22K', currencyCode: 'AED', decimalPlaces: 2 });
    expect(uae[0]!.points).toHaveLength(7);
    expect(uae[0]!.points.at(-1)!.ratePerGram).toBe(285.5);
    expect(uae[0]!.points[0]!.ratePerGram).toBe(284);
  });

  it('answers an empty list for a metal and purity the subsite has no rate for', async () => {
    expect(expectSuccess<RateHistory>(await call(test.app, { url: '/api/metal-rates/history/?metal=platinum' }))).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/?days=0' }), 400, /days/);
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/?days=91' }), 400, /days/);
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/?metal=copper' }), 400, /metal/);
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/?colour=red' }), 400, /colour/);
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/', headers: headersWithout('in-en', 'subsiteID') }), 400, /subsiteID/);
  });

  it('answers 404 for an unknown site', async () => {
    expectFailure(await call(test.app, { url: '/api/metal-rates/history/', headers: { websiteID: '1', subsiteID: '999', languageID: '1' } }), 404, /Site not found/);
  });
});
