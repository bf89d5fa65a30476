import { CONTENT_PAGE_PATHS, type ContentPageSlug } from '@/shared/content-pages';
import { Categories, ProductPage } from '@/shared/contracts/catalogue';
import { ContentPages, WebsiteStores } from '@/shared/contracts/content';
import { deriveSiteSettings, listWebsiteLocales, type SiteSettings } from '@/shared/site-settings';
import { getCommerce, getContent, ServiceNotFoundError } from '@/storefront/lib/server-api';
import { localisedPath } from './seo-urls';

/** The services' largest page size: a subsite's catalogue is read in pages of this many. */
const PRODUCTS_PER_READ = 60;
/** A sitemap may list 50,000 URLs; stop reading well before (and never loop forever). */
const MAX_READS = 200;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export const LOCALE_SITEMAP_PATH = '/sitemap-pages.xml';

/** The locales of the default website, each with its own sitemap. */
export async function listSitemapUrls({ origin }: { origin: string }): Promise<string[]> {
  const websites = await getContent({ kind: 'websiteStores', schema: WebsiteStores });
  return listWebsiteLocales(websites).map((locale) => `${origin}${localisedPath(locale, LOCALE_SITEMAP_PATH)}`);
}

/**
 * The content pages published in the locale (docs/content-editing.md#preview): read as shoppers see
 * them, never a draft, so a page an editor is still writing is not announced to search engines, and
 * a page the locale does not have (a 404) is not listed.
 */
async function publishedContentPaths(site: SiteSettings): Promise<string[]> {
  try {
    const { pages } = await getContent({ kind: 'pages', schema: ContentPages, site, publishedOnly: true });
    return pages.filter((page) => page.slug in CONTENT_PAGE_PATHS).map((page) => CONTENT_PAGE_PATHS[page.slug as ContentPageSlug]);
  } catch (error) {
    if (error instanceof ServiceNotFoundError) return [];
    throw error;
  }
}

/** Home, the static and published content pages, every category and every product the locale's subsite sells. */
export async function listLocaleUrls({ origin, locale }: { origin: string; locale: string }): Promise<string[] | null> {
  const websites = await getContent({ kind: 'websiteStores', schema: WebsiteStores });
  const site = deriveSiteSettings({ websites, locale });
  if (!site) return null;
  const paths = ['/', '/metal-rates', '/stores', ...(await publishedContentPaths(site))];
  const categories = await getCommerce({ path: 'api/categories/', schema: Categories, site });
  paths.push(...categories.filter((category) => category.productCount > 0).map((category) => `/${category.slug}`));
  for (let page = 1; page <= MAX_READS; page += 1) {
    const products = await getCommerce({ path: 'api/products/', params: { page, pageSize: PRODUCTS_PER_READ, sort: 'newest' }, schema: ProductPage, site });
    paths.push(...products.items.map((product) => `/${product.slug}`));
    if (page * products.pageSize >= products.total || products.items.length === 0) break;
  }
  return paths.map((path) => `${origin}${localisedPath(locale, path)}`);
}
