import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { Block, MetalPrice, Menu, SiteSettingsContent, WebsiteStores } from '@/shared/contracts/content';
import { DEFAULT_LOCALE, toLanguageTag } from '@/shared/locale';
import { deriveSiteSettings, listWebsiteLocales, type SiteSettings } from '@/shared/site-settings';
import { i18nConfig, type Namespace } from '@/storefront/lib/i18n-config';
import {
  type ItemLoaders,
  type LoadedItems,
  loadPageData,
  type PageResult,
  REVALIDATE_SECONDS,
  type RenderMode,
} from '@/storefront/lib/page-data';
import { getContent } from '@/storefront/lib/server-api';
import type { LayoutContent, StorePageContext } from './store-page-types';

/** Header and footer content, loaded with every page and required on every page. */
export function layoutItems(site: SiteSettings) {
  return {
    menu: () => getContent({ kind: 'menu', schema: Menu, site }),
    metalPrice: () => getContent({ kind: 'metalPrice', schema: MetalPrice, site }),
    block: () => getContent({ kind: 'block', schema: Block, site }),
    siteSettings: () => getContent({ kind: 'siteSettings', schema: SiteSettingsContent, site }),
  };
}

export const LAYOUT_REQUIRED = ['menu', 'metalPrice', 'block', 'siteSettings'] as const satisfies readonly (keyof LayoutContent)[];

export interface LoadStorePageOptions<I extends ItemLoaders, E extends Record<string, unknown>> {
  mode: RenderMode;
  page: string;
  locale: string | undefined;
  namespaces: readonly Namespace[];
  /** The page's own content items, given the derived site settings. */
  items: (site: SiteSettings) => I;
  required: readonly (keyof I & string)[];
  /** Page props that are not content (e.g. the filters a listing was read with). */
  extra?: E;
}

/**
 * Every page's loader: the website-store list first (the other keys derive from it), an unknown
 * locale as a 404, then the layout items and the page's own items through loadPageData (docs/requirements/pages.md#page-data).
 */
export async function loadStorePage<I extends ItemLoaders, E extends Record<string, unknown> = Record<never, never>>({
  mode,
  page,
  locale = DEFAULT_LOCALE,
  namespaces,
  items,
  required,
  extra,
}: LoadStorePageOptions<I, E>): Promise<PageResult<LoadedItems<ReturnType<typeof layoutItems> & I> & StorePageContext & E>> {
  let websites: WebsiteStores;
  try {
    websites = await getContent({ kind: 'websiteStores', schema: WebsiteStores });
  } catch (error) {
    // The site list failed: the page is incomplete (and, during a build, the build fails).
    return loadPageData({ mode, page, items: { websiteStores: () => Promise.reject(error) }, required: ['websiteStores'] }) as never;
  }
  const site = deriveSiteSettings({ websites, locale });
  if (!site) return mode === 'static' ? { notFound: true, revalidate: REVALIDATE_SECONDS } : { notFound: true };

  const allItems = { ...layoutItems(site), ...items(site) };
  return loadPageData({
    mode,
    page,
    items: allItems,
    required: [...LAYOUT_REQUIRED, ...required],
    extra: async () => ({
      ...(extra as E),
      site,
      locale,
      locales: listWebsiteLocales(websites),
      ...(await serverSideTranslations(toLanguageTag(locale), [...new Set(['common', ...namespaces])], i18nConfig)),
    }),
  });
}
