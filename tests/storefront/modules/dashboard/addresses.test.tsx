// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AddressesTemplate } from '@/storefront/modules/dashboard/addresses-template';
import { notify } from '@/storefront/modules/common/notify';
import { ACCOUNT, accountAnswer, http, renderPage } from '../auth/account-test-setup';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const server = usePageTest();

const HOME = {
  addressID: 3, userID: 7, fname: 'Asha', lname: 'Rao', address1: '12 Marine Drive', address2: '', city: 'Mumbai', zipcode: '400001',
  country: 'India', state: 'Maharashtra', countryId: 1, stateId: 2, province: '', phone: '+919876543210', latitude: 'latitude', longitude: 'longitude', isDefault: true,
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/dashboard/addresses', () => {
  it('lists the saved addresses, escaped as text', async () => {
    server.use(http.get(`${ACCOUNT}users/7/address`, () => accountAnswer([{ ...HOME, address2: '<img src=x onerror=alert(1)>' }])));
    renderPage((props) => <AddressesTemplate {...props} />, { pathname: '/dashboard/addresses', signedInAs: true });
    const card = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(card).getByText('Default')).toBeTruthy();
    expect(card.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(card.querySelector('img')).toBeNull();
  });

  it('adds an address with the site’s country, the placeholder coordinates and docs/requirements/messages.md#success-texts’s toast', async () => {
    const added: unknown[] = [];
    let languageOfCountries: string | null = null;
    const list: unknown[] = [];
    server.use(
      http.get(`${ACCOUNT}users/7/address`, () => accountAnswer(list)),
      http.post(`${ACCOUNT}users/7/address`, async ({ request }) => {
        const body = await request.json();
        added.push(body);
        list.push({ ...HOME, ...(body as object), addressID: 9 });
        return accountAnswer(list[0], 201);
      }),
      http.get('http://services.test/api/cart/countries', ({ request }) => {
        languageOfCountries = request.headers.get('languageID');
        return HttpResponse.json({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: [
          { countryId: 1, code: 'IN', name: 'India', phoneCode: '+91', states: [{ stateId: 2, code: 'MH', name: 'Maharashtra' }] },
          { countryId: 2, code: 'AE', name: 'United Arab Emirates', phoneCode: '+971', states: [] },
        ] });
      }),
    );
    renderPage((props) => <AddressesTemplate {...props} />, { pathname: '/dashboard/addresses', signedInAs: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    await screen.findByLabelText('Country');
    fill('First name', 'Asha');
    fill('Last name', 'Rao');
    fill('Address line 1', '12 Marine Drive');
    fill('City', 'Mumbai');
    fill('PIN / postal code', '400001');
    fill('Mobile number', '98765 43210');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Address added successfully'));
    expect(languageOfCountries).toBe('1');
    expect(added[0]).toMatchObject({ country: 'India', countryId: 1, state: 'Maharashtra', stateId: 2, phone: '+919876543210', latitude: 'latitude', longitude: 'longitude' });
    expect(await screen.findByRole('listitem', { name: 'Asha Rao' })).toBeTruthy();
  });

  it('says "Unable to get address list" when the list fails', async () => {
    server.use(http.get(`${ACCOUNT}users/7/address`, () => accountAnswer(null, 404, 'User 7 not found')));
    renderPage((props) => <AddressesTemplate {...props} />, { pathname: '/dashboard/addresses', signedInAs: true });
    expect(await screen.findByText('Unable to get address list')).toBeTruthy();
  });

  it('sends a shopper who is not signed in to sign in, and back here after', async () => {
    const replace = vi.fn(async () => true);
    renderPage((props) => <AddressesTemplate {...props} />, { pathname: '/dashboard/addresses', router: { replace } });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/sign-in?next=%2Fdashboard%2Faddresses'));
  });
});
