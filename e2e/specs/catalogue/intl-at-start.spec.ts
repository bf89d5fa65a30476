import { expect, test } from '../../fixtures/store';

/**
 * A browser's first `Intl.NumberFormat` or `Intl.DateTimeFormat` costs 35–80 ms of main thread on
 * this machine (four times that on Lighthouse's phone), so no page builds one while it starts: the
 * shop writes its numbers itself (src/shared/number-format.ts) and the server writes the first
 * reviews' dates (docs/page-speed.md, "The first number costs 40–80 ms"). A later change that brings
 * one back (a `toLocaleString` in a price, a date formatted at render) fails here.
 */
test('[catalogue] no page builds a number or date format while it starts', async ({ page }) => {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    const stack = () => (new Error().stack ?? '').split('\n').slice(3, 6).join(' < ');
    for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
      const original = Intl[name];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (Intl as any)[name] = new Proxy(original, {
        construct(target, args) {
          built.push(`Intl.${name} ${JSON.stringify(args)} ${stack()}`);
          return Reflect.construct(target, args);
        },
      });
    }
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      built.push(`Number.toLocaleString ${stack()}`);
      return toLocaleString.apply(this, args);
    };
  });

  for (const path of ['/in-en', '/in-en/rings', '/in-en/solitaire-drop-pendant-18k-white', '/in-en/cart', '/ae-ar', '/ae-ar/solitaire-drop-pendant-18k-white']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    if (path.endsWith('-18k-white')) {
      // The reviews are a later part: its code arrives once the browser is idle; wait until React
      // has drawn it. No scrolling: a first scroll or tap starts the device fingerprint, whose
      // library builds a DateTimeFormat for the time zone (after the start, by design: device-id.ts).
      const reviews = page.locator('section[aria-labelledby="reviews-title"]');
      await expect
        .poll(() => reviews.evaluate((section) => Object.keys(section).some((key) => key.startsWith('__reactProps$'))), { message: `${path}: the reviews part is drawn by React` })
        .toBe(true);
      await expect(reviews.locator('time').first()).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt), path).toEqual([]);
  }
});
