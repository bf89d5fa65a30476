import { ACCOUNT_PATH } from '@/storefront/modules/common/paths';

/**
 * Where to go after signing in: the `next` query parameter when it is a path on this site
 * (never `//host` or a scheme, which would make the sign-in page an open redirect).
 */
export function nextPathOf(next: string | string[] | undefined): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return ACCOUNT_PATH;
  return value;
}

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_UP_PATH = '/sign-up';
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const signInPathFor = (next: string) => `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
