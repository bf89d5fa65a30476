import type { ContentPageSlug } from '@/shared/content-pages';
import { ContentPages, ProductCartSettings } from '@/shared/contracts/content';
import type { SiteSettings } from '@/shared/site-settings';
import { PageNotFoundError, type RenderMode } from '@/storefront/lib/page-data';
import { getContent } from '@/storefront/lib/server-api';
import { loadStorePage } from '@/storefront/lib/store-page-data';

/** One page of the editors' `pages` content key; a locale without it is a 404, not an empty page. */
async function loadPage(site: SiteSettings, slug: ContentPageSlug) {
  const { pages } = await getContent({ kind: 'pages', schema: ContentPages, site });
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) throw new PageNotFoundError(`Content page "${slug}"`);
  return page;
}

export interface LoadContentPageOptions {
  mode: RenderMode;
  locale: string | undefined;
  slug: ContentPageSlug;
}

/**
 * About, Contact, Privacy, Terms, Shipping and Returns (docs/content-pages.md): the page from the
 * `pages` key and the cart settings its `{placeholders}` are filled from, regenerated like the
 * other content pages (ISR, docs/requirements/pages.md#page-data).
 */
export function loadContentPage({ mode, locale, slug }: LoadContentPageOptions) {
  return loadStorePage({
    mode,
    page: `content:${slug}`,
    locale,
    namespaces: ['pages'],
    items: (site) => ({
      contentPage: () => loadPage(site, slug),
      productCartSettings: () => getContent({ kind: 'productCartSettings', schema: ProductCartSettings, site }),
    }),
    required: ['contentPage', 'productCartSettings'],
  });
}
