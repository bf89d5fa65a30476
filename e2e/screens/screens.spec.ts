import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/account';
import { withPhoneFitPaused } from '../fixtures/phone-fit';

/**
 * The pages of issue 11's list, shot whole for a person to look at: home, a category, three
 * products with many options, the cart with pieces, checkout, an order's detail and the content
 * pages, in English (India) and Arabic (UAE). Each page must also fit the phone (the fixture checks).
 */
const OUT = path.join(process.cwd(), 'e2e', '.screenshots');
const LOCALES = ['in-en', 'ae-ar'] as const;
const PAGES = [
  ['home', ''],
  ['category', '/rings'],
  ['product-kada', '/royal-kada-bangle-22k'],
  ['product-choker', '/kundan-choker-necklace-22k'],
  ['product-signet', '/rajwada-signet-ring-22k'],
  ['about', '/about-us'],
  ['contact', '/contact-us'],
  ['privacy', '/privacy-policy'],
  ['terms', '/terms-and-conditions'],
  ['shipping', '/shipping-policy'],
  ['returns', '/return-policy'],
] as const;

async function shoot(page: Page, project: string, locale: string, name: string) {
  await page.waitForLoadState('networkidle');
  await withPhoneFitPaused(page, () => page.screenshot({ path: path.join(OUT, `${project}-${locale}-${name}.png`), fullPage: true }));
}

test.describe('[screens] what a shopper sees', () => {
  test.setTimeout(300_000);
  for (const locale of LOCALES) {
    test(`[screens] ${locale}: browsing and content pages`, async ({ page }, info) => {
      for (const [name, suffix] of PAGES) {
        const response = await page.goto(`/${locale}${suffix}`);
        expect(response?.status(), `${name} answers`).toBeLessThan(400);
        await shoot(page, info.project.name, locale, name);
      }
    });

    test(`[screens] ${locale}: cart, checkout and an order, signed in`, async ({ page, accountApi }, info) => {
      await page.goto(`/${locale}/sign-in`);
      const session = await accountApi.signIn({ firstName: 'Priya', lastName: 'Sharma', email: 'shopper@example.com', phone: '', password: 'Shopper#2026' });
      await accountApi.rememberSession(session);
      await page.goto(`/${locale}/rajwada-signet-ring-22k`);
      const add = page.getByRole('button', { name: locale === 'ae-ar' ? 'أضف إلى السلة' : 'Add to cart' });
      await expect(add).toBeEnabled();
      await add.click();
      await expect(page.getByTestId('header-cart')).not.toHaveText(/^\D*0\D*$/);
      await page.goto(`/${locale}/cart`);
      await shoot(page, info.project.name, locale, 'cart');
      await page.goto(`/${locale}/checkout`);
      await shoot(page, info.project.name, locale, 'checkout');
      await page.goto(`/${locale}/dashboard/order-listing`);
      await page.getByRole('main').getByRole('link').filter({ hasText: /\d{4,}/ }).first().click();
      await expect(page).toHaveURL(/order/);
      await shoot(page, info.project.name, locale, 'order');
    });
  }
});
