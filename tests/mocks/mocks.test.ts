import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProductDetail } from '@/shared/contracts/catalogue';
import { commerceFail, commerceOk } from './lib/respond';
import { anyOrigin } from './lib/route';
import { catalogueFor, RECORDED_LOCALES } from './lib/fixtures';
import { useMockServer } from './use-mock-server';

const server = useMockServer();
const BASE = 'http://localhost:4000';
const inEn = { websiteID: '1', subsiteID: '1', languageID: '1' };
const firstProduct = () => catalogueFor('in-en')!.products[0]!.detail;
let lastCartID = '';

/** msw reports the failures these tests cause on purpose; keep the output for real ones. */
const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/** What the contract test does not cover: the mocks' own set-up, overrides and guards. */
describe('msw mocks', () => {
  it('parses every recorded fixture with the shared schemas', () => {
    for (const locale of RECORDED_LOCALES) expect(catalogueFor(locale)?.products.length, locale).toBeGreaterThan(1);
  });

  it('answers on any origin and with or without the trailing slash', async () => {
    const { productID } = firstProduct();
    for (const url of [`${BASE}/api/products/${productID}/`, `http://127.0.0.1:3000/api/products/${productID}`, `https://shop.example/png-phase2/api/products/${productID}/`]) {
      expect((await fetch(url, { headers: inEn })).status, url).toBe(200);
    }
  });

  it('lets a test override one route with server.use, for that test only', async () => {
    server.use(http.get(anyOrigin('/api/categories/'), () => commerceFail(503, 'Catalogue is resting')));
    const response = await fetch(`${BASE}/api/categories/`, { headers: inEn });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ meta: { status: 'Failure', message: 'Catalogue is resting' } });
  });

  it('is back to the recorded answers after the override', async () => {
    expect((await fetch(`${BASE}/api/categories/`, { headers: inEn })).status).toBe(200);
  });

  it('fails loudly when a handler builds an answer the contract does not allow', async () => {
    server.use(http.get(anyOrigin('/api/products/:id/'), () => commerceOk(ProductDetail, { productID: 'one' } as never)));
    const errors = quietly();
    const response = await fetch(`${BASE}/api/products/1/`, { headers: inEn });
    expect(response.status).toBe(500);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('refuses a request no handler knows', async () => {
    const errors = quietly();
    await expect(fetch(`${BASE}/api/no-such-route/`)).rejects.toThrow();
    errors.mockRestore();
  });

  it('keeps a cart between requests and forgets it after the test', async () => {
    const response = await fetch(`${BASE}/api/cart/`, {
      method: 'POST',
      headers: { ...inEn, 'content-type': 'application/json' },
      body: JSON.stringify({ productID: firstProduct().productID, quantity: 1 }),
    });
    const { data } = (await response.json()) as { data: { cartID: string } };
    expect((await fetch(`${BASE}/api/cart/${data.cartID}/cart_summary`, { headers: inEn })).status).toBe(200);
    lastCartID = data.cartID;
  });

  it('has forgotten the previous test\'s cart (resetMockState)', async () => {
    expect((await fetch(`${BASE}/api/cart/${lastCartID}/cart_summary`, { headers: inEn })).status).toBe(404);
  });
});
