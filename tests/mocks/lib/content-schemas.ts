import type { z } from 'zod';
import type { ContentKind } from '@/shared/content-keys';
import {
  Banners,
  Block,
  Countries,
  Menu,
  MetalPrice,
  ProductCartSettings,
  SiteSettingsContent,
  Stores,
  WebsiteStores,
  Widget,
} from '@/shared/contracts/content';

/**
 * The payload schema of each content kind, as the content service validates what it serves
 * (src/server/modules/content/cached-content/schemas.ts). Repeated here because the mocks run in
 * the browser and must not pull in server code; the contract test catches any disagreement.
 */
export const CONTENT_SCHEMAS = {
  widget: Widget,
  homeBanners: Banners,
  menuBanners: Banners,
  block: Block,
  menu: Menu,
  metalPrice: MetalPrice,
  adBanners: Banners,
  countries: Countries,
  stores: Stores,
  siteSettings: SiteSettingsContent,
  productCartSettings: ProductCartSettings,
  websiteStores: WebsiteStores,
} satisfies Record<ContentKind, z.ZodType>;
