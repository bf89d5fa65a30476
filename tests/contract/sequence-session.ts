import { solveChallenge } from 'altcha-lib/v1';
import { CaptchaChallenge, SignInAnswer } from '@/shared/contracts/account';
import { accountEnvelope } from '@/shared/contracts/envelope';

/**
 * What the contract sequences share to act as a shopper on either target: a solved captcha, a
 * sign-in, and the cash-on-delivery code read off the dev outbox.
 */

/** A captcha answer the target accepts: ALTCHA solved like the widget does, or `captcha-off` when it hands out none. */
export async function captchaToken(baseUrl: string): Promise<string> {
  const challenge = accountEnvelope(CaptchaChallenge.nullable()).parse(await (await fetch(new URL('/account/auth/captcha', baseUrl))).json()).responseBody;
  if (!challenge) return 'captcha-off';
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return Buffer.from(JSON.stringify({ ...challenge, number: solution?.number, maxnumber: undefined })).toString('base64');
}

/** Signs in through `/account/auth/login` (captcha included) and answers the access token. */
export async function signIn(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(new URL('/account/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', systemID: 'contract-device' },
    body: JSON.stringify({ username, password, reCaptchaToken: await captchaToken(baseUrl) }),
  });
  return accountEnvelope(SignInAnswer).parse(await response.json()).responseBody.tokens.accessToken;
}

/** The newest cash-on-delivery code texted to `to` (the outbox lists newest first). */
export async function codeFrom(baseUrl: string, to: string): Promise<string> {
  const response = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, baseUrl));
  const { messages } = (await response.json()) as { messages: { body: string; subject: string }[] };
  const message = messages.find((candidate) => /cash-on-delivery/i.test(candidate.body));
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? 'missing';
}
