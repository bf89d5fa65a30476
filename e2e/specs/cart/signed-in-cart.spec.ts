import type { Browser, Page, TestInfo } from '@playwright/test';
import type { Shopper } from '../../fixtures/account-api';
import { AuthPages, expect, test } from '../../fixtures/account';
import { CartPage, ProductPage, Storefront } from '../../fixtures/store';

/**
 * Issue 11 finding 3: a signed-in shopper's cart lives on the server, so it follows them to
 * another browser, and a guest cart started elsewhere is merged into it at sign-in with a word
 * to the shopper. Each browser is a context of its own (its own saved state), with the project's
 * options. In mock mode the "services" are the msw mocks, whose state lives in the page's
 * storage: a new browser starts from a copy of it (never of the storefront's own saved state).
 */
async function anotherBrowser(browser: Browser, info: TestInfo, from: Page): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  if (info.project.metadata.mode === 'mock') {
    const services = await from.evaluate(() => Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith('aurum:msw-'))));
    await context.addInitScript((state: Record<string, string>) => {
      if (window.localStorage.getItem('aurum:e2e-services-copied')) return;
      for (const [key, value] of Object.entries(state)) window.localStorage.setItem(key, value);
      window.localStorage.setItem('aurum:e2e-services-copied', 'yes');
    }, services);
  }
  return context.newPage();
}

/** Signs in through the sign-in page and waits for the page it leads to. */
async function signIn(page: Page, shopper: Shopper, next: string) {
  await page.goto(`/in-en/sign-in?next=${encodeURIComponent(next)}`);
  await new AuthPages(page).signInWithPassword(shopper.email, shopper.password);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/\//g, '\\/')}$`));
}

/** Opens the nth ring of the listing and adds it; returns its name. */
async function addRing(page: Page, index: number): Promise<string> {
  await page.goto('/in-en/rings');
  const card = page.getByRole('main').getByRole('article').nth(index);
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await card.getByRole('link').first().click();
  const product = new ProductPage(page);
  await expect(product.title).toHaveText(name);
  await product.addToCart.click();
  return name;
}

test.describe('[cart] a signed-in shopper’s cart', () => {
  test('[cart] follows the shopper to another browser, and a guest cart merged at sign-in says what it brought', async ({ browser, accountApi, store, page }, info) => {
    // A new shopper and three sign-ins, each with its proof-of-work captcha.
    test.slow();
    const shopper = await accountApi.createShopper();

    // Browser one: signed in, a ring in the cart.
    await signIn(page, shopper, '/dashboard/profile');
    const first = await addRing(page, 0);
    await expect(store.cartLink).toHaveAccessibleName('Cart, 1 item');
    await store.snap('1-first-browser');

    // Browser two: nothing saved; signing in brings the account's cart, listed and counted.
    const second = await anotherBrowser(browser, info, page);
    await signIn(second, shopper, '/cart');
    const secondStore = new Storefront(second, info);
    await expect(new CartPage(second).line(first)).toBeVisible();
    await expect(secondStore.cartLink).toHaveAccessibleName('Cart, 1 item');
    await expect(second.getByText('Your cart is empty')).toHaveCount(0);
    await second.reload();
    await expect(new CartPage(second).line(first)).toBeVisible();
    await expect(secondStore.cartLink).toHaveAccessibleName('Cart, 1 item');
    await secondStore.snap('2-second-browser');

    // Browser three: a guest adds another ring, then signs in: both pieces, and the shopper is told.
    const third = await anotherBrowser(browser, info, second);
    const thirdStore = new Storefront(third, info);
    const guestPiece = await addRing(third, 1);
    await expect(thirdStore.cartLink).toHaveAccessibleName('Cart, 1 item');
    await signIn(third, shopper, '/cart');
    await expect(third.getByTestId('cart-merge-notice')).toContainText('1 piece from your earlier visit was added to your cart.');
    const thirdCart = new CartPage(third);
    await expect(thirdCart.line(first)).toBeVisible();
    await expect(thirdCart.line(guestPiece)).toBeVisible();
    await expect(thirdStore.cartLink).toHaveAccessibleName('Cart, 2 items');
    await thirdStore.snap('3-merged');

    // The first browser's cart was merged away: on its next start it shows the merged cart. (The
    // mocks' state is each browser's own copy, so only the real services can show this.)
    if (info.project.metadata.mode === 'real') {
      await page.goto('/in-en/cart');
      await expect(new CartPage(page).line(guestPiece)).toBeVisible();
      await expect(store.cartLink).toHaveAccessibleName('Cart, 2 items');
    }

    await Promise.all([second.context().close(), third.context().close()]);
  });
});

