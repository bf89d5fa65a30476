import { expect, test } from '../../fixtures/store';
import { ContentWorkspace, withContentLock } from '../../fixtures/content-editor';

/** The first hero slide's title as a shopper's page shows it. */
const heroTitle = (page: import('@playwright/test').Page) => page.locator('[aria-roledescription="slide"]').first().getByRole('heading', { level: 2 });

test.describe('[content] an editor prepares localised home banners, previews, publishes and rolls back', () => {
  test.setTimeout(240_000);

  test('[content] Dhanteras banners in in-hi and ae-ar: draft, preview, publish within 10 s, roll back', async ({ page, browser, store, baseURL }, info) => {
    const stamp = `${info.project.name.endsWith('mobile') ? 'M' : 'D'}${Date.now().toString(36).slice(-5)}`;
    const titles = { 'in-hi': `धनतेरस ${stamp}`, 'ae-ar': `ليلة الذهب ${stamp}` } as const;
    const shopperContext = await browser.newContext({ viewport: page.viewportSize()!, isMobile: info.project.name.endsWith('mobile'), hasTouch: info.project.name.endsWith('mobile') });
    const shopper = await shopperContext.newPage();
    const editor = new ContentWorkspace(page);

    await withContentLock(baseURL!, async () => {
      await editor.signIn();
      await page.goto('/admin/content?website=SLV&store=in&language=hi&kind=homeBanners');
      const published: Record<string, string> = {};
      for (const locale of ['in-hi', 'ae-ar'] as const) {
        await editor.openLocale(locale);
        await editor.discardLeftoverDraft(`homeBanners_SLV_${locale.replace('-', '_')}`);
        const title = editor.bannerField(1, 'title');
        await expect(title).not.toHaveValue('');
        published[locale] = await title.inputValue();
        await title.fill(titles[locale]);
        await editor.saveDraft();
      }
      await store.snap('1-workspace-draft-saved');

      // Preview in the real pages: the draft with the bar; the shopper at the same moment sees the published banner.
      await editor.openLocale('in-hi');
      const preview = await editor.openPreview();
      await expect(preview.getByTestId('preview-bar')).toContainText('homeBanners_SLV_in_hi');
      await expect(preview.getByTestId('preview-bar')).toContainText('editor@example.com');
      await expect(heroTitle(preview)).toHaveText(titles['in-hi']);
      await preview.screenshot({ path: info.outputPath(`${info.project.name}-2-preview-in-hi.png`) });
      // A Draft Mode answer may be stored by no cache (browser, edge); a shopper's page is the shared ISR one.
      const cacheControl = (target: import('@playwright/test').Page) => target.evaluate(async () => (await fetch(location.href)).headers.get('cache-control'));
      expect(await cacheControl(preview)).toMatch(/no-store/);
      // Switching locale keeps the preview.
      await preview.goto('/ae-ar');
      await expect(preview.getByTestId('preview-bar')).toContainText('homeBanners_SLV_ae_ar');
      await expect(heroTitle(preview)).toHaveText(titles['ae-ar']);
      await preview.screenshot({ path: info.outputPath(`${info.project.name}-3-preview-ae-ar.png`) });

      for (const locale of ['in-hi', 'ae-ar'] as const) {
        await shopper.goto(`/${locale}`);
        await expect(heroTitle(shopper)).toHaveText(published[locale]!);
        await expect(shopper.getByTestId('preview-bar')).toHaveCount(0);
      }
      await shopper.screenshot({ path: info.outputPath(`${info.project.name}-4-shopper-ae-ar-published.png`) });
      expect(await cacheControl(shopper)).toMatch(/s-maxage/);
      // The page's HTML as the ISR cache (and the edge) hold it, without running any script: no draft in it.
      for (const locale of ['in-hi', 'ae-ar'] as const) {
        const html = await (await shopperContext.request.get(`/${locale}`)).text();
        expect(html).toContain(published[locale]!);
        expect(html).not.toContain(titles[locale]);
      }

      // Publish both locales together: a shopper sees the new banners within 10 s, without a rebuild.
      await page.getByRole('button', { name: 'Publish all locales' }).click();
      await expect(editor.status(/Published .*homeBanners_SLV_in_hi/)).toBeVisible();
      for (const locale of ['in-hi', 'ae-ar'] as const) {
        await expect.poll(async () => {
          await shopper.goto(`/${locale}`);
          return heroTitle(shopper).textContent();
        }, { timeout: 10_000, intervals: [500, 1000] }).toBe(titles[locale]);
      }
      await shopper.screenshot({ path: info.outputPath(`${info.project.name}-5-shopper-ae-ar-new.png`) });

      // Roll back: the banner that was live before returns.
      for (const locale of ['in-hi', 'ae-ar'] as const) {
        await editor.openLocale(locale);
        await page.getByRole('table', { name: 'History' }).getByRole('button', { name: /Roll back to/ }).first().click();
        await expect(editor.status(/is live again/)).toBeVisible();
        await expect.poll(async () => {
          await shopper.goto(`/${locale}`);
          return heroTitle(shopper).textContent();
        }, { timeout: 10_000, intervals: [500, 1000] }).toBe(published[locale]);
      }
      // A stale draft: begun in in-hi, then a rollback publishes over it; the workspace warns and a publish asks to confirm.
      await editor.openLocale('in-hi');
      await editor.bannerField(1, 'title').fill(`${titles['in-hi']} ii`);
      await editor.saveDraft();
      await page.getByRole('table', { name: 'History' }).getByRole('button', { name: /Roll back to/ }).last().click();
      await expect(editor.status(/is live again/)).toBeVisible();
      await expect(page.getByTestId('stale-warning')).toContainText('was published after this draft began');
      await page.getByRole('button', { name: 'Publish this locale', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: /homeBanners_SLV_in_hi: version \d+ \(rollback by editor@example.com/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Publish this locale anyway' })).toBeVisible();
      await store.snap('6-workspace-stale-draft');
      await page.getByRole('button', { name: 'Discard draft' }).click();
      await expect(editor.status('Draft discarded.')).toBeVisible();
      await expect(page.getByTestId('stale-warning')).toHaveCount(0);

      await preview.goto('/api/preview/exit?path=/ae-ar');
      await expect(preview.getByTestId('preview-bar')).toHaveCount(0);
    });
    await shopperContext.close();
  });
});
