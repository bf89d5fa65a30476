import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/store';

/**
 * The footer's content pages (About, Contact, Privacy, Terms, Shipping, Returns) in each locale:
 * each link opens its page (no 404) with the editors' heading, and every figure the words promise
 * (the return window, the free-shipping threshold, the store's phone and e-mail) is the one the
 * settings hold, on the home page too (docs/content-pages.md; issue 11, findings 4 and 5).
 */

const PATHS = ['/about-us', '/contact-us', '/privacy-policy', '/terms-and-conditions', '/shipping-policy', '/return-policy'];

const LOCALES = [
  { locale: 'in-en', returns: (days: number) => `within ${days} days of delivery` },
  { locale: 'in-hi', returns: (days: number) => `डिलीवरी के ${days} दिनों के भीतर` },
  { locale: 'ae-en', returns: (days: number) => `within ${days} days of delivery` },
  { locale: 'ae-ar', returns: (days: number) => `خلال ${days} يوماً` },
];

interface Settings {
  cart: { returnWindowDays: number; freeShippingAbove: number };
  site: { supportPhone: string; supportEmail: string };
  pages: { slug: string; title: string }[];
}

/** The settings and pages as the content service serves them, asked from inside the page (msw answers there in mock mode). */
async function contentOf(page: Page, locale: string): Promise<Settings> {
  const config = await page.evaluate(() => JSON.parse(document.getElementById('__APP_CONFIG__')?.textContent ?? '{}') as { storeApiUrl: string });
  if (String(config.storeApiUrl).includes('.invalid')) await page.waitForFunction(() => document.documentElement.dataset.mocks === 'ready');
  const [store, language] = locale.split('-');
  const read = (key: string) =>
    page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: unknown }).data, `${config.storeApiUrl}api/redis/${key}`);
  const [cart, site, pages] = await Promise.all([
    read(`productCartSettings_SLV_${store}`),
    read(`siteSettings_SLV_${store}_${language}`),
    read(`pages_SLV_${store}_${language}`),
  ]);
  return { cart, site, pages: (pages as { pages: Settings['pages'] }).pages } as Settings;
}

test.describe('[content] the footer’s content pages', () => {
  for (const { locale, returns } of LOCALES) {
    test(`[content] ${locale}: every footer page opens with its heading, and the return window is the setting`, async ({ store, page }) => {
      await store.open(`/${locale}`);
      const settings = await contentOf(page, locale);
      const days = settings.cart.returnWindowDays;
      expect(days).toBeGreaterThan(0);

      // The home page's promise is the setting, never a figure written into the words.
      const promise = store.main.getByRole('listitem').filter({ hasText: returns(days) });
      await expect(promise).toBeVisible();
      await expect(promise).not.toContainText(/\b30\b|३०|٣٠/);
      await expect(store.main).not.toContainText(/\{\w+\}/);

      const footer = page.locator('footer');
      for (const path of PATHS) {
        const link = footer.locator(`a[href="/${locale}${path}"], a[href="${path}"]`).first();
        await expect(link, `footer link to ${path}`).toHaveCount(1);
        await link.click();
        // The default locale's paths carry no prefix (`/about-us`); the others do (`/ae-ar/about-us`).
        await expect(page).toHaveURL(new RegExp(`${locale === 'in-en' ? '' : `/${locale}`}${path}$`));
        const slug = { '/about-us': 'about', '/contact-us': 'contact', '/privacy-policy': 'privacy', '/terms-and-conditions': 'terms', '/shipping-policy': 'shipping', '/return-policy': 'returns' }[path]!;
        const title = settings.pages.find((candidate) => candidate.slug === slug)!.title;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(store.main).not.toContainText(/\{\w+\}/);
        if (path === '/return-policy') await expect(store.main).toContainText(returns(days));
        if (path === '/terms-and-conditions') await expect(store.main).toContainText(String(days));
        if (path === '/contact-us') {
          await expect(store.main.locator(`a[href="mailto:${settings.site.supportEmail}"]`).first()).toBeVisible();
          await expect(store.main.locator('a[href^="tel:"]').first()).toHaveText(settings.site.supportPhone);
          await expect(store.main.locator(`a[href="/${locale}/stores"], a[href="/stores"]`).first()).toBeVisible();
        }
        if (path === '/shipping-policy') await expect(store.main).toContainText(String(settings.cart.freeShippingAbove).replace(/(\d)(?=(\d{3})+$)/, '$1,'));
      }
      if (locale === 'in-en' || locale === 'ae-ar') await store.snap(`${locale}-return-policy`);
    });
  }
});
