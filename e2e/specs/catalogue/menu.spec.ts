import { expect, test } from '../../fixtures/store';

/** The demo store's menu in Arabic (public/locales/ar-AE/common.json, the header's texts). */
const AR = { openMenu: 'افتح القائمة', menu: 'القائمة', mainNav: 'التنقل الرئيسي', rings: 'خواتم', allRings: 'كل خواتم' };

test.describe('[catalogue] the menu', () => {
  test('[catalogue] the menu leads to a category: the drawer on a phone, the menu bar on a wide screen (in Arabic)', async ({ store, page, isMobile }) => {
    await store.open('/ae-ar');
    if (isMobile) {
      // The drawer's links are drawn only when it opens (docs/page-speed.md, "Twentieth round").
      await expect(page.locator('#mobile-menu a')).toHaveCount(0);
      await page.getByRole('button', { name: AR.openMenu }).click();
      const drawer = page.getByRole('dialog', { name: AR.menu });
      await expect(drawer).toBeVisible();
      await drawer.locator('summary', { hasText: AR.rings }).click();
      await drawer.getByRole('link', { name: AR.allRings }).click();
    } else {
      await page.getByRole('navigation', { name: AR.mainNav }).getByRole('link', { name: AR.rings, exact: true }).click();
    }
    await expect(page).toHaveURL(/\/ae-ar\/rings$/);
    await expect(page.getByRole('heading', { level: 1, name: AR.rings })).toBeVisible();
    await expect(store.productCards.first()).toBeVisible();
    // Leaving the page closed the drawer: nothing covers the listing.
    await expect(page.getByRole('dialog', { name: AR.menu })).toBeHidden();
  });
});
