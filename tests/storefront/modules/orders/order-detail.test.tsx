// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderDetailTemplate } from '@/storefront/modules/orders/order-detail-template';
import { notify } from '@/storefront/modules/common/notify';
import { COMMERCE, http, renderPage } from '../auth/account-test-setup';
import { CANCEL_REASONS, commerce, orderDetail, PNG_BYTES, RETURN_REASONS } from './order-fixtures';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const server = usePageTest();
beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const page = { pathname: '/dashboard/order', signedInAs: true, router: { query: { id: '42' }, asPath: '/dashboard/order?id=42' } };
const revised = (detail = orderDetail()) => ({ orderID: 42, orderNumber: detail.orderNumber, currencyCode: 'INR', decimalPlaces: 0, original: detail.totals, revised: detail.revisedTotals, lines: [], excess: detail.excess, refunded: 0, refundedToCredit: 0, refundedToPayment: 0 });

function serveOrder(detail = orderDetail()) {
  server.use(
    http.get(`${COMMERCE}api/orders/detail/id/42/`, () => commerce(detail)),
    http.get(`${COMMERCE}api/orders/revised/id/42/`, () => commerce(revised(detail))),
  );
}

describe('order detail: cancel', () => {
  it('cancels one unit of one line with a reason and store credit, then reads the order again', async () => {
    serveOrder();
    const sent: unknown[] = [];
    let detailReads = 0;
    server.use(
      http.get(`${COMMERCE}api/orders/detail/id/42/`, () => {
        detailReads += 1;
        return commerce(orderDetail());
      }),
      http.get(`${COMMERCE}api/orders/cancelItems/id/42`, () =>
        commerce({ orderID: 42, orderNumber: 'SLV-IN-100042', refundMethods: ['store_credit', 'original_payment'], items: [
          { orderLineID: 501, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-1', image: '', quantity: 2, unitPrice: 30000, amount: 60000 },
          { orderLineID: 502, name: 'Silver Chain', optionLabel: '', sku: 'CH-1', image: '', quantity: 1, unitPrice: 5000, amount: 5000 },
        ] }),
      ),
      http.get(`${COMMERCE}api/orders/cancelReasons/`, () => commerce(CANCEL_REASONS)),
      http.patch(`${COMMERCE}api/orders/cancel/`, async ({ request }) => {
        sent.push(await request.json());
        return commerce(orderDetail(), 200, 'Items cancelled');
      }),
    );
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order or items' }));
    const form = await screen.findByRole('form', { name: 'Cancel order or items' });
    fireEvent.click(within(form).getByLabelText('Some items only'));
    // Submitting without a reason or a line is refused in the form, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel chosen items' }));
    expect(await within(form).findByText('Please choose a reason.')).toBeTruthy();
    expect(within(form).getByText('Choose at least one item to cancel.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Lotus Gold Ring/), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'changed_mind' } });
    fireEvent.click(within(form).getByLabelText('Store credit (instant)'));
    const readsBefore = detailReads;
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel chosen items' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The chosen items are cancelled'));
    expect(sent).toEqual([{ orderID: 42, reasonID: 'changed_mind', refundMethod: 'store_credit', lines: [{ orderLineID: 501, quantity: 1 }] }]);
    await waitFor(() => expect(detailReads).toBeGreaterThan(readsBefore));
  });

  it('shows the services’ refusal in the form, and only there', async () => {
    serveOrder();
    server.use(
      http.get(`${COMMERCE}api/orders/cancelItems/id/42`, () => commerce({ orderID: 42, orderNumber: 'SLV-IN-100042', refundMethods: ['store_credit'], items: [{ orderLineID: 502, name: 'Silver Chain', optionLabel: '', sku: 'CH-1', image: '', quantity: 1, unitPrice: 5000, amount: 5000 }] })),
      http.get(`${COMMERCE}api/orders/cancelReasons/`, () => commerce(CANCEL_REASONS)),
      http.patch(`${COMMERCE}api/orders/cancel/`, () => commerce(null, 409, 'Order SLV-IN-100042 can no longer be cancelled')),
    );
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order or items' }));
    const form = await screen.findByRole('form', { name: 'Cancel order or items' });
    // One refund method only: nothing to choose.
    expect(within(form).queryByText('Refund to')).toBeNull();
    expect(within(form).queryByLabelText('Store credit (instant)')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    // Shown in the form, and only there: no toast repeats it.
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Order SLV-IN-100042 can no longer be cancelled'));
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('offers no refund choice on an unpaid cash-on-delivery order', async () => {
    serveOrder(orderDetail({ paymentMethod: 'cod', paymentStatus: 'cod_due' }));
    server.use(
      http.get(`${COMMERCE}api/orders/cancelItems/id/42`, () => commerce({ orderID: 42, orderNumber: 'SLV-IN-100042', refundMethods: ['store_credit', 'original_payment'], items: [{ orderLineID: 502, name: 'Silver Chain', optionLabel: '', sku: 'CH-1', image: '', quantity: 1, unitPrice: 5000, amount: 5000 }] })),
      http.get(`${COMMERCE}api/orders/cancelReasons/`, () => commerce(CANCEL_REASONS)),
    );
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order or items' }));
    const form = await screen.findByRole('form', { name: 'Cancel order or items' });
    expect(within(form).getByLabelText('Reason')).toBeTruthy();
    expect(within(form).queryByText('Refund to')).toBeNull();
  });

  it('says "Unable to get order details" when the order cannot be read, and "not found" for a 404', async () => {
    // A failure the base query does not retry (a 5xx would be retried with docs/requirements/constants.md#retries's backoff first).
    server.use(http.get(`${COMMERCE}api/orders/detail/id/42/`, () => commerce(null, 400, '')));
    const first = renderPage((props) => <OrderDetailTemplate {...props} />, page);
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to get order details');
    expect(notify).not.toHaveBeenCalled();
    first.view.unmount();

    server.use(http.get(`${COMMERCE}api/orders/detail/id/42/`, () => commerce(null, 404, 'Order 42 not found')));
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    expect(await screen.findByText('We could not find this order')).toBeTruthy();
  });

  it('shows the revised total beside the total as placed, and the timeline with each status once', async () => {
    const detail = orderDetail({
      revisedTotals: { subtotal: 35000, discount: 0, shipping: 0, tax: 1019, total: 35000, credit: 0, amountDue: 0 },
      timeline: [
        { status: 'placed', note: 'Order placed', actor: 'customer', at: '2026-11-20T10:00:00.000Z' },
        { status: 'placed', note: 'Cancelled 1 × Lotus Gold Ring (I changed my mind). ₹29,501 to store credit.', actor: 'customer', at: '2026-11-20T11:00:00.000Z' },
        { status: 'confirmed', note: 'Order confirmed', actor: 'staff', at: '2026-11-20T12:00:00.000Z' },
      ],
    });
    serveOrder(detail);
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    expect((await screen.findByTestId('original-total')).textContent).toContain('65,000');
    expect(screen.getByTestId('summary-total').textContent).toContain('35,000');
    const history = screen.getByRole('heading', { name: 'Order history' }).parentElement!;
    // A note within the same status is titled by the note: "Placed" is said once.
    expect(within(history).getAllByText('Placed')).toHaveLength(1);
    expect(within(history).getByText('Cancelled 1 × Lotus Gold Ring (I changed my mind). ₹29,501 to store credit.').closest('li')!.getAttribute('data-moved')).toBe('false');
    expect(within(history).getByText('Confirmed').closest('li')!.getAttribute('data-moved')).toBe('true');
    expect(within(history).getByText('our team', { exact: false })).toBeTruthy();
  });
});

describe('order detail: an order of another country', () => {
  it('writes an Indian order in rupees on the UAE pages, and offers store credit only in the order\'s currency', async () => {
    const excess = { amount: 1250, paid: 0, due: 1250, note: 'The bangle weighed 0.4 g more.' };
    const detail = orderDetail({ excess, actions: { ...orderDetail().actions, canPayExcess: true } });
    serveOrder(detail);
    let credit = { balance: 5000, currencyCode: 'AED', decimalPlaces: 2, entries: [] };
    server.use(
      http.get(`${COMMERCE}api/users/storeCredit`, () => commerce(credit)),
      http.get(`${COMMERCE}api/orders/cancelItems/id/42`, () =>
        commerce({ orderID: 42, orderNumber: 'SLV-IN-100042', refundMethods: ['store_credit'], items: [{ orderLineID: 501, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-1', image: '', quantity: 2, unitPrice: 30000, amount: 60000 }] }),
      ),
      http.get(`${COMMERCE}api/orders/cancelReasons/`, () => commerce(CANCEL_REASONS)),
    );
    const first = renderPage((props) => <OrderDetailTemplate {...props} />, { ...page, locale: 'ae-en' });
    expect((await screen.findByTestId('summary-total')).textContent).toBe('₹65,000');
    // Taxed as GST in India: the UAE page's "VAT included" would misname it.
    expect(screen.getByTestId('summary-tax').previousElementSibling!.textContent).toBe('Tax included');
    const panel = screen.getByTestId('excess-panel');
    expect(within(panel).getByText(/Please pay ₹1,250 so/)).toBeTruthy();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Pay by card' })).toBeTruthy());
    // The AED 5,000 balance is the UAE's: the services would take the Indian one, so it is not offered.
    expect(within(panel).queryByRole('button', { name: /store credit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order or items' }));
    const form = await screen.findByRole('form', { name: 'Cancel order or items' });
    fireEvent.click(within(form).getByLabelText('Some items only'));
    expect(within(form).getByLabelText(/Lotus Gold Ring/).closest('li')!.textContent).toContain('₹30,000');
    expect(screen.getByRole('main').textContent).not.toContain('AED');
    first.view.unmount();

    credit = { balance: 26500, currencyCode: 'INR', decimalPlaces: 0, entries: [] };
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    expect(await screen.findByRole('button', { name: 'Pay with store credit (₹26,500)' })).toBeTruthy();
    expect(screen.getByTestId('summary-tax').previousElementSibling!.textContent).toBe('GST included');
  });

  it("marks the pieces' names and options with the language the order was placed in, when the page's is another", async () => {
    serveOrder(orderDetail({ languageCode: 'en' }));
    const hindi = renderPage((props) => <OrderDetailTemplate {...props} />, { ...page, locale: 'in-hi' });
    const name = await screen.findByText('Lotus Gold Ring');
    expect(name.closest('[lang]')!.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Size 12').closest('[lang]')!.getAttribute('lang')).toBe('en');
    hindi.view.unmount();
    // On a page in the order's own language nothing is marked: the page's lang holds.
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    expect((await screen.findByText('Lotus Gold Ring')).closest('[lang]')).toBeNull();
  });
});

describe('order detail: return', () => {
  const delivered = () =>
    orderDetail({
      status: 'delivered',
      actions: { canCancel: false, cancellableLines: [], canReturn: true, returnableLines: [{ orderLineID: 501, quantity: 2 }], returnWindowEndsAt: '2026-12-05T10:00:00.000Z', canPayExcess: false, nextStatuses: [] },
    });

  function serveReturn() {
    const uploads: string[] = [];
    const returns: unknown[] = [];
    server.use(
      http.get(`${COMMERCE}api/orders/returnItems/id/42`, () =>
        commerce({ orderID: 42, orderNumber: 'SLV-IN-100042', returnWindowEndsAt: '2026-12-05T10:00:00.000Z', items: [{ orderLineID: 501, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-1', image: '', quantity: 2, unitPrice: 30000 }] }),
      ),
      http.get(`${COMMERCE}api/orders/returnReasons/`, () => commerce(RETURN_REASONS)),
      http.post(`${COMMERCE}api/orders/uploadRmaImage`, async ({ request }) => {
        const file = (await request.formData()).get('rmaImage') as File;
        uploads.push(file.name);
        return commerce({ imageID: '9b2f8f0e-3d7a-4c1e-8a51-5a0c1f2b3c4d', contentType: 'image/png', size: file.size, url: '/api/orders/rmaImage/9b2f8f0e-3d7a-4c1e-8a51-5a0c1f2b3c4d' }, 201);
      }),
      http.patch(`${COMMERCE}api/orders/return/`, async ({ request }) => {
        returns.push(await request.json());
        return commerce({ returnID: 7, rmaNumber: 'RMA-SLV-IN-100042-1' }, 201);
      }),
    );
    return { uploads, returns };
  }

  it('returns a unit of a damaged piece with a photo, checked and previewed first', async () => {
    serveOrder(delivered());
    const { uploads, returns } = serveReturn();
    const push = vi.fn(async () => true);
    renderPage((props) => <OrderDetailTemplate {...props} />, { ...page, router: { ...page.router, push } });
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = await screen.findByRole('form', { name: 'Return items' });
    fireEvent.change(within(form).getByLabelText(/Lotus Gold Ring/), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Reason for the return'), { target: { value: 'damaged' } });

    // A damaged piece needs a photo.
    fireEvent.click(within(form).getByRole('button', { name: 'Request the return' }));
    expect(await within(form).findByText('Please add at least one photo showing the problem.')).toBeTruthy();

    // A file that says it is a PNG but is not is refused here, and never sent; the refusal is
    // said beside the upload button (not in a toast that goes away) and stays there.
    const input = within(form).getByLabelText('Add photos') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['not an image'], 'fake.png', { type: 'image/png' })] } });
    const refusal = await within(form).findByText('fake.png is not a JPEG, PNG or WebP image.');
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(within(form).getByRole('button', { name: 'Add photos' }).getAttribute('aria-describedby')).toBe(refusal.closest('ul')!.id);
    expect(notify).not.toHaveBeenCalled();
    expect(uploads).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(form).getByText('fake.png is not a JPEG, PNG or WebP image.')).toBeTruthy();

    // Changing the photos takes the old refusal away.
    fireEvent.change(input, { target: { files: [new File([PNG_BYTES], 'scratch.png', { type: 'image/png' })] } });
    expect(await within(form).findByAltText('Preview of scratch.png')).toBeTruthy();
    expect(within(form).queryByText('fake.png is not a JPEG, PNG or WebP image.')).toBeNull();
    // (jsdom's FormData loses the file name on its way to msw; the bytes are what the services check.)
    await waitFor(() => expect(uploads).toHaveLength(1));
    await waitFor(() => expect(form.querySelector('[data-state="done"]')).not.toBeNull());

    fireEvent.click(within(form).getByRole('button', { name: 'Request the return' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Return RMA-SLV-IN-100042-1 requested'));
    expect(returns).toEqual([{ orderID: 42, reasonID: 'damaged', comment: '', imageIDs: ['9b2f8f0e-3d7a-4c1e-8a51-5a0c1f2b3c4d'], lines: [{ orderLineID: 501, quantity: 1 }] }]);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/return-request?id=7'));
  });

  it('shows the services’ refusal of an upload beside the photo', async () => {
    serveOrder(delivered());
    serveReturn();
    server.use(http.post(`${COMMERCE}api/orders/uploadRmaImage`, () => commerce(null, 415, 'Only JPEG, PNG or WebP photos can be uploaded')));
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = await screen.findByRole('form', { name: 'Return items' });
    fireEvent.change(within(form).getByLabelText('Add photos'), { target: { files: [new File([PNG_BYTES], 'ring.png', { type: 'image/png' })] } });
    expect(await within(form).findByText('Only JPEG, PNG or WebP photos can be uploaded')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a field’s error away as soon as the field is put right, keeping the others', async () => {
    serveOrder(delivered());
    serveReturn();
    renderPage((props) => <OrderDetailTemplate {...props} />, page);
    fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const form = await screen.findByRole('form', { name: 'Return items' });
    fireEvent.click(within(form).getByRole('button', { name: 'Request the return' }));
    const reasonError = 'Please choose a reason.';
    expect(await within(form).findByText(reasonError)).toBeTruthy();
    const linesError = within(form).getByText('Choose at least one item to return.');

    // The reason chosen: its error goes at once, without another submit; the lines' stays.
    fireEvent.change(within(form).getByLabelText('Reason for the return'), { target: { value: 'size_fit' } });
    expect(within(form).queryByText(reasonError)).toBeNull();
    expect(linesError.isConnected).toBe(true);
    fireEvent.change(within(form).getByLabelText(/Lotus Gold Ring/), { target: { value: '1' } });
    expect(within(form).queryByText('Choose at least one item to return.')).toBeNull();
  });
});
