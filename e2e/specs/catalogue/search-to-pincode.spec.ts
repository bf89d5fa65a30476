import { expect, test } from '../../fixtures/catalogue-pages';

test.describe('[catalogue] search, filter, product, pincode', () => {
  test('[catalogue] a typo still finds necklaces; a filter narrows them; the pincode check tells delivery and COD', async ({ store, search, listing, pincode, product, page }) => {
    await store.open('/in-en');
    await search.type('neckalce');
    // Suggestions as you type tolerate the typo too.
    await expect(search.suggestions.first()).toBeVisible();
    await expect(search.input).toHaveAttribute('aria-expanded', 'true');
    // Suggestions for a part of the word can show first; the highlight rightly resets when those for
    // the whole word replace them (a slow machine paused the typing long enough once), so press again.
    await expect(async () => {
      await search.input.press('ArrowDown');
      await expect(search.suggestions.first()).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
    }).toPass();
    await search.input.press('Escape');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await search.input.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=neckalce/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “neckalce”');
    await expect(listing.cards.first()).toBeVisible();
    await expect(listing.cards.filter({ hasText: /Necklace/ }).first()).toBeVisible();
    await store.snap('1-search');

    await listing.showFilters();
    await listing.facet('Metal', 'Gold').click();
    await expect(page).toHaveURL(/metal=gold/);
    await listing.closeFilters();
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('Gold');
    const cards = listing.cards;
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByRole('list')).toContainText('Gold');
    await store.snap('2-filtered');

    // The filtered URL is the state: reloading it shows the same list.
    const count = await cards.count();
    await page.reload();
    await expect(cards).toHaveCount(count);

    const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    await cards.first().getByRole('link').first().click();
    await expect(product.title).toHaveText(name);

    await pincode.check('400001');
    await expect(pincode.result).toContainText('Cash on delivery available.');
    await expect(pincode.result).toContainText(/Arrives by/);
    await store.snap('3-pincode-ok');

    await pincode.check('999999');
    await expect(pincode.result).toContainText(/do not deliver to 999999/);

    await pincode.check('40001');
    await expect(pincode.result).toContainText('Enter a valid 6-digit PIN code, e.g. 400001.');
    // What the shopper typed is kept, to correct it.
    await expect(pincode.region.getByRole('textbox')).toHaveValue('40001');
    await store.snap('4-pincode-refused');
  });

  test('[catalogue] Escape while the suggestions are still coming closes them and keeps the words', async ({ store, search, page }) => {
    await store.open('/in-en');
    // The suggestions' answer is held (the browser's call to the services; the mocks' worker answers
    // before a route sees it, so there it comes at once and the list is shown when Escape closes it).
    let holding = true;
    const held: Array<() => void> = [];
    await page.route('**/api/products/suggest/**', async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await search.type('ring');
    // Chromium's own Escape empties a search box: only a closed list lets it through.
    await search.input.press('Escape');
    await expect(search.input).toHaveAttribute('aria-expanded', 'false');
    await expect(search.input).toHaveValue('ring');
    holding = false;
    for (const release of held.splice(0)) release();
    // Removing a route continues its held requests itself: unless the released handlers have
    // continued theirs first, their continue() throws "Route is already handled!" (it did, on a
    // slow machine, every time).
    await page.unrouteAll({ behavior: 'wait' });
    await search.input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=ring$/);
    // The results page's box holds the query; the store's clear button empties it, focus kept.
    await expect(search.input).toHaveValue('ring');
    await search.clear.click();
    await expect(search.input).toHaveValue('');
    await expect(search.input).toBeFocused();
    await expect(search.clear).toHaveCount(0);
    await expect(page).toHaveURL(/\/search\?q=ring$/);
  });

  test('[catalogue] a product page carries canonical, hreflang alternates and Product JSON-LD', async ({ store, page }) => {
    await store.open('/in-hi/rings');
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    // The listing's own h1 is visible until the product page replaces it: wait for the product's URL first.
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, page.url()).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    for (const lang of ['en-IN', 'hi-IN', 'en-AE', 'ar-AE', 'x-default']) await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'INR' } });
  });
});
