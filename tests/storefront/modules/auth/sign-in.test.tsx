// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { cartApi } from '@/storefront/modules/cart/cart-api';
import { SignInTemplate } from '@/storefront/modules/auth/sign-in-template';
import { useMockServer } from '@/tests/mocks/use-mock-server';
import { ACCOUNT, accountAnswer, COMMERCE, http, installBrowserConfig, renderPage, signInAnswer } from './account-test-setup';

const server = useMockServer();
beforeAll(installBrowserConfig);
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

/** The account has no cart on the server yet (these sessions are the test's own, not the mocks'). */
const noAccountCart = () => http.get(`${COMMERCE}api/cart/userCart/`, () => Response.json({ meta: { responsecode: 404, status: 'Failure', message: 'Cart of this user not found' }, data: null }, { status: 404 }));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/sign-in with a password', () => {
  it('signs in, maps the guest cart to the user and follows ?next=', async () => {
    const bodies: unknown[] = [];
    const mapped: string[] = [];
    server.use(
      http.post(`${ACCOUNT}auth/login`, async ({ request }) => {
        bodies.push(await request.json());
        return signInAnswer();
      }),
      http.get(`${COMMERCE}api/cart/mapUserCart/:cartID/`, ({ params, request }) => {
        mapped.push(`${params.cartID as string} ${request.headers.get('Authorization')}`);
        return Response.json({ meta: { responsecode: 200, status: 'Success', message: 'ok' }, data: { cartID: 'user-cart', items: [], orderQty: 4, orderSubtotal: 0, promoID: null, view_image_path: '/', extra: {}, notices: [], merged: { pieces: 0, limitedByStock: false } } });
      }),
      noAccountCart(),
    );
    const push = vi.fn(async () => true);
    const { store } = renderPage((props) => <SignInTemplate {...props} />, { pathname: '/sign-in', router: { query: { next: '/dashboard/addresses' }, push } });
    // A guest cart exists before signing in.
    store.dispatch(cartApi.util.upsertQueryData('getCartSummary', 'guest-cart', { cartID: 'guest-cart', items: [], orderQty: 1 } as never));
    await waitFor(() => expect(store.getState().cart.cartIds['1']).toBe('guest-cart'));

    fill('E-mail or mobile number', '98765 43210');
    fill('Password', 'Shopper#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/addresses'));
    expect(bodies).toEqual([{ username: '+919876543210', password: 'Shopper#2026', reCaptchaToken: 'captcha-off' }]);
    expect(mapped).toEqual(['guest-cart Bearer access-1']);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-1', user: { firstName: 'Asha' } });
    expect(store.getState().cart.cartIds['1']).toBe('user-cart');
    expect(store.getState().cart.cart?.orderQty).toBe(4);
  });

  it('words the server’s refusal for the shopper (no status code, no developer wording), and keeps what was typed', async () => {
    server.use(http.post(`${ACCOUNT}auth/login`, () => accountAnswer(null, 401, ACCOUNT_MESSAGES.wrongCredentials)));
    renderPage((props) => <SignInTemplate {...props} />, { pathname: '/sign-in' });
    fill('E-mail or mobile number', 'asha@example.com');
    fill('Password', 'nope-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The e-mail, phone number or password is not right. Check them and try again.');
    expect(screen.getByLabelText('E-mail or mobile number')).toHaveProperty('value', 'asha@example.com');
  });
});

describe('/sign-in with a one-time code', () => {
  it('sends a code, holds the resend button behind its timer, and signs in with the code', async () => {
    const verified: unknown[] = [];
    server.use(
      http.post(`${ACCOUNT}auth/login-otp`, () => accountAnswer({ resendAfterSeconds: 30, expiresInSeconds: 300 })),
      http.post(`${ACCOUNT}auth/otp-verify`, async ({ request }) => {
        verified.push(await request.json());
        return signInAnswer();
      }),
      noAccountCart(),
    );
    const push = vi.fn(async () => true);
    const { store } = renderPage((props) => <SignInTemplate {...props} />, { pathname: '/sign-in', router: { push } });
    fireEvent.click(screen.getByRole('tab', { name: 'Use one-time code' }));
    fill('E-mail or mobile number', 'asha@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText('We sent a 6-digit code to asha@example.com.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toHaveProperty('disabled', true);
    fill('One-time code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/dashboard/profile'));
    expect(verified).toEqual([{ username: 'asha@example.com', otp: '123456', reCaptchaToken: 'captcha-off' }]);
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
