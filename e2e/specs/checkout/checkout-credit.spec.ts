import { checkoutText, expect, test, toast } from '../../fixtures/checkout';
import { amountOf } from '../../fixtures/store';

/**
 * The demo shoppers' store credit (₹25,000 in India, AED 1,000 in the UAE) pays a silver coin in
 * full: nothing to pay, the order lands on /checkout-thankyou. Desktop projects use the Indian
 * shopper, mobile projects the Emirati one, so two projects running at once never share a bag.
 */
const SHOPPERS = {
  desktop: { locale: 'in-en', email: 'shopper@example.com', slug: 'lakshmi-silver-coin-5g-999', price: '₹763', address: { city: 'Mumbai', zip: '400001', phone: '9876543210' }, number: /^SLV-IN-1\d{5}$/ },
  mobile: { locale: 'ae-en', email: 'aisha@example.com', slug: 'silver-coin-10g-999', price: 'AED 62.84', address: { city: 'Dubai', zip: 'DXB-02', phone: '501234567' }, number: /^SLV-AE-1\d{5}$/ },
} as const;

test.describe('[checkout] store credit', () => {
  test('[checkout] an order store credit pays in full lands on /checkout-thankyou', async ({ store, product, auth, checkout, order, page }, info) => {
    const who = SHOPPERS[info.project.name.endsWith('mobile') ? 'mobile' : 'desktop'];
    await store.open(`/${who.locale}/${who.slug}`);
    await product.addToCart.click();
    await expect(toast(page, 'Item added to cart')).toBeVisible();
    await store.open(`/${who.locale}/sign-in`);
    await auth.signInWithPassword(who.email, 'Shopper#2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 30_000 });

    await checkout.open(who.locale);
    await checkout.useNewAddressIfOffered();
    await checkout.fillAddress({ email: who.email, firstName: 'Demo', lastName: 'Shopper', address1: '5 Palm Street', ...who.address }, who.locale);
    await checkout.saveAddress();
    await expect(checkout.section('Contact and address')).toContainText('Deliver to:');

    // The coin costs who.price; signing in may bring back pieces of the shopper's earlier bag, so the total decides.
    const total = ((await checkout.summary('total').textContent()) ?? '').trim();
    expect(amountOf(total)).toBeGreaterThanOrEqual(amountOf(who.price));
    const credit = checkout.section('Store credit');
    await credit.getByRole('button', { name: `Use ${total} of store credit` }).click();
    await expect(checkout.summary('credit')).toHaveText(`−${total}`);
    await expect(checkout.summary('amount-due')).toHaveText(who.locale === 'in-en' ? '₹0' : 'AED 0.00');
    await expect(checkout.method('Nothing to pay')).toBeChecked();
    await store.snap('1-credit');
    await checkout.placeButton.click();

    await expect(page).toHaveURL(/\/checkout-thankyou\?orderID=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(order.number).toHaveText(who.number);
    await expect(order.paymentStatus).toHaveText(checkoutText('order.paymentStatus.not_required'));
    await store.snap('2-thankyou');
  });
});
