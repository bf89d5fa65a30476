import { z } from 'zod';
import { CONTENT_KINDS, type ContentKind, parseContentKey } from '@/shared/content-keys';
import {
  Banners,
  Block,
  ContentPages,
  Countries,
  Menu,
  MetalPrice,
  ProductCartSettings,
  SiteSettingsContent,
  Stores,
  WebsiteStores,
  Widget,
  CONTENT_SCHEMAS,
} from '@/shared/contracts/content';

/** The payload schema of every content kind (shared with the mocks). */
export const PAYLOAD_SCHEMAS = CONTENT_SCHEMAS;

const schemaNames: Record<ContentKind, string> = {
  widget: 'Widget',
  homeBanners: 'Banners',
  menuBanners: 'Banners',
  block: 'Block',
  menu: 'Menu',
  metalPrice: 'MetalPrice',
  adBanners: 'Banners',
  countries: 'Countries',
  stores: 'Stores',
  siteSettings: 'SiteSettingsContent',
  productCartSettings: 'ProductCartSettings',
  websiteStores: 'WebsiteStores',
  pages: 'ContentPages',
};

/** Any one kind's payload: the generic route's `data`, an `anyOf` in the OpenAPI. */
export const ContentPayload = z.union([
  WebsiteStores,
  Countries,
  Stores,
  Menu,
  Banners,
  Widget,
  Block,
  MetalPrice,
  SiteSettingsContent,
  ProductCartSettings,
  ContentPages,
]);
export type ContentPayload = z.infer<typeof ContentPayload>;

export const KEY_EXAMPLES = 'menu_SLV_in_en, metalPrice_SLV_in or websiteStores';

export const ContentKeyParams = z.object({
  key: z
    .string()
    .max(80)
    .refine((key) => parseContentKey(key) !== null, { message: `not a content key; expected e.g. ${KEY_EXAMPLES}` }),
});

export const CONTENT_ROUTE_DESCRIPTION = [
  'Cached content by key (docs/requirements/constants.md#content-keys). Keys are `<kind>_<WEBSITE>_<store>_<language>`, without the language for',
  '`metalPrice` and `productCartSettings`, and plain `websiteStores` for the website-store list.',
  'The `data` of each kind follows its schema in `src/shared/contracts/content.ts`:',
  '',
  ...CONTENT_KINDS.map((kind) => `- \`${kind}\` → \`${schemaNames[kind]}\``),
  '',
  'A malformed key is a 400 naming `key`; a website, store or language that does not exist is a 404.',
].join('\n');
