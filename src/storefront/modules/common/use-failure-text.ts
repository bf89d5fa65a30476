import { useTranslation } from '@/storefront/lib/i18n';
import { useCallback } from 'react';
import { knownAccountFailure, withoutFieldPrefix } from './account-failure';
import { authFailureOf } from './auth-error';

/**
 * Turns a failed account call into the text a form shows: the account service's known messages in
 * the shopper's language, anything else without a field prefix, never an HTTP status; the form's own
 * fallback (or 'Something went wrong!') when there was no answer.
 */
export function useFailureText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown, fallback?: string) => {
      const failure = authFailureOf(error, fallback ?? t('error.generic'));
      if (failure.code === null) return failure.message;
      const known = knownAccountFailure(failure.message);
      return known ? t(`error.server.${known.key}`, known.values) : withoutFieldPrefix(failure.message);
    },
    [t],
  );
}
