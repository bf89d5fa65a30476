import { Block, MetalPrice, Menu, SiteSettingsContent } from '@/shared/contracts/content';
import { contentKey } from '@/shared/content-keys';
import { deriveSiteSettings, listWebsiteLocales } from '@/shared/site-settings';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import { contentEntries, websiteStores } from '@/tests/mocks/lib/fixtures';

/** A complete page's layout props for a locale, from the recorded content the mocks serve. */
export function layoutProps(locale = 'in-en'): StorePageProps {
  const websites = websiteStores();
  const site = deriveSiteSettings({ websites, locale })!;
  const entry = (kind: 'menu' | 'metalPrice' | 'block' | 'siteSettings') =>
    contentEntries()[contentKey({ kind, websiteCode: site.websiteCode, storeCode: site.storeCode, language: site.languageCode })];
  return {
    menu: Menu.parse(entry('menu')),
    metalPrice: MetalPrice.parse(entry('metalPrice')),
    block: Block.parse(entry('block')),
    siteSettings: SiteSettingsContent.parse(entry('siteSettings')),
    site,
    locale,
    locales: listWebsiteLocales(websites),
  };
}
