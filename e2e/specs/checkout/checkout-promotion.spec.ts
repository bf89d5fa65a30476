import { amountOf } from '../../fixtures/store';
import { expect, test, expectToast } from '../../fixtures/checkout';

test.describe('[checkout] offers', () => {
  test('[checkout] a promotion is applied and removed, and the summary is always the server’s', async ({ store, product, checkout, page }) => {
    await store.open('/in-en/om-pendant-22k');
    await product.addToCart.click();
    await expectToast(page, 'Item added to cart');
    await checkout.open();

    const offers = checkout.section('Offers and codes');
    const subtotal = amountOf((await checkout.summary('subtotal').textContent()) ?? '');
    expect(subtotal).toBe(28_089);
    await expect(checkout.summary('discount')).toHaveCount(0);

    // An expired code: the server's reason, word for word, beside the box that keeps the code
    // (said in place only, not toasted as well).
    const codeBox = offers.getByLabel('Promo code', { exact: true });
    await codeBox.fill('GOLDRUSH');
    await offers.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(offers.getByRole('alert')).toHaveText('Coupon GOLDRUSH has expired');
    await expect(codeBox).toHaveValue('GOLDRUSH');

    await codeBox.fill('welcome10');
    await offers.getByRole('button', { name: 'Apply', exact: true }).click();
    // Success is said in the panel (the server's cart replaces the summary), and the box is emptied.
    await expect(offers.getByRole('status').filter({ hasText: 'Promotion WELCOME10 applied' })).toBeVisible();
    await expect(codeBox).toHaveValue('');
    await expect(offers.getByRole('alert')).toHaveCount(0);
    // 10 % of ₹28,089, rounded half up, under the ₹5,000 cap.
    await expect(checkout.summary('discount')).toHaveText('−₹2,809');
    await expect(checkout.summary('total')).toHaveText('₹25,280');
    await store.snap('1-applied');

    await offers.getByRole('button', { name: 'Remove WELCOME10' }).click();
    await expect(offers.getByRole('status').filter({ hasText: 'Promotion removed' })).toBeVisible();
    await expect(checkout.summary('discount')).toHaveCount(0);
    await expect(checkout.summary('total')).toHaveText('₹28,089');
    await store.snap('2-removed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
