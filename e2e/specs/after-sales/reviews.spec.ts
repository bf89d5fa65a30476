import { expect, test } from '../../fixtures/account';
import { placeCodOrder } from '../../fixtures/orders';

/** Recorded in every locale's mock catalogue and sold in India by the demo store. */
const COIN = { productID: 66, name: /coin/i };
const EARRINGS = { productID: 13 };

test.describe('[reviews]', () => {
  test('[reviews] a buyer writes, edits and deletes a review', async ({ page, store, accountApi, signedIn }, info) => {
    // The coin bought (cash on delivery through the services' own calls), so it may be reviewed.
    await placeCodOrder(page, accountApi, signedIn, [{ productID: COIN.productID, quantity: 1 }]);

    await store.open(`/in-en/write-review?productID=${COIN.productID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    const shots = process.env.H5_SHOTS;
    if (shots) await page.screenshot({ path: `${shots}/write-review-${info.project.name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

    // The shopper taps the fourth star (the label drawn as a star), as on a phone.
    await page.locator('label').filter({ has: page.getByRole('radio', { name: '4 stars', exact: true }) }).click();
    await expect(page.getByRole('radio', { name: '4 stars', exact: true })).toBeChecked();
    await page.getByLabel('Title').fill('Bright and heavy');
    await page.getByLabel('Your review').fill('The coin came sealed with its certificate. <script>alert(1)</script>');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await store.expectToast(/Your review will appear once it is approved/);
    await expect(page).toHaveURL(/\/dashboard\/reviews$/);

    const card = page.getByRole('listitem').filter({ hasText: 'Bright and heavy' });
    await expect(card).toContainText('Awaiting approval');
    // Shown as text, never run as markup.
    await expect(card).toContainText('<script>alert(1)</script>');
    if (shots) await page.screenshot({ path: `${shots}/my-reviews-${info.project.name}.png`, fullPage: true });

    await card.getByRole('button', { name: /^Edit your review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    await dialog.getByLabel('Title').fill('Bright, heavy and honest weight');
    await dialog.locator('label').filter({ has: page.getByRole('radio', { name: '5 stars', exact: true }) }).click();
    await expect(dialog.getByRole('radio', { name: '5 stars', exact: true })).toBeChecked();
    if (shots) await page.screenshot({ path: `${shots}/edit-review-${info.project.name}.png` });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await store.expectToast(/Review updated/);
    const edited = page.getByRole('listitem').filter({ hasText: 'Bright, heavy and honest weight' });
    await expect(edited).toBeVisible();
    await expect(edited.getByRole('img', { name: '5 stars' })).toBeVisible();

    await edited.getByRole('button', { name: /^Delete your review/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this review?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await store.expectToast('Review deleted.');
    await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/my-reviews-empty-${info.project.name}.png`, fullPage: true });
  });

  test('[reviews] a piece the shopper has not bought cannot be reviewed', async ({ page, store, signedIn }) => {
    expect(signedIn.userID).toBeGreaterThan(0);
    await store.open(`/in-en/write-review?productID=${EARRINGS.productID}`);
    await expect(page.getByRole('heading', { name: 'Reviews come from buyers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  });
});
