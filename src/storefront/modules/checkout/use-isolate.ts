import { useCallback } from 'react';
import { useSite } from '@/storefront/modules/common/site-context';

const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Shopper-typed values (names, addresses, phone numbers, codes) placed inside a translated
 * sentence: on a right-to-left page a Latin address or "+971…" would otherwise be reordered
 * with the Arabic around it ("34567•••••971+"). Unicode isolates keep each value in its own
 * direction: a value with letters takes its first letter's direction; one without (a phone
 * number, a PIN code) reads left to right. Left-to-right pages get the value unchanged.
 */
export function useIsolate(): (value: string) => string {
  const { languageTag } = useSite();
  const rtl = /^(ar|he|fa|ur)\b/.test(languageTag);
  return useCallback(
    (value: string) => (rtl ? `${/\p{L}/u.test(value) ? FIRST_STRONG_ISOLATE : LEFT_TO_RIGHT_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}` : value),
    [rtl],
  );
}
