import { solveChallenge } from 'altcha-lib/v1';
import type { APIRequestContext } from '@playwright/test';
import { amountOf, expect, test } from '../../fixtures/catalogue-pages';
import { type RepricedRate, repricedRate } from '../../fixtures/repriced';
import { E2E_PORTS } from '../../settings.mjs';

/** The services of the real-mode run (playwright.config.ts starts them on E2E_PORTS.api). */
const API = process.env.E2E_API_URL ?? `http://localhost:${E2E_PORTS.api}/`;
/** in-en's site headers in the demo store. */
const IN_EN = { websiteID: '1', subsiteID: '1', languageID: '1' };
const STAFF = { username: 'staff@example.com', password: 'Staff#2026!' };

interface Detail {
  productID: number;
  slug: string;
  priceBreakup: { price: number; netWeight: number; lines: { code: string; amount: number }[] };
}

/** Signs in as staff through the API, solving the ALTCHA challenge as the browser widget would. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get(`${API}account/auth/captcha`)).json()).responseBody;
  const { promise } = solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber);
  const solution = await promise;
  const token = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
  const login = await request.post(`${API}account/auth/login`, { data: { ...STAFF, reCaptchaToken: token } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).responseBody.tokens.accessToken;
}

async function detailOf(request: APIRequestContext, productID: number): Promise<Detail> {
  return (await (await request.get(`${API}api/products/${productID}/`, { headers: IN_EN })).json()).data;
}

async function setRate(request: APIRequestContext, token: string, { subsiteID, metal, purity }: RepricedRate, ratePerGram: number) {
  const answer = await request.post(`${API}admin/metal-rates`, {
    headers: { authorization: `Bearer ${token}` },
    data: { subsiteID, metal, purity, ratePerGram },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data;
}

test.describe('[rates] a rate change reaches the product page and the cart', () => {
  test('[rates] staff raise a metal rate by ₹100/g: the page (after revalidation) and the cart follow', async ({ store, product, page, request }, info) => {
    test.skip(info.project.metadata.mode === 'mock', 'the mocks serve recorded, fixed prices: a rate change exists only on the real services');
    // A rate of its own per viewport: no other journey changes it meanwhile (e2e/fixtures/repriced.ts).
    const rate = repricedRate('rate-change', info.project.name);
    const list = (await (await request.get(`${API}api/products/?metal=${rate.metal}&purity=${rate.purity}&pageSize=1`, { headers: IN_EN })).json()).data;
    const before = await detailOf(request, list.items[0].productID);
    const token = await staffToken(request);
    const rates = (await (await request.get(`${API}api/metal-rates/`, { headers: IN_EN })).json()).data as { metal: string; purity: string; ratePerGram: number }[];
    const oldRate = rates.find((row) => row.metal === rate.metal && row.purity === rate.purity)!.ratePerGram;

    await store.open(`/in-en/${before.slug}`);
    const total = product.breakup.getByRole('row', { name: /Total price/ });
    await expect.poll(async () => amountOf((await total.textContent()) ?? '')).toBe(before.priceBreakup.price);
    await product.addToCart.click();
    await store.expectToast('Item added to cart');

    try {
      const change = await setRate(request, token, rate, oldRate + 100);
      expect(change.revalidatedPaths).toContain(`/in-en/${before.slug}`);
      const after = await detailOf(request, before.productID);
      const metalLine = (detail: Detail) => detail.priceBreakup.lines.find((line) => line.code === 'metal')!.amount;
      // The metal line moves by exactly weight × ₹100 (whole rupees in India).
      expect(metalLine(after) - metalLine(before)).toBe(Math.round(before.priceBreakup.netWeight * 100));
      expect(after.priceBreakup.price).toBeGreaterThan(before.priceBreakup.price);

      // The services asked the storefront to regenerate the page: a reload shows the new price.
      await expect
        .poll(
          async () => {
            await page.reload();
            return amountOf((await total.textContent()) ?? '');
          },
          { timeout: 30_000, intervals: [500, 1000, 2000] },
        )
        .toBe(after.priceBreakup.price);
      await store.snap('1-product-repriced');

      await store.open('/in-en/cart');
      await expect(page.getByRole('note')).toBeVisible();
      await expect.poll(async () => amountOf((await page.getByTestId('cart-subtotal').textContent()) ?? '')).toBe(after.priceBreakup.price);
      await store.snap('2-cart-repriced');
    } finally {
      await setRate(request, token, rate, oldRate);
    }
  });
});
