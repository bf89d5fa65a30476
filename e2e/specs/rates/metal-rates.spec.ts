import { expect, test } from '../../fixtures/catalogue-pages';

test.describe('[rates] metal rates page', () => {
  test("[rates] today's rates and a 30-day chart per metal, reached from the ticker", async ({ store, page }) => {
    await store.open('/in-en');
    await page.getByRole('link', { name: "Today's rates" }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gold rate today' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: 'Gold 22K' })).toBeVisible();
    const charts = page.getByRole('img').filter({ has: page.locator('path') });
    await expect(charts.first()).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(3);
    await store.snap('1-rates');
  });

  test('[rates] the Arabic page is right to left with its own charts', async ({ store, page }) => {
    await store.open('/ae-ar/metal-rates');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سعر الذهب اليوم' })).toBeVisible();
    await expect(page.getByRole('figure').first()).toBeVisible();
  });
});
