// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { SignUpTemplate } from '@/storefront/modules/auth/sign-up-template';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { ACCOUNT, accountAnswer, http, installBrowserConfig, renderPage } from './account-test-setup';

const server = useMockServer();
beforeAll(installBrowserConfig);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/sign-up', () => {
  // Sign-up answers alike whether or not the e-mail or phone has an account: the code step must
  // show the way out for someone who already has one and gets no code.
  it('asks for the phone code and says what to do when none comes: sign in or reset the password', async () => {
    server.use(
      http.post(`${ACCOUNT}auth/sign-up`, async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        const userDetails = { userID: 41, firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, role: 'customer', phoneVerified: false, subsiteID: null };
        return accountAnswer({ userDetails, otpSent: true, resendAfterSeconds: 60 }, 201, ACCOUNT_MESSAGES.accountCreated);
      }),
    );
    renderPage((props) => <SignUpTemplate {...props} />, { pathname: '/sign-up' });
    fill('First name', 'Meera');
    fill('Last name', 'Nair');
    fill('E-mail', 'shopper@example.com');
    fill('Mobile number', '98765 43210');
    fill('Password', 'Diamond#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText('One-time code')).toBeTruthy();
    expect(screen.getByText(/No code after a minute\? If this e-mail address or mobile number already has an account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toMatch(/\/forgot-password$/);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });
});
