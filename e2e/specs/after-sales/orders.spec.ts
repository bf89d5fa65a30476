import type { TestInfo } from '@playwright/test';
import { expectToast } from '../../fixtures/checkout';
import { switchLocale } from '../../fixtures/store';
import { expect, placeCodOrder, test } from '../../fixtures/orders';

/**
 * Orders after checkout (issue 6 item 8): cancel one line, return a delivered piece with a photo
 * through to a refund in store credit, answer staff's request for more information with photos,
 * pay an excess amount. Staff steps go through `/admin/` with the demo staff login; both modes
 * (the mocks answer `/admin/` for their staff user too).
 */
const POM = { productID: 43, name: /Om Pendant/i };
const SILVER_COIN = { productID: 69, name: /Lakshmi Silver Coin/i };
const SILVER_COIN_10 = { productID: 68, name: /Silver Coin 10/i };

/** Screenshots for the report when H7_SHOTS names a folder. */
async function shot(page: import('@playwright/test').Page, info: TestInfo, name: string) {
  const folder = process.env.H7_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}-${info.project.name}.png`, fullPage: true });
}

test.describe('[orders]', () => {
  test('[orders] a shopper cancels one line of an order', async ({ page, accountApi, signedIn, orders }, info) => {
    const order = await placeCodOrder(page, accountApi, signedIn, [{ productID: POM.productID, quantity: 1 }, { productID: SILVER_COIN.productID, quantity: 2 }]);

    await orders.openListing();
    const card = orders.orderCard(order.orderNumber);
    await expect(card).toContainText('Placed');
    await shot(page, info, 'order-listing');
    await card.getByRole('link', { name: `View order ${order.orderNumber}` }).click();
    await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
    const totalBefore = await page.getByTestId('summary-total').textContent();

    await page.getByRole('button', { name: 'Cancel order or items' }).click();
    const form = orders.cancelForm;
    await form.getByLabel('Some items only').check();
    await form.getByLabel(SILVER_COIN.name).selectOption('2');
    await form.getByLabel('Reason').selectOption({ label: 'I changed my mind' });
    await shot(page, info, 'cancel-form');
    await form.getByRole('button', { name: 'Cancel chosen items' }).click();

    await expectToast(page, 'The chosen items are cancelled');
    await expect(orders.line(SILVER_COIN.name)).toContainText('2 cancelled');
    await expect(orders.line(POM.name)).not.toContainText('cancelled');
    await expect(page.getByTestId('original-total')).toContainText(totalBefore ?? '');
    await expect(page.getByTestId('summary-total')).not.toHaveText(totalBefore ?? '');
    await expect(page.getByRole('heading', { name: 'Order history' }).locator('..')).toContainText(/Cancelled 2 × Lakshmi Silver Coin/);
    // The pendant can still be cancelled; the coins no longer.
    await page.getByRole('button', { name: 'Cancel order or items' }).click();
    await orders.cancelForm.getByLabel('Some items only').check();
    await expect(orders.cancelForm.getByLabel(SILVER_COIN.name)).toHaveCount(0);
    await shot(page, info, 'order-detail-cancelled');

    // The account spans the countries: on the UAE's Arabic pages, reached through the switcher, the
    // Indian order is still written in rupees (docs/shopper-grade.md, "Every order in its own currency").
    await orders.openListing();
    await expect(orders.orderCard(order.orderNumber)).toBeVisible();
    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(/\/ae-ar\/dashboard\/order-listing$/);
    const arabicCard = orders.orderCard(order.orderNumber);
    await expect(arabicCard).toContainText(/₹[\d,]+/);
    await expect(arabicCard).not.toContainText('AED');
    await arabicCard.getByRole('link').first().click();
    // One left-to-right piece in the Arabic page, the sign before its digits (docs/shopper-grade.md, "Mixed directions in one line").
    await expect(page.getByTestId('summary-total')).toHaveText(/^\u2066₹[\d,]+\u2069$/);
    await expect(orders.main).not.toContainText('AED');
    // Its history in Arabic too: the store's own notes (placed, the coins cancelled), not the English staff read.
    const history = page.getByRole('heading', { name: 'سجل الطلب' }).locator('..');
    await expect(history).toContainText('تم تقديم الطلب؛ الدفع نقداً عند الاستلام');
    // The coins' name keeps its own direction in the Arabic line (a first-strong isolate).
    await expect(history).toContainText(/تم الإلغاء: \u20682 × .+\u2069 \(غيرت رأيي\)/);
    await expect(history).not.toContainText(/Order placed|Cancelled/);
  });

  test('[orders] a delivered piece is returned with a photo and refunded to store credit', async ({ page, accountApi, signedIn, orders, staff }, info) => {
    const order = await placeCodOrder(page, accountApi, signedIn, [{ productID: SILVER_COIN_10.productID, quantity: 1 }]);
    await staff.deliver(order.orderID);

    await orders.openOrder(order.orderID);
    await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Return items' }).click();
    const form = orders.returnForm;
    await form.getByLabel('Reason for the return').selectOption({ label: 'Arrived damaged' });
    await form.getByLabel('Tell us more (optional)').fill('The coin has a scratch across the face.');
    // A file that is not an image is refused in the browser before any upload, said beside the
    // upload button (no passing toast); the note stays until the photos change.
    await form.getByLabel('Add photos').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    const refusal = form.getByRole('alert').filter({ hasText: 'notes.png is not a JPEG, PNG or WebP image.' });
    await expect(refusal).toBeVisible();
    await orders.attachPhoto(form, 'scratch.png');
    await expect(refusal).toHaveCount(0);
    await shot(page, info, 'return-form');
    await form.getByRole('button', { name: 'Request the return' }).click();

    // The request's lasting state (the return's own page with its number), not its 4-second toast:
    // the upload and the request are slow steps, and a toast can be gone before a check looks.
    const rma = await orders.currentReturn();
    expect(rma.rmaNumber).toMatch(/^RMA-/);
    await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

    await staff.returnAction(rma.returnID, 'approve');
    await staff.returnAction(rma.returnID, 'receive');
    await staff.returnAction(rma.returnID, 'refund', { method: 'store_credit' });

    await orders.openReturn(rma.returnID);
    await expect(page.getByTestId('rma-refund')).toContainText('refunded to store credit');
    await shot(page, info, 'return-refunded');
    const refunded = ((await page.getByTestId('rma-refund').textContent()) ?? '').replace(/ refunded.*/, '');

    await page.goto('/in-en/dashboard/store-credit');
    const entry = page.getByTestId('credit-entry').filter({ hasText: order.orderNumber }).first();
    await expect(entry).toContainText('Refund');
    await expect(entry).toContainText(`+${refunded}`);
    await shot(page, info, 'store-credit');

    await orders.openOrder(order.orderID);
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('refunded-to-credit')).toHaveText(refunded);
    // Staff's moves in the shopper's language on the Arabic pages, reached through the switcher
    // (docs/shopper-grade.md, "The order's timeline in the shopper's language").
    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(/\/ae-ar\/dashboard\/order\?id=\d+/);
    const history = page.getByRole('heading', { name: 'سجل الطلب' }).locator('..');
    await expect(history).toContainText(`تمت الموافقة على الإرجاع ${rma.rmaNumber}`);
    await expect(history).toContainText(/إلى رصيد المتجر/);
    await expect(history).not.toContainText(/Return RMA|approved|received|refunded/);
    // The return's own page names its reason in Arabic too, though it was asked for in English.
    await orders.openReturn(rma.returnID, 'ae-ar');
    await expect(orders.main.getByText('وصل تالفاً')).toBeVisible();
    await expect(orders.main).not.toContainText('Arrived damaged');
  });

  test('[orders] staff ask for more information and the shopper answers with photos', async ({ page, accountApi, signedIn, orders, staff }, info) => {
    const order = await placeCodOrder(page, accountApi, signedIn, [{ productID: SILVER_COIN.productID, quantity: 1 }]);
    await staff.deliver(order.orderID);
    await orders.openOrder(order.orderID);
    await page.getByRole('button', { name: 'Return items' }).click();
    await orders.returnForm.getByLabel('Reason for the return').selectOption({ label: 'The size does not fit' });
    await orders.returnForm.getByRole('button', { name: 'Request the return' }).click();
    const rma = await orders.currentReturn();

    await staff.returnAction(rma.returnID, 'need-more-info', { note: 'Please send a photo of the hallmark.' });
    await page.goto('/in-en/dashboard/return-request');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: rma.rmaNumber });
    await expect(card).toContainText('More information needed');
    await shot(page, info, 'return-list');
    await card.getByRole('link', { name: 'Reply' }).click();

    const question = page.getByTestId('need-more-info');
    await expect(question).toContainText('Please send a photo of the hallmark.');
    await question.getByLabel('Your reply').fill('Hallmark photo attached.');
    await orders.attachPhoto(question, 'hallmark.png');
    await shot(page, info, 'return-need-more-info');
    await question.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Thank you: your reply is with our team');
    await expect(page.getByTestId('need-more-info')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'History' }).locator('..')).toContainText('Hallmark photo attached.');

    const seenByStaff = await staff.returnDetail(rma.returnID);
    expect(seenByStaff.status).toBe('requested');
    expect(seenByStaff.imageIDs).toHaveLength(1);
  });

  test('[orders] a shopper pays an excess amount by card', async ({ page, accountApi, signedIn, orders, staff, sandbox }, info) => {
    const order = await placeCodOrder(page, accountApi, signedIn, [{ productID: SILVER_COIN.productID, quantity: 1 }]);
    await staff.setExcess(order.orderID, 150, 'The coin weighed 0.2 g more than estimated.');

    await orders.openListing();
    await expect(orders.orderCard(order.orderNumber)).toContainText('to pay: the final weight was higher');
    await orders.openOrder(order.orderID);
    const panel = page.getByTestId('excess-panel');
    await expect(panel).toContainText('The coin weighed 0.2 g more than estimated.');
    // The history in a shopper's words, not staff's ("Excess amount set to …").
    await expect(page.getByRole('heading', { name: 'Order history' }).locator('..')).toContainText('An extra amount of ₹150 is due: The coin weighed 0.2 g more than estimated.');
    await panel.getByLabel('Amount to pay').fill('10');
    await panel.getByRole('button', { name: 'Pay by card' }).click();
    await expect(panel).toContainText('Please pay at least');
    await shot(page, info, 'excess-panel');

    // Paid from the UAE's Arabic pages (the account spans the countries): the card page speaks
    // Arabic, and the payment comes back to the Arabic page it was paid from, not to the order's
    // in-en (docs/shopper-grade.md, "An extra amount paid from another country's pages").
    await switchLocale(page, 'العربية');
    await expect(page).toHaveURL(/\/ae-ar\/dashboard\/order\?id=\d+/);
    const arabicPanel = page.getByTestId('excess-panel');
    await arabicPanel.getByLabel('المبلغ المراد دفعه').fill('150');
    await arabicPanel.getByRole('button', { name: 'الدفع بالبطاقة' }).click();
    await sandbox.pay('4242 4242 4242 4242', 'ar');
    await expect(page).toHaveURL(/\/ae-ar\/dashboard\/order\?id=\d+&excess=succeeded/);
    await expect(page.getByText('شكرًا لك: تم دفع المبلغ الإضافي.')).toBeVisible();
    await expect(page.getByTestId('excess-panel')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'سجل الطلب' }).locator('..')).toContainText(/استلمنا دفع المبلغ الإضافي \u2066₹150\u2069/);
    await shot(page, info, 'excess-paid');
  });
});
