import { test as accountTest } from '../../fixtures/account';
import { expect, switchLocale, test } from '../../fixtures/store';

/**
 * A press whose code has not loaded yet, made while the phone has lost its connection
 * (docs/shopper-grade.md, "A press without a connection"). "Add to cart" and the wishlist heart
 * load their code with the first press: offline, that load failed, the button stayed disabled
 * with its spinner for good and nothing was said; the shopper had to reload the page. Now the
 * press ends with the store's words for a call that got no answer, and the next press, back
 * online, works.
 */
test.describe('[cart] a press without a connection', () => {
  test('[cart] "Add to cart" and "Save" pressed offline say so, and work once the connection is back', async ({ store, page, context }) => {
    await store.open('/in-en/solitaire-drop-pendant-18k-white');
    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(/\/ae-ar\/solitaire-drop-pendant-18k-white/);
    const addToCart = page.getByRole('button', { name: 'أضف إلى السلة', exact: true });
    const save = page.getByRole('button', { name: 'حفظ', exact: true });
    await expect(addToCart).toBeEnabled();
    await expect(store.cartLink).toHaveAccessibleName('سلة التسوق فارغة');

    await context.setOffline(true);
    await addToCart.click();
    await store.expectToast('حدث خطأ ما!');
    await expect(addToCart).toBeEnabled();
    await save.click();
    await store.expectToast('تعذّر تحديث قائمة أمنياتك');
    await expect(save).toBeEnabled();
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await store.snap('1-offline');

    await context.setOffline(false);
    await addToCart.click();
    await store.expectToast('أُضيف المنتج إلى السلة');
    await expect(store.cartLink).toHaveAccessibleName('سلة التسوق، منتج واحد');
    await save.click();
    await expect(page.getByRole('button', { name: 'محفوظ', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await store.snap('2-online');
  });
});

accountTest.describe('[account] a press without a connection, signed in', () => {
  accountTest('[account] the account menu tapped offline opens once the connection is back', async ({ signedIn, store, page, context }) => {
    await store.open('/in-en/rings');
    const menuButton = page.getByRole('button', { name: `Account menu for ${signedIn.firstName}` });
    await expect(menuButton).toBeVisible();
    // Each try at the menu's code, failed: the bundler's own (it tries twice) must be over before
    // the connection comes back, so that only the store's retry can bring the menu.
    let failedTries = 0;
    page.on('requestfailed', (request) => void (request.url().includes('/_next/static/') && (failedTries += 1)));
    await context.setOffline(true);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => failedTries).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await context.setOffline(false);
    // The menu's code arrives once the browser is back online: its pages and sign-out show.
    await expect(page.getByRole('link', { name: 'Addresses', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await store.snap('3-menu-after-reconnect');
  });
});
