import { expect, test } from '../../fixtures/store';

test.describe('[locale] countries and languages', () => {
  test('[locale] ae-ar is Arabic, right to left, priced in AED with two decimals', async ({ store, page }) => {
    await store.open('/ae-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.getByRole('main')).toContainText(/[\u0600-\u06FF]/);
    await store.snap('ae-ar-home');
    await store.open('/ae-ar/rings');
    const price = page.getByRole('main').getByRole('article').first().getByText(/AED\s?[\d,]+\.\d{2}/).first();
    await expect(price).toBeVisible();
    await store.snap('ae-ar-category');
  });

  test('[locale] in-hi is Hindi, left to right, priced in whole rupees', async ({ store, page }) => {
    await store.open('/in-hi');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('main')).toContainText(/[\u0900-\u097F]/);
    await store.open('/in-hi/rings');
    const price = page.getByRole('main').getByRole('article').first().getByText(/₹[\d,]+(?![.\d])/).first();
    await expect(price).toBeVisible();
    await store.snap('in-hi-category');
  });

  test('[locale] pages outside production are marked noindex, nofollow', async ({ store, page }) => {
    await store.open('/in-en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
  });
});
