import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceBreakup, ProductDetail, ProductPage } from '@/shared/contracts/catalogue';
import { decimalToMinor } from '@/shared/money';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { call, expectSuccess } from '../commerce-requests';

/** The demo store as seeded: whatever its data, every price must be explained to the last minor unit. */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

const linesInMinor = (breakup: PriceBreakup) =>
  breakup.lines.reduce((sum, line) => sum + decimalToMinor(line.amount, breakup.decimalPlaces), 0);

describe.each(['in-en', 'ae-ar'])('GET /api/products/{id}/ on the demo store (%s)', (locale) => {
  const total = async () => expectSuccess<ProductPage>(await call(test.app, { url: '/api/products/?pageSize=1', locale })).total;

  it('answers a breakup whose lines add up exactly to the price of every product listed', async () => {
    const items: ProductPage['items'] = [];
    for (let page = 1; page === 1 || items.length < (await total()); page++) {
      const url = `/api/products/?pageSize=60&sort=price_asc&page=${page}`;
      items.push(...expectSuccess<ProductPage>(await call(test.app, { url, locale })).items);
    }
    expect(items.length).toBeGreaterThan(0);
    const prices = items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const summary of items) {
      const product = expectSuccess<ProductDetail>(await call(test.app, { url: `/api/products/${summary.productID}/`, locale }));
      const { priceBreakup } = product;
      expect(linesInMinor(priceBreakup), product.sku).toBe(decimalToMinor(priceBreakup.price, priceBreakup.decimalPlaces));
      expect(priceBreakup.price, product.sku).toBe(summary.price);
      expect(priceBreakup.actualPrice).toBeGreaterThanOrEqual(priceBreakup.price);
      expect(product.options.length).toBeGreaterThan(0);
    }
  });
});
