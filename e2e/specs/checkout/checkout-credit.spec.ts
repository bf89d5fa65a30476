import type { Page, TestInfo } from '@playwright/test';
import { type AuthPages, type CheckoutPage, checkoutText, expect, expectToast, test } from '../../fixtures/checkout';
import { amountOf, type ProductPage, type Storefront } from '../../fixtures/store';

/**
 * The demo shoppers' store credit (₹25,000 in India, AED 1,000 in the UAE) pays a silver coin in
 * full: nothing to pay, the order lands on /checkout-thankyou. Desktop projects use the Indian
 * shopper, mobile projects the Emirati one, so two projects running at once never share a bag.
 */
const SHOPPERS = {
  desktop: { locale: 'in-en', part: { typed: '500', amount: 500, text: '−₹500' }, email: 'shopper@example.com', slug: 'lakshmi-silver-coin-5g-999', price: '₹763', address: { city: 'Mumbai', zip: '400001', phone: '9876543210' }, number: /^SLV-IN-1\d{5}$/ },
  mobile: { locale: 'ae-en', part: { typed: '20.5', amount: 20.5, text: '−AED 20.50' }, email: 'aisha@example.com', slug: 'silver-coin-10g-999', price: 'AED 62.84', address: { city: 'Dubai', zip: 'DXB-02', phone: '501234567' }, number: /^SLV-AE-1\d{5}$/ },
} as const;

interface Journey {
  store: Storefront;
  product: ProductPage;
  auth: AuthPages;
  checkout: CheckoutPage;
  page: Page;
}

/** The project's shopper puts the coin in the bag, signs in, and reaches checkout with a saved address. */
async function coinAtCheckout({ store, product, auth, checkout, page }: Journey, info: TestInfo) {
  const who = SHOPPERS[info.project.name.endsWith('mobile') ? 'mobile' : 'desktop'];
  await store.open(`/${who.locale}/${who.slug}`);
  await product.addToCart.click();
  await expectToast(page, 'Item added to cart');
  await store.open(`/${who.locale}/sign-in`);
  await auth.signInWithPassword(who.email, 'Shopper#2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 30_000 });

  await checkout.open(who.locale);
  await checkout.useNewAddressIfOffered();
  await checkout.fillAddress({ email: who.email, firstName: 'Demo', lastName: 'Shopper', address1: '5 Palm Street', ...who.address }, who.locale);
  await checkout.saveAddress();
  await expect(checkout.section('Contact and address')).toContainText('Deliver to:');
  return who;
}

test.describe('[checkout] store credit', () => {
  // One demo shopper per project: its tests take turns with its bag and balance.
  test.describe.configure({ mode: 'serial' });

  test('[checkout] an order store credit pays in full lands on /checkout-thankyou', async ({ store, product, auth, checkout, order, page }, info) => {
    const who = await coinAtCheckout({ store, product, auth, checkout, page }, info);

    // The coin costs who.price; signing in may bring back pieces of the shopper's earlier bag, so the total decides.
    const total = ((await checkout.summary('total').textContent()) ?? '').trim();
    expect(amountOf(total)).toBeGreaterThanOrEqual(amountOf(who.price));
    const credit = checkout.section('Store credit');
    await credit.getByRole('button', { name: `Use maximum (${total})` }).click();
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

  test('[checkout] part of the store credit: the shopper chooses the amount and pays the rest by card', async ({ store, product, auth, checkout, sandbox, order, page }, info) => {
    const who = await coinAtCheckout({ store, product, auth, checkout, page }, info);

    const total = amountOf((await checkout.summary('total').textContent()) ?? '');
    const credit = checkout.section('Store credit');
    // More than the lesser of balance and total is refused at the field, before anything is sent.
    await credit.getByLabel('Amount of store credit to use').fill(String(total + 1));
    await credit.getByRole('button', { name: 'Use this amount' }).click();
    await expect(credit.getByText(/^Enter an amount between /)).toBeVisible();
    await credit.getByLabel('Amount of store credit to use').fill(who.part.typed);
    await credit.getByRole('button', { name: 'Use this amount' }).click();
    await expect(checkout.summary('credit')).toHaveText(who.part.text);
    const dueText = ((await checkout.summary('amount-due').textContent()) ?? '').trim();
    expect(amountOf(dueText)).toBeCloseTo(total - who.part.amount, 2);
    await expect(credit).toContainText(`Store credit applied: ${who.part.text}`);
    await expect(checkout.method('Credit or debit card')).toBeChecked();
    await store.snap('1-part-credit');

    await expect(checkout.placeButton).toHaveText(`Pay ${dueText} securely`);
    await checkout.placeButton.click();
    await expect(page.getByText(dueText).first()).toBeVisible();
    await sandbox.pay('4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/order-confirmation\?orderID=\d+/);
    await expect(order.paymentStatus).toHaveText(checkoutText('order.paymentStatus.paid'));
    await expect(page.getByTestId('summary-credit').first()).toHaveText(who.part.text);
    await expect(page.getByTestId('summary-amount-due').first()).toHaveText(dueText);
    await store.snap('2-part-paid');
  });
});
