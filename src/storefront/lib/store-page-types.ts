import type { SSRConfig } from 'next-i18next/pages';
import type { Block, MetalPrice, Menu, SiteSettingsContent } from '@/shared/contracts/content';
import type { SiteSettings } from '@/shared/site-settings';

/** The content items every page needs for its header and footer (all required). */
export interface LayoutContent {
  menu: Menu;
  metalPrice: MetalPrice;
  block: Block;
  siteSettings: SiteSettingsContent;
}

/** What a complete page's props carry beside its own content. */
export interface StorePageContext extends SSRConfig {
  site: SiteSettings;
  /** The URL locale, e.g. `in-hi`. */
  locale: string;
  /** Every locale the default website serves, for the locale switcher. */
  locales: string[];
}

export type StorePageProps<Own = object> = LayoutContent & StorePageContext & Own;

/** docs/requirements/pages.md#page-data: an incomplete page gets empty props. */
export type EmptyPageProps = Record<string, never>;
