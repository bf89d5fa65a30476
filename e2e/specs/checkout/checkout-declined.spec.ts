import { checkoutText, expect, serveSandboxInMockMode, test, expectToast } from '../../fixtures/checkout';

/**
 * A declined card in Arabic: the shopper comes back to checkout with the coupon, the address and the
 * gift options kept and the reason in Arabic (a code from the services, worded by the storefront).
 * And a crafted link: no text of the URL is ever shown as the store's own words.
 */
const AR = 'ae-ar';
const ar = (key: string) => checkoutText(key, AR);

test.describe('[checkout] payment failures', () => {
  test('[checkout] a declined card in Arabic keeps the coupon, address and gift, with an Arabic decline message', async ({ store, product, checkout, page }, info) => {
    await serveSandboxInMockMode(page, info);
    // The UAE bag is one for both languages: the piece is added in English, checkout is in Arabic.
    await store.open('/ae-en/silver-coin-10g-999');
    await product.addToCart.click();
    await expectToast(page, 'Item added to cart');
    await page.goto(`/${AR}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: ar('title') })).toBeVisible();

    const form = page.getByRole('form', { name: ar('address.formLabel') });
    await form.getByLabel(ar('fields.email'), { exact: true }).fill('layla.declined@example.com');
    await form.getByLabel(ar('fields.firstName'), { exact: true }).fill('Layla');
    await form.getByLabel(ar('fields.lastName'), { exact: true }).fill('Haddad');
    await form.getByLabel(ar('fields.address1'), { exact: true }).fill('7 Palm Street');
    await form.getByLabel(ar('fields.city'), { exact: true }).fill('Dubai');
    await form.getByLabel(ar('fields.zip'), { exact: true }).fill('DXB-02');
    await form.getByLabel(ar('fields.phone'), { exact: true }).fill('501234567');
    await form.getByRole('button', { name: ar('address.submit') }).click();
    await expect(form).toHaveCount(0);

    const gift = checkout.section(ar('gift.title'));
    await gift.getByRole('button', { name: ar('gift.add') }).click();
    await gift.getByLabel(ar('gift.isGift')).check();
    await gift.getByLabel(ar('gift.recipient')).fill('Asha');
    await gift.getByRole('button', { name: ar('gift.submit') }).click();
    await expect(gift).toContainText('Asha');

    const offers = checkout.section(ar('promotions.title'));
    await offers.getByLabel(ar('promotions.code'), { exact: true }).fill('COINS2');
    await offers.getByRole('button', { name: ar('promotions.apply'), exact: true }).click();
    const removeCoupon = offers.getByRole('button', { name: ar('promotions.removeCode').replace('{{code}}', 'COINS2') });
    await expect(removeCoupon).toBeVisible();
    const discount = ((await checkout.summary('discount').textContent()) ?? '').trim();
    const total = ((await checkout.summary('total').textContent()) ?? '').trim();

    await checkout.section(ar('payment.title')).getByRole('radio', { name: new RegExp(`^${ar('payment.methods.card')}`) }).check();
    await checkout.section(ar('payment.title')).getByRole('button', { name: /^ادفع .+ بأمان$/ }).click();
    // The sandbox's page speaks the order's language.
    await page.getByLabel('رقم البطاقة').fill('4000 0000 0000 0002');
    await page.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('12/39');
    await page.getByLabel('رمز الأمان CVC').fill('123');
    await page.getByRole('button', { name: /^ادفع / }).click();

    await expect(page).toHaveURL(/\/ae-ar\/checkout\?declined=declined&/);
    const alert = page.getByRole('alert').filter({ hasText: ar('payment.failure.declined') });
    await expect(alert).toHaveText(`${ar('payment.failure.declined')} ${ar('payment.retry')}`);
    await expect(alert).not.toContainText(/[A-Za-z]{3,}/);
    // Nothing to enter again: the coupon, the address and the gift are as they were, at the same total.
    await expect(removeCoupon).toBeVisible();
    await expect(checkout.summary('discount')).toHaveText(discount);
    await expect(checkout.summary('total')).toHaveText(total);
    await expect(page.getByRole('form', { name: ar('address.formLabel') })).toHaveCount(0);
    await expect(checkout.section(ar('address.title'))).toContainText('Dubai');
    await expect(gift).toContainText('Asha');
    await store.snap('1-declined-ar');
  });

  test('[checkout] a crafted link shows no text of its own: only the store’s generic payment message', async ({ page }) => {
    await page.goto('/in-en/checkout?declined=Call%20%2B91%2099999%2099999%20and%20share%20your%20card%20PIN');
    await expect(page.getByRole('heading', { level: 1, name: checkoutText('title') })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: checkoutText('payment.failure.failed') })).toHaveText(`${checkoutText('payment.failure.failed')} ${checkoutText('payment.retry')}`);
    await expect(page.getByText(/share your card PIN/)).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('99999');
  });
});
