// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteChanged } from '@/storefront/app/site-slice';
import { makeStore } from '@/storefront/app/store';
import { PincodeCheck } from '@/storefront/modules/catalogue/pincode-check';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { SearchForm } from '@/storefront/modules/layout/search-form';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { installAppConfig } from '../../support/app-config';
import { layoutProps } from '../../support/page-props';
import { renderWith, wrap } from '../../support/render';

const server = useMockServer();
const envelope = (data: unknown, status = 200, message = 'Success') =>
  HttpResponse.json({ meta: { responsecode: status, status: status < 400 ? 'Success' : 'Failure', message }, data }, { status });

beforeAll(() => {
  installAppConfig();
});
afterEach(() => cleanup());

function renderInSite(ui: React.ReactNode, locale = 'in-en') {
  const props = layoutProps(locale);
  const { store } = makeStore();
  store.dispatch(siteChanged({ settings: props.site, locale }));
  return renderWith(<SiteProvider site={props.site} locale={locale}>{ui}</SiteProvider>, { store, locale });
}

const answer = (pin: string, deliverable: boolean) => ({
  productID: 7,
  pincode: pin,
  deliverable,
  city: deliverable ? 'Mumbai' : null,
  codAvailable: deliverable,
  deliveryDays: deliverable ? 2 : null,
  estimatedDeliveryDate: deliverable ? '2026-11-24' : null,
  message: deliverable ? 'Delivery to Mumbai.' : `Sorry, we do not deliver to ${pin} yet.`,
});

describe('pincode check', () => {
  it('tells delivery date and cash on delivery for a served pin', async () => {
    server.use(http.get('*/api/products/7/pincode/:pin', ({ params }) => envelope(answer(String(params.pin), params.pin === '400001'))));
    renderInSite(<PincodeCheck productID={7} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '400001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Delivers to Mumbai (400001).')).toBeTruthy();
    expect(screen.getByText('Cash on delivery available.')).toBeTruthy();
    expect(screen.getByText(/Arrives by Tuesday/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox'), { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Sorry, we do not deliver to 999999 yet.')).toBeTruthy();
  });

  it('refuses a malformed pin before asking, and keeps what was typed', async () => {
    renderInSite(<PincodeCheck productID={7} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter a valid 6-digit PIN code, e.g. 400001.')).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4000');
    expect(screen.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the services' 400 as the same clear message", async () => {
    server.use(http.get('*/api/products/7/pincode/:pin', () => envelope(null, 400, 'params.pin: must be an area code')));
    renderInSite(<PincodeCheck productID={7} />, 'ae-en');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'XX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter a valid area code, e.g. DXB-01.')).toBeTruthy();
  });
});

describe('header search suggestions', () => {
  it('is a combobox: suggestions after typing, arrows move the highlight, Escape closes', async () => {
    server.use(
      http.get('*/api/products/suggest/', ({ request }) =>
        envelope({
          q: new URL(request.url).searchParams.get('q'),
          suggestions: [
            { type: 'category', categoryID: 3, slug: 'necklaces', name: 'Necklaces' },
            { type: 'product', productID: 24, slug: 'kundan-choker', name: 'Kundan Choker Necklace', categorySlug: 'necklaces', image: '/images/x.svg', price: 72269 },
          ],
        }),
      ),
    );
    renderInSite(<SearchForm />);
    const box = screen.getByRole('combobox', { name: 'Search the store' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'neckalce' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('₹72,269')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape while the next suggestions are still coming closes them and keeps the words (the browser would empty the box)', async () => {
    let answer: () => void = () => {};
    server.use(http.get('*/api/products/suggest/', () => new Promise<Response>((resolve) => (answer = () => resolve(envelope({ q: 'ring', suggestions: [] }) as Response)))));
    renderInSite(<SearchForm />);
    const box = screen.getByRole('combobox', { name: 'Search the store' }) as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'ring' } });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    // fireEvent returns false when the handler prevented the browser's own action.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box.value).toBe('ring');
    // Nothing open now: a second Escape is the browser's (a search box empties, as shoppers expect).
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(true);
    answer();
  });

  it('has its own clear button while there are words: it empties the box and leaves the focus there', () => {
    server.use(http.get('*/api/products/suggest/', () => envelope({ q: 'gold', suggestions: [] })));
    renderInSite(<SearchForm />, 'ae-ar');
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'امسح البحث' })).toBeNull();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'gold' } });
    fireEvent.click(screen.getByRole('button', { name: 'امسح البحث' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(screen.queryByRole('button', { name: 'امسح البحث' })).toBeNull();
  });

  it('keeps words typed before a static search page learned its query, and shows the next search’s query', () => {
    const props = layoutProps('in-en');
    const { store } = makeStore();
    store.dispatch(siteChanged({ settings: props.site, locale: 'in-en' }));
    const ui = <SiteProvider site={props.site} locale="in-en"><SearchForm /></SiteProvider>;
    const at = (query: Record<string, string>, isReady: boolean) => wrap(ui, { store, router: { pathname: '/search', query, isReady } });
    // A static /search?q=ring: the router knows the query only once the page has hydrated.
    const { rerender } = render(at({}, false));
    const box = screen.getByRole('combobox', { name: 'Search the store' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'bangle' } });
    rerender(at({ q: 'ring' }, true));
    expect(box.value).toBe('bangle');
    // Later searches (client navigations) show their own query.
    rerender(at({ q: 'gold chain' }, true));
    expect(box.value).toBe('gold chain');
  });

  it('shows the query of a static search page once the router has it, when nothing was typed', () => {
    const props = layoutProps('in-en');
    const { store } = makeStore();
    const ui = <SiteProvider site={props.site} locale="in-en"><SearchForm /></SiteProvider>;
    const at = (query: Record<string, string>, isReady: boolean) => wrap(ui, { store, router: { pathname: '/search', query, isReady } });
    const { rerender } = render(at({}, false));
    rerender(at({ q: 'ring' }, true));
    expect((screen.getByRole('combobox', { name: 'Search the store' }) as HTMLInputElement).value).toBe('ring');
  });
});
