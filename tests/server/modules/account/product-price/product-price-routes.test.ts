import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { PriceBreakup } from '@/shared/contracts/catalogue';
import { createTestApp, type TestApp } from '@/tests/server/helpers/test-app';
import { commerceFixture, IDS, PRICES } from '../../commerce/commerce-fixture';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedData: commerceFixture });
});
afterAll(async () => {
  await test?.close();
});

const price = (id: number | string, payload: unknown) => test.app.inject({ method: 'POST', url: `/account/products/price/${id}`, payload: payload as object });

function expectBreakup(response: LightMyRequestResponse): PriceBreakup {
  const body = response.json();
  expect(response.statusCode, response.body).toBe(200);
  expect(body).toMatchObject({ status: 'success', statusCode: 200, message: 'Price breakup' });
  return body.responseBody;
}

function expectError(response: LightMyRequestResponse, status: number, message: RegExp) {
  const body = response.json();
  expect(response.statusCode, response.body).toBe(status);
  expect(body).toMatchObject({ status: 'error', statusCode: status });
  expect(body.message).toMatch(message);
}

describe('POST /account/products/price/:id', () => {
  it("answers the breakup of the product's first option in stock, in the subsite's first language", async () => {
    const breakup = expectBreakup(await price(IDS.ring, { subsiteID: 1 }));
    expect(breakup).toMatchObject({ currencyCode: 'INR', price: PRICES.in.ringSize12, actualPrice: PRICES.in.ringSize12Actual });
    expect(breakup.lines[0]).toEqual({ code: 'metal', label: 'Gold 22K', amount: 30813, detail: '4.250 g × ₹7,250/g' });
    expect(breakup.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(PRICES.in.ringSize12);
  });

  it('prices the option asked for', async () => {
    expect(expectBreakup(await price(IDS.ring, { subsiteID: 1, productOptionID: IDS.ringSize14 })).price).toBe(PRICES.in.ringSize14);
    const uae = expectBreakup(await price(IDS.ring, { subsiteID: 2, productOptionID: IDS.ringSize12, languageID: 3 }));
    // 1213.38 + 97.07 + 106.25 − 26.56 + 533.00 + 15.00 + 96.91 = 2035.05
    expect(uae.lines.map((line) => line.amount)).toEqual([1213.38, 97.07, 106.25, -26.56, 533, 15, 96.91]);
    expect(uae).toMatchObject({ currencyCode: 'AED', decimalPlaces: 2, price: 2035.05, actualPrice: 2062.94 });
    expect(uae.lines[0]?.label).toBe('ذهب 22K');
  });

  it.each([
    [{}, /subsiteID/],
    [{ subsiteID: '1' }, /subsiteID/],
    [{ subsiteID: 1, productOptionID: 0 }, /productOptionID/],
    [{ subsiteID: 1, price: 10 }, /price/],
    [{ subsiteID: 99_999_999_999 }, /subsiteID/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    expectError(await price(IDS.ring, payload), 400, message);
  });

  it('refuses an option of another product and a malformed id with 400', async () => {
    expectError(await price(IDS.ring, { subsiteID: 1, productOptionID: IDS.coinStd }), 400, /productOptionID/);
    expectError(await price('ring', { subsiteID: 1 }), 400, /id/);
  });

  it('answers 404 for an unknown product, subsite or language, and a product the subsite does not sell', async () => {
    expectError(await price(999, { subsiteID: 1 }), 404, /Product 999 not found/);
    expectError(await price(IDS.band, { subsiteID: 1 }), 404, /not found/);
    expectError(await price(IDS.ring, { subsiteID: 9 }), 404, /Subsite 9 not found/);
    expectError(await price(IDS.ring, { subsiteID: 1, languageID: 3 }), 404, /not found/);
  });
});
