// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderListingTemplate } from '@/storefront/modules/orders/order-listing-template';
import { StoreCreditTemplate } from '@/storefront/modules/orders/store-credit-template';
import { ReturnRequestTemplate } from '@/storefront/modules/orders/returns/return-request-template';
import { notify } from '@/storefront/modules/common/notify';
import { COMMERCE, http, renderPage } from '../auth/account-test-setup';
import { commerce, orderSummary } from './order-fixtures';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const server = usePageTest();

describe('/dashboard/order-listing', () => {
  it('asks by tab, search and page, and links each order to its detail', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${COMMERCE}api/orders/index/status/:status/`, ({ request, params }) => {
        const url = new URL(request.url);
        asked.push(`${String(params.status)}?${url.searchParams.toString()}`);
        const from = Number(url.searchParams.get('limitFrom'));
        const items = Array.from({ length: Math.min(10, 23 - from) }, (_, index) => orderSummary(23 - from - index));
        return commerce({ items, total: 23, limitFrom: from, limitTo: Number(url.searchParams.get('limitTo')) });
      }),
    );
    renderPage((props) => <OrderListingTemplate {...props} />, { pathname: '/dashboard/order-listing', signedInAs: true });
    expect(await screen.findByText('23 orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order SLV-IN-100023' }).getAttribute('href')).toContain('/dashboard/order?id=23');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(asked).toContain('shipped?limitFrom=0&limitTo=10'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your orders' }), { target: { value: ' SLV-IN-100042 ' } });
    fireEvent.click(within(screen.getByRole('search', { name: 'Search your orders' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked).toContain('shipped?limitFrom=0&limitTo=10&searchKey=SLV-IN-100042'));
    expect(asked.slice(0, 2)).toEqual(['all?limitFrom=0&limitTo=10', 'all?limitFrom=10&limitTo=20']);
    expect(screen.getByRole('button', { name: 'Shipped' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the empty state, the search miss, and the excess due on an order', async () => {
    let items = [] as ReturnType<typeof orderSummary>[];
    server.use(http.get(`${COMMERCE}api/orders/index/status/:status/`, () => commerce({ items, total: items.length, limitFrom: 0, limitTo: 10 })));
    const first = renderPage((props) => <OrderListingTemplate {...props} />, { pathname: '/dashboard/order-listing', signedInAs: true });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your orders' }), { target: { value: 'emerald' } });
    fireEvent.click(within(screen.getByRole('search', { name: 'Search your orders' })).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No matching orders')).toBeTruthy();
    first.view.unmount();

    items = [orderSummary(5, { excessDue: 1250, status: 'shipped' })];
    renderPage((props) => <OrderListingTemplate {...props} />, { pathname: '/dashboard/order-listing', signedInAs: true });
    expect(await screen.findByText(/₹1,250 to pay/)).toBeTruthy();
    expect(screen.getByText('Shipped', { selector: '[data-status]' })).toBeTruthy();
  });

  it('writes each order in its own currency, whichever country\'s pages list it', async () => {
    const items = [orderSummary(3, { total: 169478, excessDue: 1250 }), orderSummary(4, { orderNumber: 'SLV-AE-100004', currencyCode: 'AED', decimalPlaces: 2, total: 8450.5 })];
    server.use(http.get(`${COMMERCE}api/orders/index/status/:status/`, () => commerce({ items, total: items.length, limitFrom: 0, limitTo: 10 })));
    for (const locale of ['in-en', 'ae-en']) {
      const page = renderPage((props) => <OrderListingTemplate {...props} />, { pathname: '/dashboard/order-listing', signedInAs: true, locale });
      const india = within((await screen.findByRole('link', { name: 'View order SLV-IN-100003' })).closest('li')!);
      expect(india.getByText('₹1,69,478')).toBeTruthy();
      expect(india.getByText(/₹1,250 to pay/)).toBeTruthy();
      const uae = within(screen.getByRole('link', { name: 'View order SLV-AE-100004' }).closest('li')!);
      expect(uae.getByText('AED 8,450.50')).toBeTruthy();
      page.view.unmount();
    }
  });

  it('says "Unable to get orders" and retries', async () => {
    let fail = true;
    server.use(http.get(`${COMMERCE}api/orders/index/status/:status/`, () => (fail ? commerce(null, 400, 'querystring.limitTo: bad') : commerce({ items: [orderSummary(1)], total: 1, limitFrom: 0, limitTo: 10 }))));
    renderPage((props) => <OrderListingTemplate {...props} />, { pathname: '/dashboard/order-listing', signedInAs: true });
    expect(await screen.findByText('Unable to get orders')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 order')).toBeTruthy();
  });
});

describe('/dashboard/return-request', () => {
  const rma = {
    returnID: 7, rmaNumber: 'RMA-SLV-IN-100042-1', orderID: 42, orderNumber: 'SLV-IN-100042', status: 'need_more_info', reasonID: 'damaged', reason: 'Arrived damaged',
    comment: 'Stone loose', currencyCode: 'INR', decimalPlaces: 0, imageIDs: [], staffNote: 'Please send a close-up of the clasp.', refund: null, createdAt: '2026-11-21T10:00:00.000Z',
    lines: [{ orderLineID: 501, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-1', image: '', quantity: 1, approvedQuantity: null, refundAmount: null }],
    timeline: [
      { status: 'requested', note: 'Stone loose', actor: 'customer', imageIDs: [], at: '2026-11-21T10:00:00.000Z' },
      { status: 'need_more_info', note: 'Please send a close-up of the clasp.', actor: 'staff', imageIDs: [], at: '2026-11-21T12:00:00.000Z' },
    ],
  };

  it('lists returns with a reply button for those waiting on the shopper', async () => {
    server.use(http.get(`${COMMERCE}api/orders/returnRequest/status/:status/`, () => commerce({ items: [{ returnID: 7, rmaNumber: rma.rmaNumber, orderID: 42, orderNumber: 'SLV-IN-100042', status: 'need_more_info', reason: 'Arrived damaged', createdAt: rma.createdAt, itemCount: 1, image: '', productNames: ['Lotus Gold Ring'] }], total: 1, limitFrom: 0, limitTo: 10 })));
    renderPage((props) => <ReturnRequestTemplate {...props} />, { pathname: '/dashboard/return-request', signedInAs: true });
    expect((await screen.findByRole('link', { name: 'Reply' })).getAttribute('href')).toContain('/dashboard/return-request?id=7');
  });

  it('answers staff’s question with a note; the return reads again', async () => {
    const answers: unknown[] = [];
    let current = rma;
    server.use(
      http.get(`${COMMERCE}api/orders/rmaDetails/id/7`, () => commerce(current)),
      http.post(`${COMMERCE}api/orders/needmoreinfoImages/`, async ({ request }) => {
        answers.push(await request.json());
        current = { ...rma, status: 'requested', staffNote: '' };
        return commerce(current);
      }),
    );
    renderPage((props) => <ReturnRequestTemplate {...props} />, { pathname: '/dashboard/return-request', signedInAs: true, router: { query: { id: '7' } } });
    expect(within(await screen.findByTestId('need-more-info')).getByText('Please send a close-up of the clasp.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write a reply.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Close-up attached.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Thank you: your reply is with our team'));
    expect(answers).toEqual([{ returnID: 7, comment: 'Close-up attached.', imageIDs: [] }]);
    await waitFor(() => expect(screen.queryByTestId('need-more-info')).toBeNull());
  });
});

describe('/dashboard/store-credit', () => {
  it('shows the balance and each entry with its order', async () => {
    server.use(http.get(`${COMMERCE}api/users/storeCredit`, () => commerce({ balance: 26500, currencyCode: 'INR', decimalPlaces: 0, entries: [
      { entryID: 2, amount: 5000, reason: 'refund', orderID: 42, orderNumber: 'SLV-IN-100042', note: '', createdAt: '2026-11-21T10:00:00.000Z' },
      { entryID: 1, amount: -3500, reason: 'checkout', orderID: 41, orderNumber: 'SLV-IN-100041', note: '', createdAt: '2026-11-20T10:00:00.000Z' },
    ] })));
    renderPage((props) => <StoreCreditTemplate {...props} />, { pathname: '/dashboard/store-credit', signedInAs: true });
    expect((await screen.findByTestId('credit-balance')).textContent).toBe('₹26,500');
    const rows = screen.getAllByTestId('credit-entry');
    expect(rows[0]!.textContent).toContain('Refund');
    expect(rows[0]!.textContent).toContain('+₹5,000');
    expect(rows[1]!.textContent).toContain('−₹3,500');
    expect(screen.getByRole('link', { name: 'SLV-IN-100041' }).getAttribute('href')).toContain('/dashboard/order?id=41');
  });
});
