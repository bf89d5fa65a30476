import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/catalogue-pages';

/** Every script of the app waits until the shopper has done what the test does before `release()`. */
async function holdScripts(page: Page) {
  const held: Array<() => void> = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    count: () => held.length,
    release() {
      holding = false;
      for (const resume of held.splice(0)) resume();
    },
  };
}

/**
 * On a slow phone a shopper chooses a ring size, types a PIN code and starts a search before the
 * product page's code has run (common/kept-before-hydration.ts, docs/shopper-grade.md). None of it
 * may be undone when the page hydrates: the size stays chosen and is the one added to the cart, the
 * PIN is checked as typed, and the search suggests for the words in the box.
 */
test('[catalogue] a size, a PIN and a search typed before the page hydrated are kept and used', async ({ page, store, search, pincode, product }) => {
  const held = await holdScripts(page);
  const response = await page.goto('/in-en/solitaire-halo-ring-18k-white', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);

  const sizes = page.getByRole('radio');
  await expect(sizes.first()).toBeAttached();
  const index = await sizes.evaluateAll((radios) => radios.findIndex((radio) => !(radio as HTMLInputElement).checked && !(radio as HTMLInputElement).disabled));
  expect(index, 'a size other than the one shown first, in stock').toBeGreaterThanOrEqual(0);
  const size = sizes.nth(index);
  const option = size.locator('xpath=ancestor::label[1]');
  // The option's own words ("14"), without the stock note beside them.
  const label = (await option.evaluate((element) => element.querySelector('span')?.firstChild?.textContent ?? '')).trim();
  expect(label).not.toBe('');
  await option.click();
  await pincode.region.getByRole('textbox').fill('400001');
  await search.input.fill('necklace');
  await expect(size).toBeChecked();
  expect(held.count(), 'the page’s code is still held').toBeGreaterThan(0);

  // The live stock answers after hydration and draws the page again: the choice must survive it.
  const stock = page.waitForResponse((answer) => answer.url().includes('/products/quantity/'));
  held.release();
  await expect.poll(() => size.evaluate((radio) => Object.keys(radio).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated' }).toBe(true);
  await stock;

  await expect(search.suggestions.first()).toBeVisible();
  await expect(search.input).toHaveValue('necklace');
  await expect(size).toBeChecked();
  await expect(page.getByRole('group').filter({ has: size }).locator('legend')).toContainText(label);
  await expect(pincode.region.getByRole('textbox')).toHaveValue('400001');
  await pincode.region.getByRole('button', { name: 'Check' }).click();
  await expect(pincode.region.getByRole('status')).toContainText('Cash on delivery available.');

  await product.addToCart.click();
  await store.expectToast('Item added to cart');
  await store.cartLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`· ${label}`);
});

/**
 * A static search page learns its query ("ring") only once it has hydrated. Words the shopper typed
 * into the header's box before then are newer, and stay in the box with their suggestions.
 */
test('[catalogue] words typed into the search box before a search page hydrated stay there', async ({ page, store, search }) => {
  const held = await holdScripts(page);
  const response = await page.goto('/in-en/search?q=ring', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  await search.input.fill('bangle');
  expect(held.count(), 'the page’s code is still held').toBeGreaterThan(0);
  held.release();
  await expect.poll(() => search.input.evaluate((box) => Object.keys(box).some((key) => key.startsWith('__reactProps$'))), { message: 'hydrated' }).toBe(true);

  // The page has read its query: the results for "ring" are shown, and the box still says "bangle".
  await expect(store.productCards.first()).toBeVisible({ timeout: 30_000 });
  await expect(search.input).toHaveValue('bangle');
  await expect(search.suggestions.first()).toBeVisible();
});
