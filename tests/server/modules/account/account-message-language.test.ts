import { describe, expect, it } from 'vitest';
import { CAPTCHA, newShopper, useAccountApp } from './account-test-kit';

/** Codes and reset links are written in the language the storefront asks in (`Accept-Language`). */
describe('account messages in the request’s language', () => {
  const { api } = useAccountApp();

  it('sends the sign-up code of an Arabic page as an Arabic SMS whose six digits still sign in', async () => {
    const shopper = newShopper();
    expect((await api.post('auth/sign-up', shopper, { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' }, '10.7.0.1')).statusCode).toBe(201);
    const sms = await api.lastMessage(shopper.phone);
    expect(sms).toMatchObject({ channel: 'sms', subject: 'رمز إنشاء الحساب' });
    expect(sms?.body).toMatch(/^\d{6} هو رمزك لدى SLV Jewellers\. تنتهي صلاحيته خلال 5 دقائق\./);
    const verified = await api.post('auth/signup-phone-otp-verify', { otp: await api.lastCode(shopper.phone), username: shopper.phone, reCaptchaToken: CAPTCHA }, {}, '10.7.0.1');
    expect(verified.statusCode).toBe(200);
  });

  it('sends a sign-in code by e-mail in Hindi, and in English without a language', async () => {
    const shopper = newShopper();
    await api.post('auth/sign-up', shopper, {}, '10.7.0.2');
    expect((await api.lastMessage(shopper.phone))?.subject).toBe('Your sign-up code');
    await api.post('auth/signup-phone-otp-verify', { otp: await api.lastCode(shopper.phone), username: shopper.phone, reCaptchaToken: CAPTCHA }, {}, '10.7.0.2');
    expect((await api.post('auth/login-otp', { username: shopper.email, reCaptchaToken: CAPTCHA }, { 'accept-language': 'hi-IN' }, '10.7.0.2')).statusCode).toBe(200);
    const mail = await api.lastMessage(shopper.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'आपका साइन-इन कोड' });
    expect(mail?.body).toMatch(/^\d{6} आपका SLV Jewellers कोड है।/);
    const signedIn = await api.post('auth/otp-verify', { username: shopper.email, otp: await api.lastCode(shopper.email), reCaptchaToken: CAPTCHA }, {}, '10.7.0.2');
    expect(signedIn.statusCode).toBe(200);
  });

  it('writes the reset link of an Arabic page in Arabic, the link itself unchanged', async () => {
    await api.post('auth/forgot-password', { email: 'aisha@example.com' }, { 'accept-language': 'ar-AE' }, '10.7.0.3');
    const mail = await api.lastMessage('aisha@example.com');
    expect(mail?.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail?.body).toMatch(/^طلب أحدهم إعادة تعيين كلمة المرور لحسابك لدى SLV Jewellers\./);
    expect(mail?.body).toMatch(/https?:\/\/\S+\/reset-password\?token=[\w-]+\n/);
    expect(await api.lastResetToken('aisha@example.com')).toMatch(/^[\w-]{20,}$/);
  });
});
