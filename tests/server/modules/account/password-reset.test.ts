import { describe, expect, it } from 'vitest';
import { CAPTCHA, newShopper, useAccountApp } from './account-test-kit';

describe('account forgot and reset password', () => {
  const { api } = useAccountApp();

  async function verifiedShopper() {
    const shopper = newShopper();
    await api.post('auth/sign-up', shopper, {}, '10.9.0.1');
    const verified = await api.post('auth/signup-phone-otp-verify', { otp: await api.lastCode(shopper.phone), username: shopper.phone, reCaptchaToken: CAPTCHA }, {}, '10.9.0.1');
    return { ...shopper, tokens: verified.json().responseBody.tokens };
  }

  it('answers the same whether or not the account exists', async () => {
    const known = await api.post('auth/forgot-password', { email: 'aisha@example.com' });
    const unknown = await api.post('auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await api.lastMessage('nobody@example.com')).toBeNull();
    expect((await api.lastMessage('aisha@example.com'))?.body).toMatch(/\/reset-password\?token=/);
    const missing = await api.post('auth/forgot-password', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('email');
  });

  it('resets once: the new password works, the old one and every session end, the link is spent', async () => {
    const shopper = await verifiedShopper();
    await api.post('auth/forgot-password', { username: shopper.email });
    const token = await api.lastResetToken(shopper.email);
    const reset = await api.post('auth/reset-password', { token, password: 'Emerald#2027' });
    expect(reset.statusCode).toBe(200);
    expect((await api.login(shopper.email, 'Emerald#2027')).statusCode).toBe(200);
    expect((await api.login(shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await api.post('auth/refresh-token', shopper.tokens)).statusCode).toBe(401);

    const again = await api.post('auth/reset-password', { token, password: 'Another#2028' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^token: this reset link is invalid, has expired or was already used/);
  });

  it('keeps only the newest link and refuses a weak password with 400 before spending the link', async () => {
    const shopper = await verifiedShopper();
    await api.post('auth/forgot-password', { email: shopper.email });
    const older = await api.lastResetToken(shopper.email);
    await api.post('auth/forgot-password', { email: shopper.email });
    const newer = await api.lastResetToken(shopper.email);
    expect((await api.post('auth/reset-password', { token: older, password: 'Emerald#2027' })).statusCode).toBe(400);
    const weak = await api.post('auth/reset-password', { token: newer, password: 'abcdefgh' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/password/);
    expect((await api.post('auth/reset-password', { token: newer, password: 'Emerald#2027' })).statusCode).toBe(200);
  });
});
