import { expect, test } from '../../fixtures/account';

test.describe('[account] sessions', () => {
  test('[account] an expired access token is refreshed mid-session without the shopper noticing', async ({ signedIn: shopper, accountApi, dashboard, store, page }) => {
    await store.open('/in-en/dashboard/profile');
    await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();

    await accountApi.expireAccessToken();
    await store.open('/in-en/dashboard/addresses');
    await expect(dashboard.heading('Addresses')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Add an address' })).toBeVisible();
    await expect(page.getByText('Unable to get address list')).toHaveCount(0);
    // redux-persist writes the refreshed tokens a moment after the store has them.
    await expect.poll(async () => (await accountApi.storedTokens()).refreshToken).not.toBe(shopper.refreshToken);
    expect((await accountApi.storedTokens()).isLoggedIn).toBe(true);
  });

  test('[account] a revoked session logs out cleanly and asks to sign in again', async ({ signedIn: shopper, accountApi, dashboard, store, page }) => {
    await store.open('/in-en/dashboard/profile');
    await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });

    // Signed out elsewhere: the server ends the session; this tab still holds its tokens.
    await accountApi.request('POST', 'auth/log-out', { refreshToken: shopper.refreshToken }, shopper.accessToken);
    await accountApi.expireAccessToken();
    await store.open('/in-en/dashboard/addresses');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard%2Faddresses/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(dashboard.signInLink).toBeVisible();
    expect((await accountApi.storedTokens()).isLoggedIn).toBe(false);
    await store.snap('1-signed-out');
  });

  test('[account] the guest cart is carried into the account on sign-in', async ({ shopper, auth, store, product, page }) => {
    await store.open('/in-en/rings');
    await store.productCards.first().getByRole('link').first().click();
    await product.addToCart.click();
    await expect(store.cartLink).toHaveAccessibleName('Cart, 1 item');

    await store.open('/in-en/sign-in?next=/cart');
    await auth.signInWithPassword(shopper.email, shopper.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(store.cartLink).toHaveAccessibleName('Cart, 1 item');
    await store.snap('1-cart-after-sign-in');
  });
});
