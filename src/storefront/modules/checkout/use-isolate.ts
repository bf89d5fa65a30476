import { useCallback } from 'react';
import { useSite } from '@/storefront/modules/common/site-context';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Shopper-typed values (names, addresses, phone numbers, codes) placed inside a translated
 * sentence: on a right-to-left page a Latin address or "+971…" would otherwise be reordered
 * with the Arabic around it ("34567•••••971+"). Unicode isolates keep each value in its own
 * direction; left-to-right pages get the value unchanged.
 */
export function useIsolate(): (value: string) => string {
  const { languageTag } = useSite();
  const rtl = /^(ar|he|fa|ur)\b/.test(languageTag);
  return useCallback((value: string) => (rtl ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value), [rtl]);
}
