import type { Page } from '@playwright/test';
import { expect, switchLocale, test } from '../../fixtures/store';

/**
 * Switching country and language through the header's switcher (not by URL) lands on the other
 * locale's page whole, as a direct load gives it: direction, language tag, currency, offers,
 * stock, prices and "You may also like" all of the new locale.
 */
const BANGLE = 'rose-gold-flexi-bangle-18k';

const AMOUNT = /(?:AED|₹)\s?[\d,]+(?:\.\d+)?/;

/** The headline price (the line above the tax note) and the price breakup's total, as printed. */
async function prices(page: Page, taxNote: string) {
  const headline = await page.getByText(taxNote).locator('xpath=preceding-sibling::p[1]').locator('span').first().textContent();
  const total = await page.getByRole('table').locator('tfoot td').textContent();
  return { headline: AMOUNT.exec(headline ?? '')?.[0] ?? `no amount in "${headline}"`, total: AMOUNT.exec(total ?? '')?.[0] ?? `no amount in "${total}"` };
}

test.describe('[locale] the country-and-language switcher', () => {
  test('[locale] English → العربية on a product page: right to left, ar-AE, AED prices that match the breakup, UAE offers in Arabic', async ({ store, page }) => {
    await store.open(`/in-en/${BANGLE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A size sold in India but sold out in the UAE: the Arabic page must not keep it.
    const size28 = page.getByRole('radio', { name: /Size 2\.8/ });
    await size28.check({ force: true });
    await expect(size28).toBeChecked();
    // Offers and "You may also like" arrive after the page shows: wait for India's, so a stale cache would show.
    await expect(page.getByRole('region', { name: 'Offers for you' })).toContainText('₹');
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();

    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(new RegExp(`/ae-ar/${BANGLE}$`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0600-\u06FF]/);

    const offers = page.getByRole('region', { name: 'عروض لك' });
    await expect(offers).toContainText(/[\u0600-\u06FF]/);
    await expect(offers).toContainText('UAE50');
    await expect(offers).not.toContainText('₹');
    await expect(offers).not.toContainText('WELCOME10');
    await expect(page.getByRole('heading', { name: 'قد يعجبك أيضًا' })).toBeVisible();

    // The size chosen is one in stock in the UAE, and the headline price is the breakup's total, in AED.
    await expect(page.getByRole('radio', { name: /2\.8/ })).not.toBeChecked();
    const { headline, total } = await prices(page, 'شامل جميع الضرائب');
    expect(headline).toMatch(/^AED/);
    expect(headline).toBe(total);
    await expect(page.getByRole('main')).not.toContainText('₹');
    await store.snap('product-after-switch-ae-ar');
  });

  test('[locale] English → हिन्दी on a product page: offers and "You may also like" in Hindi', async ({ store, page }) => {
    await store.open(`/in-en/${BANGLE}`);
    await expect(page.getByRole('region', { name: 'Offers for you' })).toContainText('WELCOME10');
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();

    await switchLocale(page, 'हिन्दी');
    await expect(page).toHaveURL(new RegExp(`/in-hi/${BANGLE}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const offers = page.getByRole('region', { name: 'आपके लिए ऑफ़र' });
    await expect(offers).toContainText('पहले ऑर्डर पर');
    await expect(offers).not.toContainText('off your first order');
    const upsell = page.locator('section').filter({ has: page.getByRole('heading', { name: 'आपको यह भी पसंद आ सकता है' }) });
    await expect(upsell).toBeVisible();
    await expect(upsell.getByRole('article').first()).toContainText(/[\u0900-\u097F]/);
    await store.snap('product-after-switch-in-hi');
  });

  test('[locale] the switcher keeps the path and query on search and on a product page, and client navigations keep a language tag', async ({ store, page }) => {
    await store.open('/in-en/search?q=ring');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(/\/ae-ar\/search\?q=ring$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    // The static search page learns its query once hydrated (the header box then shows it). Going
    // on only then kept a goto from meeting the page still starting up (an ERR_ABORTED once in CI,
    // mock phone; the likely cause and its fix: e2e/README.md, "The mock worker").
    await expect(page.locator('header input[name="q"]').first()).toHaveValue('ring');

    await store.open(`/ae-ar/${BANGLE}?ref=home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await switchLocale(page, 'English');
    await expect(page).toHaveURL(new RegExp(`/(in-en/)?${BANGLE}\\?ref=home$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    // A client-side navigation inside a locale (a breadcrumb link) leaves the tag, not the URL code.
    await store.open(`/ae-ar/${BANGLE}`);
    await page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link').nth(1).click();
    await expect(page).not.toHaveURL(new RegExp(BANGLE));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-AE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
