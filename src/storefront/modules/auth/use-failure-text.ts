import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { authFailureOf } from './auth-error';

/** Turns a failed call into the text a form shows: the server's message and code (SPEC §8). */
export function useFailureText() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown) => {
      const failure = authFailureOf(error, t('error.generic'));
      return failure.code === null ? failure.message : t('error.withCode', { message: failure.message, code: failure.code });
    },
    [t],
  );
}
