import type { Locator, Page } from '@playwright/test';
import { amountOf, expect, test } from '../../fixtures/store';

/** Whether the toast on screen covers the cart button: `clear` once it has settled beside it, `gone` when no toast shows. */
async function toastOverCart(page: Page, cartLink: Locator): Promise<'clear' | 'covers' | 'gone'> {
  const toast = await page.locator('.Toastify__toast').first().boundingBox();
  const cart = await cartLink.boundingBox();
  if (!toast || !cart) return 'gone';
  const apart = toast.y >= cart.y + cart.height || toast.y + toast.height <= cart.y || toast.x >= cart.x + cart.width || toast.x + toast.width <= cart.x;
  return apart && toast.y >= 0 ? 'clear' : 'covers';
}

test.describe('[cart] browse to cart', () => {
  test('[cart] a shopper goes from home to a ring, adds it, changes the quantity and removes it', async ({ store, product, cart, page }) => {
    await store.open('/in-en');
    await expect(page).toHaveTitle(/SLV Jewellers/);
    await expect(store.cartLink).toHaveAccessibleName('Cart, 0 items');
    await store.snap('1-home');

    await store.openCategoryTile('Rings');
    await expect(store.productCards.first()).toBeVisible();
    await store.snap('2-category');

    const card = store.productCards.first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link').first().click();
    await expect(product.title).toHaveText(name);
    await expect(product.breakup).toBeVisible();
    await expect(product.addToCart).toBeEnabled();
    await store.snap('3-product');

    await product.addToCart.click();
    await store.expectToast('Item added to cart');
    // The toast must leave the cart button it sends the shopper to in sight and tappable (on a
    // phone it covered it for 4 s, and a tap landed on the toast), once it has slid in.
    await expect.poll(async () => toastOverCart(page, store.cartLink), { timeout: 5_000 }).toBe('clear');
    await expect(store.cartLink).toHaveAccessibleName('Cart, 1 item');

    await store.cartLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const quantity = cart.quantityOf(name);
    await expect(quantity.locator('output')).toHaveText('1');
    const single = amountOf((await cart.subtotal.textContent()) ?? '');
    expect(single).toBeGreaterThan(0);
    await store.snap('4-cart');

    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await store.expectToast('Quantity updated successfully');
    await expect(quantity.locator('output')).toHaveText('2');
    await expect.poll(async () => amountOf((await cart.subtotal.textContent()) ?? '')).toBe(single * 2);
    await expect(store.cartLink).toHaveAccessibleName('Cart, 2 items');
    await store.snap('5-cart-two');

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await store.expectToast('Item removed successfully');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(store.cartLink).toHaveAccessibleName('Cart, 0 items');
    await store.snap('6-cart-empty');
  });

  test('[cart] the cart survives a reload (persisted state behind the gate)', async ({ store, product, page }) => {
    await store.open('/in-en/rings');
    await store.productCards.first().getByRole('link').first().click();
    await product.addToCart.click();
    await store.expectToast('Item added to cart');
    await store.open('/in-en/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await page.reload();
    await expect(store.cartLink).toHaveAccessibleName('Cart, 1 item');
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  });
});

test.describe('[cart] first paint', () => {
  test('[cart] a first visit paints the empty cart before any script of the page has run; a browser with saved state paints the loading line', async ({ page }) => {
    // No script of the app loads: what shows is the server's HTML, its CSS and the inline probe alone.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/in-en/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText('Loading your cart…')).toBeHidden();

    await page.evaluate(() => localStorage.setItem('persist:aurum', JSON.stringify({ _persist: JSON.stringify({ version: 1, rehydrated: true }) })));
    await page.goto('/in-en/checkout');
    await expect(page.getByText('Loading your bag…')).toBeVisible();
    await expect(page.getByText('Your bag is empty')).toBeHidden();
  });
});
