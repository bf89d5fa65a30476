import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { notify } from '@/storefront/modules/common/notify';
import { afterSalesError } from './orders-messages';

/** A mutation's answer: its data, or the error. */
type Answer = { data?: unknown; error?: unknown };

/**
 * The sending of a cancel or return form: the problems found before sending (nothing is sent
 * then), and the failure after it, shown in the form and as a toast.
 */
export function useCheckedSubmit(ns: 'orders' | 'returns') {
  const { t } = useTranslation(ns);
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  /** Resolves to the answer's data, or null when there were problems or the call failed. */
  async function send<A extends Answer>(found: string[], call: () => Promise<A>, failText: string): Promise<{ data: NonNullable<A['data']> } | null> {
    setProblems(found);
    if (found.length > 0) return null;
    setError(null);
    const result = await call();
    if (result.error !== undefined) {
      const message = afterSalesError(result.error, failText, t('errors.somethingWrong'));
      setError(message);
      notify('error', message);
      return null;
    }
    return { data: result.data as NonNullable<A['data']> };
  }

  return { problems, error, send };
}
