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

  // docs/page-speed.md ("Latin fonts cut…", "Arabic fonts cut…", "Eleventh round"): a page fetches the
  // cuts of its own scripts only; Arabic headings draw figures from Noto Sans, never Cormorant Garamond.
  for (const [locale, allowed] of [
    ['ae-ar', /^(arabic-core|noto-sans-core)-\d+\./],
    ['in-en', /^(noto-sans-core|cormorant-core|rupee-sign)-\d+\./],
  ] as const) {
    test(`[locale] ${locale} pages fetch only the font cuts of their own scripts`, async ({ store, page }) => {
      const fonts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname.split('/').pop()!);
      });
      await store.open(`/${locale}`);
      await store.open(`/${locale}/rings`);
      await store.main.getByRole('article').first().getByRole('link').first().click();
      await expect(page).not.toHaveURL(/\/rings$/);
      await expect(store.main.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const files = [...fonts];
      expect(files.some((file) => file.startsWith(locale === 'ae-ar' ? 'arabic-core-' : 'noto-sans-core-')), files.join(', ')).toBe(true);
      expect(files.filter((file) => !allowed.test(file)), files.join(', ')).toEqual([]);
    });
  }

  // The name's size grows with the width; a Pixel 7 (412 px) cut the Arabic one to "مجوهرات إس إل …".
  // Every project: the widths are set here, and the name's size depends on the width alone.
  test('[locale] the store\'s name shows whole in the header on phones 360–440 px wide, in each language', async ({ store, page }) => {
    for (const locale of ['ae-ar', 'in-hi', 'in-en']) {
      await store.open(`/${locale}`);
      for (const width of [360, 375, 390, 400, 412, 414, 430, 440]) {
        await page.setViewportSize({ width, height: 800 });
        const name = page.getByTestId('store-name');
        const cut = await name.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(cut, `${locale} at ${width} px: "${await name.textContent()}" is cut short`).toBe(false);
      }
    }
  });

  test('[locale] pages outside production are marked noindex, nofollow', async ({ store, page }) => {
    await store.open('/in-en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex.*nofollow/);
  });
});
