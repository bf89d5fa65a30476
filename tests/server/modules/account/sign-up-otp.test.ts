import { describe, expect, it } from 'vitest';
import { SignInAnswer } from '@/shared/contracts/account';
import { CAPTCHA, newShopper, useAccountApp } from './account-test-kit';

describe('account sign-up by phone code and sign-in by code', () => {
  const { api } = useAccountApp();

  it('signs up, verifies the phone with the SMS code and is signed in', async () => {
    const shopper = newShopper();
    const created = await api.post('auth/sign-up', shopper);
    expect(created.statusCode).toBe(201);
    expect(created.json().responseBody).toMatchObject({ otpSent: true, userDetails: { email: shopper.email, phone: shopper.phone, phoneVerified: false } });
    const sms = await api.lastMessage(shopper.phone);
    expect(sms?.channel).toBe('sms');

    // Until the phone is verified the password does not sign in.
    const early = await api.login(shopper.email, shopper.password);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/verify your phone/);

    const verified = await api.post('auth/signup-phone-otp-verify', { otp: await api.lastCode(shopper.phone), username: shopper.phone, reCaptchaToken: CAPTCHA });
    expect(verified.statusCode).toBe(200);
    const answer = SignInAnswer.parse(verified.json().responseBody);
    expect(answer.userDetails).toMatchObject({ firstName: 'Meera', phoneVerified: true });
    expect((await api.login(shopper.email, shopper.password)).statusCode).toBe(200);
  });

  // A taken e-mail or phone is answered like a new account: tests/server/modules/account/no-enumeration.test.ts.
  it('refuses a weak password or a phone without its country code with 400', async () => {
    for (const password of ['short1!', 'onlyletters']) {
      const weak = await api.post('auth/sign-up', newShopper({ password }));
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toMatch(/password.*at least 8 characters/);
    }
    const badPhone = await api.post('auth/sign-up', newShopper({ phone: '98765' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toContain('phone');
  });

  it('resends the sign-up code after the cooldown only, and answers the same for unknown phones', async () => {
    const shopper = newShopper();
    await api.post('auth/sign-up', shopper, {}, '10.1.0.1');
    const tooSoon = await api.post('auth/signup-phone-otp', { phoneNumber: shopper.phone, reCaptchaToken: CAPTCHA }, {}, '10.1.0.1');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Please wait \d+ seconds/);
    const unknown = await api.post('auth/signup-phone-otp', { phoneNumber: '+919000000001', reCaptchaToken: CAPTCHA }, {}, '10.1.0.1');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().responseBody).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    expect(await api.lastMessage('+919000000001')).toBeNull();
  });

  it('signs in with a code sent by SMS to a phone or by e-mail to an address', async () => {
    for (const [username, channel] of [['+971501234567', 'sms'], ['aisha@example.com', 'email']] as const) {
      const sent = await api.post('auth/login-otp', { username, reCaptchaToken: CAPTCHA }, {}, '10.2.0.1');
      expect(sent.statusCode).toBe(200);
      expect((await api.lastMessage(username))?.channel).toBe(channel);
      const verified = await api.post('auth/otp-verify', { username, otp: await api.lastCode(username), reCaptchaToken: CAPTCHA }, {}, '10.2.0.1');
      expect(verified.statusCode).toBe(200);
      expect(verified.json().responseBody.userDetails.email).toBe('aisha@example.com');
    }
  });

  it('answers login-otp the same for an unknown account and sends nothing', async () => {
    const known = await api.post('auth/login-otp', { username: 'staff@example.com', reCaptchaToken: CAPTCHA }, {}, '10.3.0.1');
    const unknown = await api.post('auth/login-otp', { username: 'ghost@example.com', reCaptchaToken: CAPTCHA }, {}, '10.3.0.1');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await api.lastMessage('ghost@example.com')).toBeNull();
    const bad = await api.post('auth/login-otp', { username: 'not-a-phone', reCaptchaToken: CAPTCHA });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('username');
  });

  it('spends a code once and refuses a wrong one with a clear 401', async () => {
    const username = 'shopper@example.com';
    await api.post('auth/login-otp', { username, reCaptchaToken: CAPTCHA }, {}, '10.4.0.1');
    const otp = await api.lastCode(username);
    const wrong = await api.post('auth/otp-verify', { username, otp: otp === '000000' ? '111111' : '000000', reCaptchaToken: CAPTCHA }, {}, '10.4.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toMatch(/^otp: the code is wrong or has expired/);
    expect((await api.post('auth/otp-verify', { username, otp, reCaptchaToken: CAPTCHA }, {}, '10.4.0.1')).statusCode).toBe(200);
    expect((await api.post('auth/otp-verify', { username, otp, reCaptchaToken: CAPTCHA }, {}, '10.4.0.1')).statusCode).toBe(401);
    const malformed = await api.post('auth/otp-verify', { username, otp: '12ab', reCaptchaToken: CAPTCHA });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('otp');
  });
});
