import { AuthPages, Dashboard, expect, test } from '../../fixtures/account';

/**
 * Issue 11 finding 17: two tabs whose access token expired refresh at the same moment. A refresh
 * token works once and a reused one ends the session, so the tabs must share one refresh: both
 * stay signed in, and stay so on their next pages.
 */
test.describe('[account] two tabs', () => {
  test('[account] two tabs with an expired token refreshing at once both stay signed in', async ({ signedIn: shopper, accountApi, dashboard, store, page }) => {
    await store.open('/in-en/dashboard/profile');
    await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();

    await accountApi.expireAccessToken();
    const other = await page.context().newPage();
    // Both tabs open a page that calls the services with the expired token, at the same time.
    await Promise.all([page.goto('/in-en/dashboard/addresses'), other.goto('/in-en/dashboard/addresses')]);
    for (const tab of [page, other]) {
      await expect(tab.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible({ timeout: 30_000 });
      await expect(tab.getByRole('button', { name: 'Add an address' })).toBeVisible();
      await expect(tab.getByText('Unable to get address list')).toHaveCount(0);
    }
    await expect.poll(async () => (await accountApi.storedTokens()).refreshToken).not.toBe(shopper.refreshToken);
    // The log the tabs read under the lock is IndexedDB's: localStorage can be stale in the tab that
    // takes the lock next (docs/shopper-grade.md, "Two tabs").
    expect(await page.evaluate(rotatedInIndexedDb)).toContain(shopper.refreshToken);

    // Still one live session: each tab's next page is signed in (a reused token would have ended it).
    for (const tab of [page, other]) {
      await tab.goto('/in-en/dashboard/profile');
      await expect(tab.getByRole('main').getByText(shopper.email)).toBeVisible({ timeout: 30_000 });
      await expect(tab).toHaveURL(/\/dashboard\/profile$/);
    }
    expect((await accountApi.storedTokens()).isLoggedIn).toBe(true);
    await expect(dashboard.accountMenuButton).toBeVisible();
    await other.close();

    // Signing out takes the session's later pairs out of the browser: both copies of the log are empty.
    await dashboard.accountMenuButton.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(dashboard.signInLink).toBeVisible();
    await expect.poll(() => page.evaluate(rotatedInIndexedDb)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('aurum:token-rotations'))).toBeNull();
  });
});

/**
 * A tab opened before the shopper signed in, in another tab, follows the sign-in, and its next change
 * (a piece added to the cart) keeps the session: it wrote its own signed-out state over it before,
 * which signed the shopper out of every tab (docs/shopper-grade.md, "Tabs of one browser").
 */
test.describe('[account] a tab opened before signing in', () => {
  test('[account] signing in in one tab signs the other in; adding to the cart there keeps both signed in, and signing out signs both out', async ({ shopper, store, product, page }) => {
    await store.open('/in-en/rings');
    await store.productCards.first().getByRole('link').first().click();
    await expect(product.addToCart).toBeEnabled();
    const tabA = new Dashboard(page);
    await expect(tabA.signInLink).toBeVisible();

    const other = await page.context().newPage();
    const tabB = new Dashboard(other);
    await other.goto('/in-en/sign-in?next=/dashboard/profile');
    await new AuthPages(other).signInWithPassword(shopper.email, shopper.password);
    await expect(other.getByRole('main').getByText(shopper.email)).toBeVisible({ timeout: 30_000 });

    // The first tab follows, without a reload.
    await expect(tabA.accountMenuButton).toBeVisible();
    await product.addToCart.click();
    await expect(store.cartLink).toHaveAccessibleName(/^Cart, [1-9]\d* items?$/);

    // The other tab's next page is still signed in.
    await other.goto('/in-en/dashboard/addresses');
    await expect(tabB.heading('Addresses')).toBeVisible({ timeout: 30_000 });
    await expect(other).toHaveURL(/\/dashboard\/addresses$/);

    // Signing out in one signs out the other.
    await tabB.accountMenuButton.click();
    await other.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(tabB.signInLink).toBeVisible();
    await expect(tabA.signInLink).toBeVisible();
    await other.close();
  });
});

/** The refresh tokens the tabs' IndexedDB log says were replaced (never creates the database). */
async function rotatedInIndexedDb(): Promise<string[]> {
  if (!(await indexedDB.databases()).some((database) => database.name === 'aurum-tabs')) return [];
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('aurum-tabs');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const reading = database.transaction('token-rotations').objectStore('token-rotations').get('log');
      reading.onerror = () => reject(reading.error);
      reading.onsuccess = () => {
        database.close();
        resolve(((reading.result ?? []) as { from: string }[]).map((rotation) => rotation.from));
      };
    };
  });
}
