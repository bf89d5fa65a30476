import { expect, test } from '../../fixtures/catalogue-pages';

test.describe('[stores] store locator', () => {
  test('[stores] a shopper filters by city; the list works without sharing a location', async ({ store, locator, page, context }) => {
    // No geolocation permission: the browser refuses, and the page says so and keeps working.
    await context.clearPermissions();
    await store.open('/in-en/stores');
    await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
    const all = await locator.cards.count();
    expect(all).toBeGreaterThan(1);
    const first = locator.cards.first();
    await expect(first.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(first.getByRole('link', { name: /Directions/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/);

    const city = (await locator.city.locator('option').nth(1).textContent())!;
    await locator.city.selectOption({ label: city });
    await expect(page).toHaveURL(new RegExp(`city=${encodeURIComponent(city).replace(/%20/g, '(%20|\\+)')}`));
    // The list is filtered after the address bar moves (the first card may be in that city already).
    await expect.poll(() => locator.cards.count()).toBeLessThan(all);
    for (const address of await locator.cards.locator('address').all()) await expect(address).toContainText(city);
    await store.snap('1-city');

    await page.reload();
    await expect(locator.city).toHaveValue(city);

    await page.getByRole('button', { name: 'Nearest first' }).click();
    await expect(page.getByRole('status')).toContainText(/listed by city/);
  });

  test('[stores] with the location shared, the nearest store comes first', async ({ store, locator, page, context }) => {
    await context.grantPermissions(['geolocation']);
    // Near Bengaluru's MG Road.
    await context.setGeolocation({ latitude: 12.975, longitude: 77.605 });
    await store.open('/in-en/stores');
    await page.getByRole('button', { name: 'Nearest first' }).click();
    await expect(page.getByRole('status')).toContainText('Sorted by distance from you.');
    await expect(locator.cards.first().locator('address')).toContainText('Bengaluru');
    await expect(locator.cards.first()).toContainText(/km away/);
    await store.snap('2-nearest');
  });
});
