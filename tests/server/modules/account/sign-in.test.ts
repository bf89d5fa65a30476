import { describe, expect, it } from 'vitest';
import { SignInAnswer } from '@/shared/contracts/account';
import { DEMO_LOGINS } from '../../helpers/auth';
import { CAPTCHA, useAccountApp } from './account-test-kit';

describe('account sign-in: password, refresh, log-out', () => {
  const { api } = useAccountApp();

  it.each(Object.entries(DEMO_LOGINS))('signs in the demo login %s by e-mail', async (_name, demo) => {
    const response = await api.login(demo.username, demo.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'success', statusCode: 200 });
    const answer = SignInAnswer.parse(body.responseBody);
    expect(answer.userDetails.email).toBe(demo.username);
    expect(answer.userDetails.phone).toBe(demo.phone);
  });

  it('signs in by phone number, spaces and dashes allowed', async () => {
    const response = await api.login('+91 98765-43210', DEMO_LOGINS.shopper.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().responseBody.userDetails).toMatchObject({ firstName: 'Priya', lastName: 'Sharma' });
  });

  it('refuses a wrong password or an unknown user with the same 401', async () => {
    const wrong = await api.login('aisha@example.com', 'Wrong#2026');
    const unknown = await api.login('nobody@example.com', 'Wrong#2026');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', statusCode: 401, message: 'Invalid username or password' });
    }
  });

  it('answers 400 naming the field for a missing or bad field', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'x', reCaptchaToken: CAPTCHA }, 'username'],
      [{ username: 'a@b.co', reCaptchaToken: CAPTCHA }, 'password'],
      [{ username: 'a@b.co', password: 'x' }, 'reCaptchaToken'],
      [{ username: 'a@b.co', password: 'x', reCaptchaToken: CAPTCHA, role: 'staff' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const response = await api.post('auth/login', body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('rotates refresh tokens: the new pair works, the old refresh token once reused ends the family', async () => {
    const first = (await api.login('aisha@example.com', 'Shopper#2026')).json().responseBody.tokens;
    const refreshed = await api.post('auth/refresh-token', first);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ statusCode: 200 });
    const second = refreshed.json().responseBody.tokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await api.call('GET', `user/details/${(await api.login('aisha@example.com', 'Shopper#2026')).json().responseBody.userDetails.userID}`, { headers: { authorization: `Bearer ${second.accessToken}` } });
    expect(me.statusCode).toBe(200);

    const reused = await api.post('auth/refresh-token', first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ message: 'Invalid User', responseBody: { reason: 'refresh_token_reused' } });
    // The whole family is gone: the newest refresh token and access token fail too.
    expect((await api.post('auth/refresh-token', second)).statusCode).toBe(401);
    const after = await api.call('GET', 'user/details/2', { headers: { authorization: `Bearer ${second.accessToken}` } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid User');
  });

  it('refuses a refresh with a forged token or an access token of another session', async () => {
    const a = (await api.login('aisha@example.com', 'Shopper#2026')).json().responseBody.tokens;
    const b = (await api.login('aisha@example.com', 'Shopper#2026')).json().responseBody.tokens;
    expect((await api.post('auth/refresh-token', { refreshToken: a.refreshToken, accessToken: b.accessToken })).statusCode).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: 'abc.def', accessToken: a.accessToken })).statusCode).toBe(401);
    expect((await api.post('auth/refresh-token', { refreshToken: a.refreshToken })).statusCode).toBe(400);
    // The refused attempts did not spend the token.
    expect((await api.post('auth/refresh-token', a)).statusCode).toBe(200);
  });

  it('logs out on the server: the access token and the refresh token stop working', async () => {
    const answer = (await api.login('shopper@example.com', 'Shopper#2026')).json().responseBody;
    const bearer = { authorization: `Bearer ${answer.tokens.accessToken}` };
    const path = `user/details/${answer.userDetails.userID}`;
    expect((await api.call('GET', path, { headers: bearer })).statusCode).toBe(200);
    const out = await api.call('POST', 'auth/log-out', { body: { refreshToken: answer.tokens.refreshToken }, headers: bearer });
    expect(out.statusCode).toBe(200);
    expect((await api.call('GET', path, { headers: bearer })).json().message).toBe('Invalid User');
    expect((await api.post('auth/refresh-token', answer.tokens)).statusCode).toBe(401);
    // Twice is fine, and so is signing out with only a refresh token (an expired access token).
    expect((await api.call('POST', 'auth/log-out', { body: { refreshToken: answer.tokens.refreshToken } })).statusCode).toBe(200);
    expect((await api.call('POST', 'auth/log-out', { body: {} })).statusCode).toBe(200);
  });
});
