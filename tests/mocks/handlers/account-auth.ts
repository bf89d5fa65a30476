import { createChallenge } from 'altcha-lib/v1';
import { http } from 'msw';
import { ACCOUNT_MESSAGES as M, cooldownMessage } from '@/shared/account-messages';
import * as c from '@/shared/contracts/account';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { signUpAttemptNotice } from '@/shared/account-notices';
import { otpMessage, passwordResetMessage } from '@/shared/message-templates/account-templates';
import { accountOk, MockHttpError, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { assertNotLocked, details, findUserByUsername, invalidUser, issueTokens, recordFailure, signIn, userOfBearer, wrongCredentials } from '../lib/account-session';
import { accounts, type MockUser, nextNumber, saveAccounts, sendToOutbox } from '../state/account-store';

/** The mocks take any captcha token (CAPTCHA_PROVIDER=off) but hand out real ALTCHA challenges, so the widget works. */
const MOCK_ALTCHA_KEY = 'mock-altcha-key-not-a-secret-0123456789';
const OTP_ANSWER = { resendAfterSeconds: 60, expiresInSeconds: 300 };
const post = (path: string, resolver: Parameters<typeof withEnvelope>[1]) => http.post(anyOrigin(`/account/${path}`), withEnvelope('account', resolver));

/** The language of the account call, as the services read it: the first of its `Accept-Language`. */
const languageOf = (request: Request) => languageOfAcceptLanguage(request.headers.get('accept-language'));

function sendCode(purpose: 'login' | 'signup', recipient: string, deliver: boolean, languageCode: string) {
  const key = `${purpose}:${recipient}`;
  const wait = (accounts().cooldowns[key] ?? 0) - Date.now();
  if (wait > 0) throw new MockHttpError(429, cooldownMessage(Math.ceil(wait / 1000)), { retryAfterSeconds: Math.ceil(wait / 1000) });
  accounts().cooldowns[key] = Date.now() + 60_000;
  if (deliver) {
    const code = String(100_000 + (nextNumber() * 7919) % 900_000);
    accounts().otps = accounts().otps.map((otp) => (otp.purpose === purpose && otp.recipient === recipient ? { ...otp, consumed: true } : otp));
    accounts().otps.push({ purpose, recipient, code, expiresAt: Date.now() + 300_000, attempts: 0, consumed: false });
    sendToOutbox({ to: recipient, channel: recipient.includes('@') ? 'email' : 'sms', ...otpMessage(languageCode, { purpose, code }) });
  }
  saveAccounts();
}

function spendCode(purpose: 'login' | 'signup', recipient: string, code: string, lockKey: string): void {
  assertNotLocked(lockKey);
  const otp = [...accounts().otps].reverse().find((candidate) => candidate.purpose === purpose && candidate.recipient === recipient && !candidate.consumed);
  const valid = otp && otp.expiresAt > Date.now() && otp.attempts < 5;
  if (!valid || otp.code !== code) {
    if (valid) otp.attempts += 1;
    throw recordFailure(lockKey, new MockHttpError(401, M.otpInvalid));
  }
  otp.consumed = true;
  delete accounts().failures[lockKey];
}

function recipientOf(username: string) {
  const parsed = (username.includes('@') ? c.Email : c.Phone).safeParse(username);
  if (!parsed.success) throw new MockHttpError(400, M.badUsername);
  return parsed.data;
}

/** docs/requirements/calls.md#account-sign-in `auth/*`, with the services' rules: rotation, reuse ends the family, lockouts, no enumeration. */
export const accountAuthHandlers = [
  http.get(anyOrigin('/account/auth/captcha'), withEnvelope('account', async () => accountOk(c.CaptchaChallenge, await createChallenge({ hmacKey: MOCK_ALTCHA_KEY, maxnumber: 1000 }), { message: 'Captcha provider: altcha' }))),
  post('auth/sign-up', async ({ request }) => {
    const body = parseInput(c.SignUpBody, await jsonBodyOf(request), 'body');
    // A taken e-mail or phone: no account, no code; the owner is told, the caller answered like anyone (no enumeration).
    const taken = (['email', 'phone'] as const).filter((kind) => findUserByUsername(body[kind]));
    if (taken.length > 0) {
      sendCode('signup', body.phone, false, languageOf(request));
      const forgotPasswordLink = `${new URL(request.url).origin}/forgot-password`;
      for (const kind of taken) {
        const notice = signUpAttemptNotice(languageOf(request), { kind, forgotPasswordLink });
        // As the services: at most 5 such notices an hour to one owner, the rest left out silently.
        const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
        if (accounts().outbox.filter((message) => message.to === body[kind] && message.subject === notice.subject && message.createdAt > hourAgo).length >= 5) continue;
        sendToOutbox({ to: body[kind], channel: kind === 'email' ? 'email' : 'sms', ...notice });
      }
      saveAccounts();
      const userDetails = { userID: nextNumber(), firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, role: 'customer' as const, phoneVerified: false, subsiteID: null };
      return accountOk(c.SignUpAnswer, { userDetails, otpSent: true, resendAfterSeconds: 60 }, { status: 201, message: M.accountCreated });
    }
    const user: MockUser = { userID: nextNumber(), firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone, password: body.password, role: 'customer', phoneVerified: false, subsiteID: null };
    accounts().users.push(user);
    sendCode('signup', user.phone, true, languageOf(request));
    return accountOk(c.SignUpAnswer, { userDetails: details(user), otpSent: true, resendAfterSeconds: 60 }, { status: 201, message: M.accountCreated });
  }),
  post('auth/signup-phone-otp', async ({ request }) => {
    const { phoneNumber } = parseInput(c.SignupPhoneOtpBody, await jsonBodyOf(request), 'body');
    const user = findUserByUsername(phoneNumber);
    sendCode('signup', phoneNumber, Boolean(user && !user.phoneVerified), languageOf(request));
    return accountOk(c.OtpSentAnswer, OTP_ANSWER, { message: M.otpSent });
  }),
  post('auth/signup-phone-otp-verify', async ({ request }) => {
    const { otp, username } = parseInput(c.SignupPhoneOtpVerifyBody, await jsonBodyOf(request), 'body');
    spendCode('signup', username, otp, `otp:signup:${username}`);
    const user = findUserByUsername(username);
    if (!user) throw new MockHttpError(401, M.otpInvalid);
    user.phoneVerified = true;
    return accountOk(c.SignInAnswer, signIn(user), { message: M.phoneVerified });
  }),
  post('auth/login', async ({ request }) => {
    const { username, password } = parseInput(c.LoginBody, await jsonBodyOf(request), 'body');
    const user = findUserByUsername(username);
    const lockKey = `password:${user ? user.userID : username.toLowerCase()}`;
    assertNotLocked(lockKey);
    if (!user || user.password !== password) throw recordFailure(lockKey, wrongCredentials());
    delete accounts().failures[lockKey];
    if (!user.phoneVerified) throw new MockHttpError(403, M.phoneNotVerified, { reason: 'phone_not_verified', phone: user.phone });
    return accountOk(c.SignInAnswer, signIn(user), { message: M.signedIn });
  }),
  post('auth/login-otp', async ({ request }) => {
    const { username } = parseInput(c.LoginOtpBody, await jsonBodyOf(request), 'body');
    const recipient = recipientOf(username);
    sendCode('login', recipient, Boolean(findUserByUsername(recipient)), languageOf(request));
    return accountOk(c.OtpSentAnswer, OTP_ANSWER, { message: M.otpSent });
  }),
  post('auth/otp-verify', async ({ request }) => {
    const { username, otp } = parseInput(c.OtpVerifyBody, await jsonBodyOf(request), 'body');
    const recipient = recipientOf(username);
    const user = findUserByUsername(recipient);
    spendCode('login', recipient, otp, `otp:${user ? user.userID : recipient}`);
    if (!user) throw new MockHttpError(400, M.badUsername);
    return accountOk(c.SignInAnswer, signIn(user), { message: M.signedIn });
  }),
  post('auth/refresh-token', async ({ request }) => {
    const { refreshToken, accessToken } = parseInput(c.RefreshTokenBody, await jsonBodyOf(request), 'body');
    const entry = accounts().refreshTokens[refreshToken];
    const session = entry && accounts().sessions[entry.sid];
    const sidOfAccess = accessToken.replace(/^expired:/, '').split(':')[2];
    if (!entry || !session || session.revoked || sidOfAccess !== entry.sid) throw invalidUser();
    if (entry.used) {
      session.revoked = true;
      saveAccounts();
      throw new MockHttpError(401, 'Invalid User', { reason: 'refresh_token_reused' });
    }
    entry.used = true;
    const user = accounts().users.find((candidate) => candidate.userID === session.userID);
    if (!user) throw new MockHttpError(401, 'no_user');
    const tokens = issueTokens(user, entry.sid);
    saveAccounts();
    return accountOk(c.RefreshAnswer, { tokens }, { message: M.tokensRefreshed });
  }),
  post('auth/forgot-password', async ({ request }) => {
    const body = parseInput(c.ForgotPasswordBody, await jsonBodyOf(request), 'body');
    const user = findUserByUsername(body.email ?? body.username ?? '');
    if (user) {
      const token = `reset${nextNumber()}x${Date.now().toString(36)}`;
      accounts().resets[token] = { userID: user.userID, expiresAt: Date.now() + 30 * 60_000, used: false };
      const link = `${typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin}/reset-password?token=${token}`;
      sendToOutbox({ to: user.email, channel: 'email', ...passwordResetMessage(languageOf(request), { link }) });
      saveAccounts();
    }
    return accountOk(c.EmptyAnswer, null, { message: M.forgotPassword });
  }),
  post('auth/reset-password', async ({ request }) => {
    const { token, password } = parseInput(c.ResetPasswordBody, await jsonBodyOf(request), 'body');
    const reset = accounts().resets[token];
    const user = reset && !reset.used && reset.expiresAt > Date.now() ? accounts().users.find((candidate) => candidate.userID === reset.userID) : undefined;
    if (!reset || !user) throw new MockHttpError(400, M.resetTokenInvalid);
    reset.used = true;
    user.password = password;
    for (const session of Object.values(accounts().sessions)) if (session.userID === user.userID) session.revoked = true;
    saveAccounts();
    return accountOk(c.EmptyAnswer, null, { message: M.passwordChanged });
  }),
  post('auth/log-out', async ({ request }) => {
    const body = parseInput(c.LogOutBody.optional(), await jsonBodyOf(request), 'body');
    let caller: ReturnType<typeof userOfBearer> = null;
    try {
      caller = userOfBearer(request, { optional: true });
    } catch {
      caller = null; // a stale token does not stop signing out
    }
    const fromRefresh = body?.refreshToken ? accounts().refreshTokens[body.refreshToken]?.sid : undefined;
    for (const sid of [caller?.sid, fromRefresh]) {
      const session = sid ? accounts().sessions[sid] : undefined;
      if (session) session.revoked = true;
    }
    saveAccounts();
    return accountOk(c.EmptyAnswer, null, { message: M.signedOut });
  }),
];
