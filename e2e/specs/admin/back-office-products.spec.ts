import sharp from 'sharp';
import { type AdminProductDetail, editBodyOf } from '../../../src/shared/contracts/admin-product-edit';
import { amountOf } from '../../fixtures/catalogue-pages';
import { ADMIN, auditEntries, BackOffice, STAFF } from '../../fixtures/back-office';
import { commerceCall, expect, test } from '../../fixtures/orders';
import { repricedByJourneys } from '../../fixtures/repriced';

/**
 * Product editing in the back office (docs/back-office.md#products-and-stock), real mode at 1366
 * and 390 px: staff change a name in one language and the making charge, upload a photo and
 * unpublish; the shopper's product page follows each step. Everything is put back at the end.
 */
const IN_EN = { websiteID: '1', subsiteID: '1', languageID: '1' };

test.describe('[back-office] products', () => {
  test.beforeEach(({}, info) => {
    test.skip(info.project.metadata.mode === 'mock', 'product editing writes the real catalogue (docs/back-office.md#mock-mode)');
  });

  test('[back-office] staff edit a name and the making charge, upload a photo and unpublish; the shopper’s product page follows', async ({ page, accountApi, store, product }, info) => {
    test.setTimeout(240_000);
    const mobile = info.project.name.endsWith('mobile');
    const { accessToken } = await accountApi.signIn({ ...ADMIN, email: STAFF.username, password: STAFF.password });
    await store.open('/in-en');
    // A product of its own per viewport (from the 24th of the list on), so the two projects never meet,
    // and one no rate journey reprices in India while this one compares its price across a refused save.
    const listed = (await commerceCall(page, 'GET', 'admin/products?limitFrom=23&limitTo=73', { token: accessToken })).body?.data as { items: { productID: number; metal: string; purity: string }[] };
    const productID = listed.items.filter((row) => !repricedByJourneys(row, 1))[mobile ? 1 : 0]!.productID;
    const original = (await commerceCall(page, 'GET', `admin/products/${productID}`, { token: accessToken })).body?.data as AdminProductDetail;
    const shopperPrice = async () => ((await commerceCall(page, 'GET', `api/products/${productID}/`, { headers: IN_EN })).body?.data as { priceBreakup: { price: number } }).priceBreakup.price;
    const priceBefore = await shopperPrice();
    const newName = `${original.texts.find((text) => text.languageCode === 'en')!.name} Festive ${mobile ? 'M' : 'D'}`;

    const office = new BackOffice(page);
    await office.signIn();
    try {
      await office.section('Products and stock');
      await page.getByLabel('Find a product').fill(original.sku);
      await page.getByRole('button', { name: 'Search' }).click();
      // The row of the product searched for (the first row before the answer came is another product's).
      await page.getByRole('link', { name: /^Edit / }).and(page.locator(`a[href$="/admin/products/${productID}"]`)).click();
      await expect(page).toHaveURL(new RegExp(`/admin/products/${productID}$`));
      await expect(page.getByLabel('Name (en)')).toBeVisible();
      // The editor fits the screen: nothing wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'the product editor is wider than the screen').toBeLessThanOrEqual(1);
      await page.getByLabel('Name (en)').fill(newName);
      if (original.makingChargeType === 'percent') await page.getByLabel('Making charge (%)').fill(String(original.makingChargeBp / 100 + 5));
      else await page.getByLabel('Making per gram (IN)').fill(String(original.prices.find((price) => price.subsiteID === 1)!.makingPerGram + 200));
      // Bad input first: refused naming the field, nothing saved.
      await page.getByLabel('Net metal weight (g)').fill('100000');
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.getByRole('alert').filter({ hasText: /netWeightMg/ })).toBeVisible();
      expect(await shopperPrice()).toBe(priceBefore);
      await page.getByLabel('Net metal weight (g)').fill(String(original.netWeightMg / 1000));
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(office.status(/Saved; \d+ shopper pages regenerate/)).toBeVisible();
      await store.snap('6-product-edited');

      const priceAfter = await shopperPrice();
      expect(priceAfter).toBeGreaterThan(priceBefore);
      await expect
        .poll(
          async () => {
            await store.open(`/in-en/${original.slug}`);
            const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
            return [heading.trim(), amountOf((await product.breakup.getByRole('row', { name: /Total price/ }).textContent()) ?? '')];
          },
          { timeout: 30_000, intervals: [500, 1000, 2000] },
        )
        .toEqual([newName, priceAfter]);

      // A real photo: uploaded, re-encoded, and shown on the product page through next/image.
      await office.signIn(STAFF, `/admin/products/${productID}`);
      const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: mobile ? '#b88a2c' : '#c9a227' } }).jpeg({ quality: 80 }).toBuffer();
      await page.getByLabel('Upload a photo (JPEG, PNG or WebP)').setInputFiles({ name: 'bangle.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(office.status('Photo uploaded')).toBeVisible();
      const thumb = page.getByRole('img', { name: /picture \d+$/ }).last();
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await store.snap('7-photo-uploaded');
      await expect
        .poll(
          async () => {
            await store.open(`/in-en/${original.slug}`);
            return page.locator('main img[src*="%2Fapi%2Fproduct-images%2F"]').count();
          },
          { timeout: 30_000, intervals: [500, 1000, 2000] },
        )
        .toBeGreaterThan(0);
      const shown = page.locator('main img[src*="%2Fapi%2Fproduct-images%2F"]').first();
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await shown.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fapi%2Fproduct-images%2F[0-9a-f-]{36}\.jpg&w=\d+/);
      await store.snap('8-photo-on-product-page');

      // Unpublished: the page is gone for shoppers.
      await office.signIn(STAFF, `/admin/products/${productID}`);
      await page.getByRole('button', { name: 'Unpublish' }).click();
      await expect(office.status('Unpublished')).toBeVisible();
      await expect(page.getByText('Unpublished: hidden from shoppers')).toBeVisible();
      await store.snap('9-unpublished');
      await expect.poll(async () => (await page.goto(`/in-en/${original.slug}`))?.status(), { timeout: 30_000, intervals: [500, 1000, 2000] }).toBe(404);
      expect((await commerceCall(page, 'GET', `api/products/${productID}/`, { headers: IN_EN })).status).toBe(404);

      const actions = (await auditEntries(page, accountApi, `entityType=product&entityID=${productID}`)).map((entry) => [entry.action, entry.actorEmail]);
      expect(actions.slice(0, 3)).toEqual([
        ['product.unpublish', STAFF.username],
        ['product.image.upload', STAFF.username],
        ['product.edit', STAFF.username],
      ]);
    } finally {
      await commerceCall(page, 'PUT', `admin/products/${productID}/published`, { token: accessToken, body: { published: true } });
      const restored = await commerceCall(page, 'PUT', `admin/products/${productID}`, { token: accessToken, body: editBodyOf(original) });
      expect(restored.status).toBe(200);
    }
  });
});
