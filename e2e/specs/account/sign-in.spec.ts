import { AccountApi } from '../../fixtures/account-api';
import { expect, test } from '../../fixtures/account';

test.describe('[account] signing up and in', () => {
  test('[account] a new shopper signs up and proves the phone with the code', async ({ auth, dashboard, accountApi, store, page }) => {
    const shopper = AccountApi.newShopper();
    await store.open('/in-en/sign-up');
    await store.snap('1-sign-up');
    const since = Date.now() - 1000;
    await auth.fillSignUp(shopper);
    await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const [code] = await accountApi.waitForMessage(shopper.phone, /\b\d{6}\b/, since);
    await store.snap('2-sign-up-code');
    await auth.enterCode(code, 'Verify and create account');
    await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('main').getByText(shopper.email)).toBeVisible();
    await expect(dashboard.accountMenuButton).toBeVisible();
  });

  test('[account] a shopper signs in with a password, and a wrong one is explained in the shopper’s words, no status code', async ({ shopper, auth, dashboard, store, page }) => {
    await store.open('/in-en/sign-in');
    await auth.signInWithPassword(shopper.email, 'not-the-password-1');
    await expect(auth.alert).toHaveText('The e-mail, phone number or password is not right. Check them and try again.');
    await store.snap('1-sign-in-failed');
    await auth.field('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });
    await store.snap('2-profile');

    await dashboard.accountMenuButton.click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(dashboard.signInLink).toBeVisible();
  });

  test('[account] a shopper signs in with a one-time code sent to the phone', async ({ shopper, auth, dashboard, accountApi, store, page }) => {
    await store.open('/in-en/sign-in?next=/dashboard/addresses');
    const since = Date.now();
    await auth.requestCode(shopper.phone);
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    const [code] = await accountApi.waitForMessage(shopper.phone, /\b\d{6}\b/, since);
    await store.snap('1-code');
    await auth.enterCode(code, 'Verify and sign in');
    await expect(dashboard.heading('Addresses')).toBeVisible({ timeout: 30_000 });
  });

  test('[account] forgot password: the link in the e-mail sets a new password that signs in', async ({ auth, dashboard, accountApi, store, page }) => {
    await store.open('/in-en/forgot-password');
    const shopper = await accountApi.createShopper();
    const since = Date.now();
    await auth.field('E-mail').fill(shopper.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'a link to reset its password is on its way' })).toBeVisible();
    await store.snap('1-forgot-sent');

    const [link] = await accountApi.waitForMessage(shopper.email, /https?:\/\/\S+reset-password\?token=[\w.-]+/, since);
    const { pathname, search } = new URL(link);
    await store.open(`/in-en${pathname}${search}`);
    await auth.field('New password').fill('Brand-new#2027');
    await auth.field('Repeat the new password').fill('Brand-new#2027');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await store.snap('2-reset-done');

    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await auth.signInWithPassword(shopper.email, 'Brand-new#2027');
    await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });
  });
});
