import { z } from 'zod';
import { dbIdText } from './ids';

/**
 * docs/requirements/service-contract.md#headers: commerce calls carry the site's numeric ids. HTTP header names are
 * case-insensitive; Node lower-cases them, so the schema uses lower case.
 */
export const SiteHeaders = z.object({
  websiteid: dbIdText(),
  subsiteid: dbIdText(),
  languageid: dbIdText(),
});
export type SiteHeaders = z.infer<typeof SiteHeaders>;

export { HEADER_NAMES } from '../constants';
