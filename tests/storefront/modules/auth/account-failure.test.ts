import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, cooldownMessage, lockedMessage } from '@/shared/account-messages';
import { AUTH_MESSAGES } from '@/shared/constants';
import { knownAccountFailure, withoutFieldPrefix } from '@/storefront/modules/common/account-failure';

type AuthWords = { error: { server: Record<string, string> } };
const wordsOf = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), 'public/locales', locale, 'auth.json'), 'utf8')) as AuthWords;
const [enAuth, hiAuth, arAuth] = ['en-IN', 'hi-IN', 'ar-AE'].map(wordsOf);

describe('how an account failure is worded for the shopper', () => {
  it('knows every refusal the account service words itself, and each has words in every language', () => {
    const refusals = [
      ACCOUNT_MESSAGES.wrongCredentials,
      ACCOUNT_MESSAGES.phoneNotVerified,
      ACCOUNT_MESSAGES.otpInvalid,
      ACCOUNT_MESSAGES.resetTokenInvalid,
      ACCOUNT_MESSAGES.captchaFailed,
      ACCOUNT_MESSAGES.badUsername,
      ACCOUNT_MESSAGES.signUpEmailTaken,
      ACCOUNT_MESSAGES.signUpPhoneTaken,
      ACCOUNT_MESSAGES.profileEmailTaken,
      ACCOUNT_MESSAGES.profilePhoneTaken,
      ACCOUNT_MESSAGES.staffOnly,
      AUTH_MESSAGES.invalidUser,
    ];
    for (const message of refusals) {
      const known = knownAccountFailure(message);
      expect(known, message).not.toBeNull();
      for (const words of [enAuth!, hiAuth!, arAuth!]) {
        const text = words.error.server[known!.key] ?? words.error.server[`${known!.key}_other`];
        expect(text, `${known!.key}`).toBeTruthy();
        expect(text).not.toMatch(/^\w+: |\(code|code \d{3}/);
      }
    }
    expect(knownAccountFailure(lockedMessage(15))).toEqual({ key: 'locked', values: { count: 15 } });
    expect(knownAccountFailure(lockedMessage(1, 'code requests'))).toEqual({ key: 'locked', values: { count: 1 } });
    expect(knownAccountFailure(cooldownMessage(30))).toEqual({ key: 'wait', values: { count: 30 } });
  });

  it('drops a developer’s field prefix from a message it has no words for', () => {
    expect(withoutFieldPrefix('token: this reset link is invalid')).toBe('This reset link is invalid');
    expect(withoutFieldPrefix('body.email: must be an e-mail address')).toBe('Must be an e-mail address');
    expect(withoutFieldPrefix('Invalid username or password')).toBe('Invalid username or password');
  });
});
