import { useCallback } from 'react';
import { useSite } from '@/storefront/modules/common/site-context';

/** Dates in the page's language with Latin digits (like prices); `withTime` adds the hour for timelines. */
export function useDate(): (iso: string, withTime?: boolean) => string {
  const { languageTag } = useSite();
  return useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), numberingSystem: 'latn' }).format(new Date(iso)),
    [languageTag],
  );
}
