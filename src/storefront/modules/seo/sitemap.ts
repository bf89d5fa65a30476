import { CONTENT_PAGE_PATHS } from '@/shared/content-pages';
import { Categories, ProductPage } from '@/shared/contracts/catalogue';
import { WebsiteStores } from '@/shared/contracts/content';
import { deriveSiteSettings, listWebsiteLocales } from '@/shared/site-settings';
import { getCommerce, getContent } from '@/storefront/lib/server-api';
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

/** Home, the static and content pages, every category and every product the locale's subsite sells. */
export async function listLocaleUrls({ origin, locale }: { origin: string; locale: string }): Promise<string[] | null> {
  const websites = await getContent({ kind: 'websiteStores', schema: WebsiteStores });
  const site = deriveSiteSettings({ websites, locale });
  if (!site) return null;
  const paths = ['/', '/metal-rates', '/stores', ...Object.values(CONTENT_PAGE_PATHS)];
  const categories = await getCommerce({ path: 'api/categories/', schema: Categories, site });
  paths.push(...categories.filter((category) => category.productCount > 0).map((category) => `/${category.slug}`));
  for (let page = 1; page <= MAX_READS; page += 1) {
    const products = await getCommerce({ path: 'api/products/', params: { page, pageSize: PRODUCTS_PER_READ, sort: 'newest' }, schema: ProductPage, site });
    paths.push(...products.items.map((product) => `/${product.slug}`));
    if (page * products.pageSize >= products.total || products.items.length === 0) break;
  }
  return paths.map((path) => `${origin}${localisedPath(locale, path)}`);
}
