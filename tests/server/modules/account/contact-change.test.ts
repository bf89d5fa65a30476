import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { signInAs, type SignedIn } from '../../helpers/auth';
import { CAPTCHA, useAccountApp } from './account-test-kit';

/**
 * A stolen session must not be able to move an account to another e-mail or phone unseen: the new
 * one is proven by a code sent to it, the old one is told, and applying the change ends the
 * account's other sessions.
 */
describe('PATCH /account/user with a new e-mail or phone, and POST /account/user/contact-verify', () => {
  const { api, testApp } = useAccountApp();

  const details = async (who: SignedIn) => (await api.call('GET', `user/details/${who.userId}`, { headers: who.headers })).json().responseBody;

  it('does not apply a new e-mail until the code sent to it comes back; the old address is told', async () => {
    const here = await signInAs(testApp().app, 'shopper');
    const edited = await api.call('PATCH', 'user', { headers: here.headers, body: { email: 'Priya.New@Example.com', lastName: 'Sharma-Iyer' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(M.profileContactPending);
    expect(edited.json().responseBody).toMatchObject({ email: 'shopper@example.com', lastName: 'Sharma-Iyer', pendingContact: { email: 'priya.new@example.com', phone: null, resendAfterSeconds: 60 } });
    expect(await details(here)).toMatchObject({ email: 'shopper@example.com' });

    const code = await api.lastMessage('priya.new@example.com');
    expect(code?.subject).toBe('Confirm your new e-mail address');
    const notice = await api.lastMessage('shopper@example.com');
    expect(notice?.subject).toBe('Your e-mail address is being changed');
    expect(notice?.body).not.toContain('priya.new@example.com');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);

    // The password reset a thief would want goes to the address still on the account.
    await api.post('auth/forgot-password', { email: 'priya.new@example.com', reCaptchaToken: CAPTCHA });
    expect((await api.lastMessage('priya.new@example.com'))?.subject).toBe('Confirm your new e-mail address');
  });

  it('refuses a wrong code, a code for another address and a code asked for by another account, and changes nothing', async () => {
    const aisha = await signInAs(testApp().app, 'aisha');
    await api.call('PATCH', 'user', { headers: aisha.headers, body: { email: 'aisha.new@example.com' } });
    const right = await api.lastCode('aisha.new@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await api.call('POST', 'user/contact-verify', { headers: aisha.headers, body: { email: 'aisha.new@example.com', otp: wrong } });
    // 400, not 401: a signed-in caller's 401 would make the storefront refresh its tokens and guess again.
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.otpInvalid);
    const otherAddress = await api.call('POST', 'user/contact-verify', { headers: aisha.headers, body: { email: 'someone.else@example.com', otp: right } });
    expect(otherAddress.statusCode).toBe(400);
    // Another signed-in account cannot use Aisha's code to take the address.
    const staff = await signInAs(testApp().app, 'staff');
    const stolen = await api.call('POST', 'user/contact-verify', { headers: staff.headers, body: { email: 'aisha.new@example.com', otp: right } });
    expect(stolen.statusCode).toBe(400);
    expect(await details(staff)).toMatchObject({ email: 'staff@example.com' });
    expect(await details(aisha)).toMatchObject({ email: 'aisha@example.com' });
    const both = await api.call('POST', 'user/contact-verify', { headers: aisha.headers, body: { email: 'aisha.new@example.com', phone: '+971500000001', otp: right } });
    expect(both.statusCode).toBe(400);
    expect((await api.call('POST', 'user/contact-verify', { body: { email: 'aisha.new@example.com', otp: right } })).statusCode).toBe(401);
  });

  it('applies a new phone with its code, keeps this session and ends every other one', async () => {
    const elsewhere = await signInAs(testApp().app, { username: 'staff@example.com', password: 'Staff#2026!' });
    const here = await signInAs(testApp().app, 'staff');
    const edited = await api.call('PATCH', 'user', { headers: here.headers, body: { phone: '+91 98000 11122' } });
    expect(edited.json().responseBody.pendingContact).toEqual({ email: null, phone: '+919800011122', resendAfterSeconds: 60 });
    expect((await api.lastMessage('+919800011122'))?.channel).toBe('sms');
    expect((await api.lastMessage('+919812345678'))?.subject).toBe('Your phone number is being changed');
    expect((await api.call('GET', `user/details/${elsewhere.userId}`, { headers: elsewhere.headers })).statusCode).toBe(200);

    const applied = await api.call('POST', 'user/contact-verify', { headers: here.headers, body: { phone: '+919800011122', otp: await api.lastCode('+919800011122') } });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe(M.contactChanged);
    expect(applied.json().responseBody).toMatchObject({ phone: '+919800011122', phoneVerified: true });
    expect(await details(here)).toMatchObject({ phone: '+919800011122' });
    expect((await api.call('GET', `user/details/${elsewhere.userId}`, { headers: elsewhere.headers })).statusCode).toBe(401);
    const refresh = await api.post('auth/refresh-token', { refreshToken: elsewhere.refreshToken, accessToken: elsewhere.accessToken });
    expect(refresh.statusCode).toBe(401);
    // The code is spent.
    const again = await api.call('POST', 'user/contact-verify', { headers: here.headers, body: { phone: '+919800011122', otp: '123456' } });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a new e-mail or phone that another account has with 409, sending nothing', async () => {
    const here = await signInAs(testApp().app, 'aisha');
    const taken = await api.call('PATCH', 'user', { headers: here.headers, body: { phone: '+919876543210' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.profilePhoneTaken);
    expect((await api.lastMessage('+919876543210'))?.subject ?? '').not.toMatch(/Confirm/);
  });
});
