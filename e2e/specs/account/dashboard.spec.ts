import { expect, test } from '../../fixtures/account';

test.describe('[account] the dashboard', () => {
  test('[account] a shopper edits the profile', async ({ signedIn, dashboard, store, page }) => {
    expect(signedIn.userID).toBeGreaterThan(0);
    // The account's own address opens the profile (it was a "page not found"); India's English is
    // the default locale, whose addresses carry no prefix.
    await store.open('/in-en/dashboard');
    await expect(page).toHaveURL(/:\d+\/dashboard\/profile$/);
    await expect(dashboard.heading('Profile')).toBeVisible({ timeout: 30_000 });
    await store.snap('1-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await dashboard.field('First name').fill('Meenakshi');
    await dashboard.field('Last name').fill('<b>Iyer</b>');
    await store.snap('2-profile-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await store.expectToast('Profile updated successfully');
    // Stored as typed, shown as text (never as markup).
    await expect(page.getByRole('main').getByText('<b>Iyer</b>')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'My account' })).toContainText('Hello, Meenakshi');
    await page.reload();
    await expect(page.getByRole('main').getByText('Meenakshi', { exact: true })).toBeVisible();
  });

  test('[account] a shopper adds, edits, defaults and deletes addresses', async ({ signedIn, dashboard, store, page }) => {
    await store.open('/in-en/dashboard/addresses');
    await expect(dashboard.heading('Addresses')).toBeVisible({ timeout: 30_000 });
    // Names unique to this run: the worker's shopper may have addresses from another project.
    const run = `${signedIn.userID}${Date.now().toString(36).slice(-4)}`.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

    const add = async (first: string, line1: string) => {
      await page.getByRole('button', { name: 'Add an address' }).click();
      await expect(dashboard.field('Country')).toHaveValue(/\d+/);
      await dashboard.field('First name').fill(first);
      await dashboard.field('Last name').fill('Iyer');
      await dashboard.field('Address line 1').fill(line1);
      await dashboard.field('City').fill('Mumbai');
      await dashboard.field('PIN / postal code').fill('400001');
      await dashboard.field('Mobile number').fill('98765 43210');
      await dashboard.field('State').selectOption({ label: 'Maharashtra' });
      await page.getByRole('button', { name: 'Save address' }).click();
      await store.expectToast('Address added successfully');
      await expect(dashboard.address(`${first} Iyer`)).toBeVisible();
    };
    await add(`Meera${run}`, '12 Marine Drive');
    await add(`Ravi${run}`, '4 Park Street');
    await expect(dashboard.address(`Meera${run} Iyer`)).toBeVisible();
    await expect(dashboard.address(`Ravi${run} Iyer`)).toBeVisible();
    await store.snap('1-addresses');

    await dashboard.address(`Ravi${run} Iyer`).getByRole('button', { name: 'Edit' }).click();
    await dashboard.field('City').fill('Pune');
    await store.snap('2-address-edit');
    await page.getByRole('button', { name: 'Save address' }).click();
    await store.expectToast('Address updated successfully');
    await expect(dashboard.address(`Ravi${run} Iyer`)).toContainText('Pune');

    await dashboard.address(`Ravi${run} Iyer`).getByRole('button', { name: 'Set as default' }).click();
    await expect(dashboard.address(`Ravi${run} Iyer`)).toContainText('Default');

    page.once('dialog', (dialog) => void dialog.accept());
    await dashboard.address(`Meera${run} Iyer`).getByRole('button', { name: 'Delete' }).click();
    await expect(dashboard.address(`Meera${run} Iyer`)).toHaveCount(0);
    await expect(dashboard.address(`Ravi${run} Iyer`)).toBeVisible();
  });

  test('[account] refuses an incomplete address and keeps what was typed', async ({ signedIn, dashboard, page, store }) => {
    expect(signedIn.userID).toBeGreaterThan(0);
    await store.open('/in-en/dashboard/addresses');
    await page.getByRole('button', { name: 'Add an address' }).click();
    await dashboard.field('First name').fill('Meera');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Please fill in Address line 1.')).toBeVisible();
    await expect(dashboard.field('First name')).toHaveValue('Meera');
  });
});
