import { z } from 'zod';

/**
 * CONTRACT.md "Headers": commerce calls carry the site's numeric ids. HTTP header names are
 * case-insensitive; Node lower-cases them, so the schema uses lower case.
 */
export const SiteHeaders = z.object({
  websiteid: z.coerce.number().int().positive(),
  subsiteid: z.coerce.number().int().positive(),
  languageid: z.coerce.number().int().positive(),
});
export type SiteHeaders = z.infer<typeof SiteHeaders>;

export const HEADER_NAMES = {
  websiteId: 'websiteID',
  subsiteId: 'subsiteID',
  languageId: 'languageID',
  systemId: 'systemID',
  idempotencyKey: 'Idempotency-Key',
} as const;
