import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, MetalRate } from '@/shared/contracts/catalogue';
import type { Country, Store } from '@/shared/contracts/content';
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

describe('GET /api/categories/', () => {
  it('lists every category in order with the number of products the subsite sells in it', async () => {
    const india = expectSuccess<Category[]>(await call(test.app, { url: '/api/categories/' }));
    expect(india.map((category) => [category.slug, category.productCount])).toEqual([
      ['rings', 1],
      ['earrings', 1],
      ['pendants', 1],
      ['coins', 1],
    ]);
    expect(india[0]).toMatchObject({ name: 'Rings', description: 'All rings', image: '/images/categories/rings.svg' });
    const uae = expectSuccess<Category[]>(await call(test.app, { url: '/api/categories/', locale: 'ae-ar' }));
    expect(uae.map((category) => [category.name, category.productCount])).toEqual([
      ['خواتم', 2],
      ['Earrings (عربي)', 0],
      ['Pendants (عربي)', 0],
      ['Coins (عربي)', 1],
    ]);
  });

  it('refuses a request without languageID with 400', async () => {
    expectFailure(await call(test.app, { url: '/api/categories/', headers: headersWithout('in-en', 'languageID') }), 400, /languageID/);
  });
});

describe('GET /api/metal-rates/', () => {
  it("answers today's rate and the previous one per metal and purity, in the subsite's currency", async () => {
    const india = expectSuccess<MetalRate[]>(await call(test.app, { url: '/api/metal-rates/' }));
    expect(india.map(({ metal, purity, ratePerGram, previousRatePerGram }) => [metal, purity, ratePerGram, previousRatePerGram])).toEqual([
      ['gold', '22K', 7250, 7100],
      ['gold', '18K', 5940, 5900],
      ['silver', '999', 95, 95],
    ]);
    const uae = expectSuccess<MetalRate[]>(await call(test.app, { url: '/api/metal-rates/', locale: 'ae-en' }));
    expect(uae.map(({ metal, ratePerGram, previousRatePerGram }) => [metal, ratePerGram, previousRatePerGram])).toEqual([
      ['gold', 285.5, 284],
      ['platinum', 136.75, 136],
      ['silver', 3.8, 3.75],
    ]);
    expect(Date.parse(uae[0]!.effectiveAt)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a request without websiteID with 400', async () => {
    expectFailure(await call(test.app, { url: '/api/metal-rates/', headers: headersWithout('in-en', 'websiteID') }), 400, /websiteID/);
  });
});

describe('GET /api/stores/', () => {
  it("lists the subsite's stores in the request language", async () => {
    const india = expectSuccess<Store[]>(await call(test.app, { url: '/api/stores/', locale: 'in-hi' }));
    expect(india.map((store) => store.name)).toEqual(['मुंबई स्टोर', 'Bengaluru (हिन्दी)']);
    expect(india[0]).toMatchObject({ city: 'मुंबई', phone: '+91 22 0000 0001', latitude: 18.9432, longitude: 72.8236 });
    const uae = expectSuccess<Store[]>(await call(test.app, { url: '/api/stores/', locale: 'ae-ar' }));
    expect(uae).toHaveLength(1);
    expect(uae[0]).toMatchObject({ name: 'سوق الذهب دبي', city: 'دبي' });
  });

  it('answers 404 for a subsite of another website', async () => {
    expectFailure(await call(test.app, { url: '/api/stores/', headers: { websiteID: '1', subsiteID: '3', languageID: '1' } }), 404, /Site not found/);
  });
});

describe('GET /api/cart/countries', () => {
  it('needs only the languageID header, as the storefront sends languageID 1', async () => {
    const countries = expectSuccess<Country[]>(await call(test.app, { url: '/api/cart/countries', headers: { languageID: '1' } }));
    expect(countries).toEqual([
      { countryId: 1, code: 'IN', name: 'India', phoneCode: '+91', states: [{ stateId: 1, code: 'MH', name: 'Maharashtra' }] },
      { countryId: 2, code: 'AE', name: 'United Arab Emirates', phoneCode: '+971', states: [{ stateId: 2, code: 'DU', name: 'Dubai' }] },
    ]);
  });

  it('names countries and states in the language asked for', async () => {
    const arabic = expectSuccess<Country[]>(await call(test.app, { url: '/api/cart/countries', locale: 'ae-ar' }));
    expect(arabic.map((country) => country.name)).toEqual(['الهند', 'الإمارات العربية المتحدة']);
    const hindi = expectSuccess<Country[]>(await call(test.app, { url: '/api/cart/countries', headers: { languageID: '2' } }));
    expect(hindi[0]?.states[0]?.name).toBe('महाराष्ट्र');
  });

  it('refuses a request without languageID, or with one that is not a number, with 400', async () => {
    expectFailure(await call(test.app, { url: '/api/cart/countries', headers: {} }), 400, /languageID/);
    expectFailure(await call(test.app, { url: '/api/cart/countries', headers: { languageID: 'en' } }), 400, /languageID/);
    expectFailure(await call(test.app, { url: '/api/cart/countries', headers: { languageID: '99999999999' } }), 400, /languageID/);
  });

  it('answers 404 for an unknown language', async () => {
    expectFailure(await call(test.app, { url: '/api/cart/countries', headers: { languageID: '9' } }), 404, 'Language 9 not found');
  });
});
