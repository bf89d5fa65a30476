/**
 * Constants of the wire format with no zod in sight: browser code imports them from here so the
 * schemas (and zod, ~75 kB gzipped) stay out of the pages' first-load JavaScript.
 */
export const METALS = ['gold', 'platinum', 'silver'] as const;
export const PURITIES = ['24K', '22K', '18K', 'PT950', '925', '999'] as const;
export const PRODUCT_SORTS = ['popularity', 'newest', 'price_asc', 'price_desc'] as const;

/** The messages CONTRACT.md pins for authentication failures. */
export const AUTH_MESSAGES = { invalidUser: 'Invalid User', noUser: 'no_user' } as const;

export const HEADER_NAMES = {
  websiteId: 'websiteID',
  subsiteId: 'subsiteID',
  languageId: 'languageID',
  systemId: 'systemID',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The seller named on every cart line (`businessName`). */
export const BUSINESS_NAME = 'SLV Jewellers';
/** Cart item images are file names under this folder (`view_image_path`). */
export const VIEW_IMAGE_PATH = '/images/products/';
