import type { METALS as SharedMetals, PRODUCT_SORTS as SharedSorts, PURITIES as SharedPurities } from '@/shared/contracts/catalogue';
import type { AUTH_MESSAGES as SharedAuthMessages } from '@/shared/contracts/envelope';
import type { HEADER_NAMES as SharedHeaderNames } from '@/shared/contracts/headers';

/**
 * Constants of the shared contracts that browser code needs. Importing them from
 * `src/shared/contracts` would pull zod (the modules define their schemas at load time) into every
 * page's first-load JavaScript, about 75 kB gzipped. These copies are held equal to the shared
 * ones by their types: change one without the other and `tsc` fails.
 * TODO(issue 2): drop this file once the shared constants live in a zod-free module.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_proof: Same<A, B>) => {};

export const METALS = ['gold', 'platinum', 'silver'] as const;
export const PURITIES = ['24K', '22K', '18K', 'PT950', '925', '999'] as const;
export const PRODUCT_SORTS = ['popularity', 'newest', 'price_asc', 'price_desc'] as const;
export const AUTH_MESSAGES = { invalidUser: 'Invalid User', noUser: 'no_user' } as const;
export const HEADER_NAMES = {
  websiteId: 'websiteID',
  subsiteId: 'subsiteID',
  languageId: 'languageID',
  systemId: 'systemID',
  idempotencyKey: 'Idempotency-Key',
} as const;

same<typeof METALS, typeof SharedMetals>(true);
same<typeof PURITIES, typeof SharedPurities>(true);
same<typeof PRODUCT_SORTS, typeof SharedSorts>(true);
same<typeof AUTH_MESSAGES, typeof SharedAuthMessages>(true);
same<typeof HEADER_NAMES, typeof SharedHeaderNames>(true);
