import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { afterSalesError } from './orders-messages';

/** A mutation's answer: its data, or the error. */
type Answer = { data?: unknown; error?: unknown };

/**
 * The sending of a cancel or return form. `problemsNow` is what is wrong with the form as it is on
 * this render: a submit with problems sends nothing and shows them, and each shown problem goes
 * away as soon as the shopper puts it right (it is not kept until the next submit). The failure
 * after sending is shown in the form only (an error shown in place is not toasted as well).
 */
export function useCheckedSubmit<P extends string>(ns: 'orders' | 'returns', problemsNow: readonly P[]) {
  const { t } = useTranslation(ns);
  const [flagged, setFlagged] = useState<readonly P[]>([]);
  const [error, setError] = useState<string | null>(null);
  const problems = flagged.filter((problem) => problemsNow.includes(problem));

  /** Resolves to the answer's data, or null when there were problems or the call failed. */
  async function send<A extends Answer>(call: () => Promise<A>, failText: string): Promise<{ data: NonNullable<A['data']> } | null> {
    setFlagged(problemsNow);
    if (problemsNow.length > 0) return null;
    setError(null);
    const result = await call();
    if (result.error !== undefined) {
      setError(afterSalesError(result.error, failText, t('errors.somethingWrong')));
      return null;
    }
    return { data: result.data as NonNullable<A['data']> };
  }

  return { problems, error, send };
}
