// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/storefront/modules/common/notify';
import { ProfileTemplate } from '@/storefront/modules/dashboard/profile-template';
import { ACCOUNT, accountAnswer, http, renderPage, SHOPPER } from '../auth/account-test-setup';
import { usePageTest } from '../../support/page-test';

vi.mock('@/storefront/modules/common/notify', () => ({ notify: vi.fn(), TOAST_OPTIONS: { position: 'bottom-center', autoClose: 4000 } }));

const server = usePageTest();

describe('/dashboard/profile', () => {
  it('keeps the old e-mail until the code sent to the new one is entered, then shows the new one', async () => {
    let current = { ...SHOPPER };
    const patched: unknown[] = [];
    const verified: unknown[] = [];
    server.use(
      http.get(`${ACCOUNT}user/details/7`, () => accountAnswer(current)),
      http.patch(`${ACCOUNT}user`, async ({ request }) => {
        patched.push(await request.json());
        return accountAnswer({ ...current, pendingContact: { email: 'asha.new@example.com', phone: null, resendAfterSeconds: 60 } });
      }),
      http.post(`${ACCOUNT}user/contact-verify`, async ({ request }) => {
        const body = (await request.json()) as { otp: string };
        verified.push(body);
        if (body.otp !== '246810') return accountAnswer(null, 400, 'otp: the code is wrong or has expired; check it or ask for a new one');
        current = { ...current, email: 'asha.new@example.com' };
        return accountAnswer(current);
      }),
    );
    renderPage((props) => <ProfileTemplate {...props} />, { pathname: '/dashboard/profile', signedInAs: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Asha.New@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const codeField = await screen.findByLabelText('Code sent to the new e-mail');
    expect(patched).toEqual([expect.objectContaining({ email: 'asha.new@example.com' })]);
    expect(notify).toHaveBeenCalledWith('success', 'Saved. To change your e-mail or mobile number, enter the code we sent to the new one.');
    expect(screen.getByText(/We sent a 6-digit code to asha\.new@example\.com/)).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();

    fireEvent.change(codeField, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code sent to the new e-mail'), { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    await waitFor(() => expect(screen.queryByLabelText('Code sent to the new e-mail')).toBeNull());
    expect(verified.at(-1)).toEqual({ email: 'asha.new@example.com', otp: '246810' });
    expect(await screen.findByText('asha.new@example.com')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith('success', 'Contact details changed. You have been signed out on your other devices.');
  });
});
