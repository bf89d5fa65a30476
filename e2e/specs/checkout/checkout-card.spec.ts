import type { Page } from '@playwright/test';
import { amountOf, type ProductPage, type Storefront } from '../../fixtures/store';
import { checkoutText, dataLayerEvents, expect, GUEST_ADDRESS, test, expectToast, type AuthPages, type CheckoutPage } from '../../fixtures/checkout';
import type { SignedInShopper } from '../../fixtures/account-api';

/**
 * A signed-in shopper pays by card on the sandbox gateway's hosted page: success (a gift, too),
 * a declined card (back to checkout with the bag as it was) and a 3-D Secure challenge. The
 * shopper adds the piece as a guest and signs in, as shoppers do: signing in links the bag.
 */
async function toCheckoutSignedIn({ store, product, auth, checkout, shopper, page }: { store: Storefront; product: ProductPage; auth: AuthPages; checkout: CheckoutPage; shopper: SignedInShopper; page: Page }) {
  await store.open('/in-en/gold-coin-10g-24k');
  await product.addToCart.click();
  await expectToast(page, 'Item added to cart');
  await store.open('/in-en/sign-in');
  await auth.signInWithPassword(shopper.email, shopper.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 30_000 });
  await checkout.open();
  await checkout.useNewAddressIfOffered();
  await checkout.fillAddress({ ...GUEST_ADDRESS, email: shopper.email, firstName: shopper.firstName, lastName: shopper.lastName, phone: shopper.phone.replace(/^\+91/, '') });
  await checkout.saveAddress();
  await expect(checkout.section('Contact and address')).toContainText('Deliver to:');
  await expect(checkout.method('Credit or debit card')).toBeChecked();
}

test.describe('[checkout] signed-in card payment', () => {
  test('[checkout] a gift paid by card: the hosted page takes the card and the order is confirmed as paid', async ({ store, product, auth, checkout, sandbox, order, shopper, page }) => {
    await toCheckoutSignedIn({ store, product, auth, checkout, shopper, page });
    const gift = checkout.section('Gift options');
    await gift.getByRole('button', { name: 'Add gift options' }).click();
    await gift.getByLabel('This order is a gift').check();
    await gift.getByLabel('Recipient’s name').fill('Asha');
    await gift.getByLabel('Gift message (optional)').fill('Happy birthday, with love');
    await gift.getByLabel('Add gift wrap').check();
    await gift.getByRole('button', { name: 'Save gift options' }).click();
    await expect(gift).toContainText('A gift for Asha · gift wrapped');
    await store.snap('1-gift');

    // The bag may hold more than this piece (signing in brings back the shopper's earlier bag): the server's figures decide.
    const dueText = ((await checkout.summary('amount-due').textContent()) ?? '').trim();
    const due = amountOf(dueText);
    expect(due).toBeGreaterThanOrEqual(85_639);
    await expect(checkout.placeButton).toHaveText(`Pay ${dueText} securely`);
    await checkout.placeButton.click();
    await sandbox.pay('4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/order-confirmation\?orderID=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
    await expect(order.number).toHaveText(/^SLV-IN-1\d{5}$/);
    await expect(order.paymentStatus).toHaveText(checkoutText('order.paymentStatus.paid'));
    await expect(page.getByRole('main')).toContainText('A gift for Asha · gift wrapped');
    expect(amountOf((await order.total().textContent()) ?? '')).toBe(due);
    await store.snap('2-paid');
    const purchase = (await dataLayerEvents(page)).find((entry) => entry.event === 'purchase')?.ecommerce;
    expect(purchase).toMatchObject({ transaction_id: await order.number.textContent(), value: due, currency: 'INR' });
  });

  test('[checkout] a declined card brings the shopper back to checkout with the reason and the bag as it was', async ({ store, product, auth, checkout, sandbox, shopper, page }) => {
    await toCheckoutSignedIn({ store, product, auth, checkout, shopper, page });
    const totalBefore = await checkout.summary('total').textContent();
    await checkout.placeButton.click();
    await sandbox.pay('4000 0000 0000 0002');
    await expect(page).toHaveURL(/\/checkout\?declined=declined&/);
    await expect(page.getByRole('alert').filter({ hasText: checkoutText('payment.failure.declined') })).toContainText(checkoutText('payment.retry'));
    // The pieces are back in the bag at the same total.
    await expect(checkout.summary('total')).toHaveText(totalBefore ?? '');
    await store.snap('1-declined');
    // Nothing was bought: no purchase event.
    expect((await dataLayerEvents(page)).some((entry) => entry.event === 'purchase')).toBe(false);
  });

  test('[checkout] a card that asks for 3-D Secure is paid after the bank’s code', async ({ store, product, auth, checkout, sandbox, order, shopper, page }) => {
    await toCheckoutSignedIn({ store, product, auth, checkout, shopper, page });
    await checkout.placeButton.click();
    await sandbox.pay('4000 0000 0000 3220');
    await store.snap('1-challenge');
    await sandbox.answerChallenge('123456');
    await expect(page).toHaveURL(/\/order-confirmation\?orderID=\d+/);
    await expect(order.paymentStatus).toHaveText(checkoutText('order.paymentStatus.paid'));
    await store.snap('2-paid');
  });
});
