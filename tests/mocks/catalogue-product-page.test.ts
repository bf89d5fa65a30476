import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@/shared/contracts/catalogue';
import type { PincodeCheck } from '@/shared/contracts/delivery';
import type { Suggestions } from '@/shared/contracts/search';
import { catalogueFor } from './lib/fixtures';
import { useMockServer } from './use-mock-server';

useMockServer();
const BASE = 'http://localhost:4000';
const HEADERS: Record<string, Record<string, string>> = {
  'in-en': { websiteID: '1', subsiteID: '1', languageID: '1' },
  'in-hi': { websiteID: '1', subsiteID: '1', languageID: '2' },
  'ae-ar': { websiteID: '1', subsiteID: '2', languageID: '3' },
};
const get = async <T>(path: string, locale = 'in-en') => {
  const response = await fetch(`${BASE}${path}`, { headers: HEADERS[locale] });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/** Mock mode's search journeys must find what the services find in the recorded products. */
describe('the mocks: search, facets and the product page', () => {
  it("find necklaces for 'neckalce' and 22K rings for 'ring 22k'", async () => {
    const necklaces = await get<ProductPage>('/api/products/?q=neckalce');
    expect(necklaces.total).toBeGreaterThan(0);
    expect(necklaces.items.every((item) => item.categorySlug === 'necklaces')).toBe(true);
    const rings = await get<ProductPage>('/api/products/?q=ring%2022k');
    expect(rings.items.every((item) => item.categorySlug === 'rings' && item.purity === '22K')).toBe(true);
    expect(rings.sort).toBe('relevance');
  });

  it('find Hindi and Arabic names', async () => {
    expect((await get<ProductPage>(`/api/products/?q=${encodeURIComponent('अंगूठी')}`, 'in-hi')).total).toBeGreaterThan(0);
    expect((await get<ProductPage>(`/api/products/?q=${encodeURIComponent('خاتم')}`, 'ae-ar')).total).toBeGreaterThan(0);
  });

  it('count each filter value as choosing it would show', async () => {
    const page = await get<ProductPage>('/api/products/?metal=gold');
    for (const facet of ['metal', 'purity', 'stone', 'gender', 'occasion'] as const) {
      for (const { value, count } of page.facets[facet]) {
        const query = new URLSearchParams({ metal: 'gold', [facet]: value });
        expect((await get<ProductPage>(`/api/products/?${query}`)).total, `${facet}=${value}`).toBe(count);
      }
    }
  });

  it('suggest categories and products, and check pincodes with today as the services would', async () => {
    const { suggestions } = await get<Suggestions>('/api/products/suggest/?q=neckl');
    expect(suggestions[0]).toMatchObject({ type: 'category', slug: 'necklaces' });
    const { productID } = catalogueFor('in-en')!.products[0]!.detail;
    expect(await get<PincodeCheck>(`/api/products/${productID}/pincode/400001`)).toMatchObject({ deliverable: true, codAvailable: true, city: 'Mumbai' });
    expect(await get<PincodeCheck>(`/api/products/${productID}/pincode/560001`)).toMatchObject({ deliverable: true, codAvailable: false });
    expect(await get<PincodeCheck>(`/api/products/${productID}/pincode/999999`)).toMatchObject({ deliverable: false, estimatedDeliveryDate: null });
  });
});
