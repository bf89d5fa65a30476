import { ACCOUNT_MESSAGES } from '@/shared/account-messages';
import { AUTH_MESSAGES } from '@/shared/constants';

/** A message of the account service the storefront words itself, in the shopper's language (auth.json `error.server`). */
export interface KnownFailure {
  key: string;
  values?: Record<string, number>;
}

const SERVER_KEYS = [
  'wrongCredentials',
  'phoneNotVerified',
  'otpInvalid',
  'resetTokenInvalid',
  'captchaFailed',
  'badUsername',
  'signUpEmailTaken',
  'signUpPhoneTaken',
  'profileEmailTaken',
  'profilePhoneTaken',
  'staffOnly',
] as const satisfies readonly (keyof typeof ACCOUNT_MESSAGES)[];

/** The translation key of a message the account service sends (its fixed texts, locks and waits), or null. */
export function knownAccountFailure(message: string): KnownFailure | null {
  const key = SERVER_KEYS.find((candidate) => ACCOUNT_MESSAGES[candidate] === message);
  if (key) return { key };
  if (message === AUTH_MESSAGES.invalidUser || message === AUTH_MESSAGES.noUser) return { key: 'sessionEnded' };
  const locked = /^Too many .+\. Please try again in (\d+) minutes?\.$/.exec(message);
  if (locked) return { key: 'locked', values: { count: Number(locked[1]) } };
  const wait = /^Please wait (\d+) seconds before asking for a new code\.$/.exec(message);
  if (wait) return { key: 'wait', values: { count: Number(wait[1]) } };
  return null;
}

/** A message the storefront has no words for, without a developer's field prefix ("token: …", "body.email: …"). */
export function withoutFieldPrefix(message: string): string {
  const stripped = message.replace(/^[A-Za-z][\w.[\]]*: /, '');
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}
