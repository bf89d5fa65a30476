import type { GetServerSideProps } from 'next';
import { listLocaleUrls, urlSetXml } from '@/storefront/modules/seo/sitemap';
import { siteOrigin } from '@/storefront/modules/seo/seo-urls';

/** `/<locale>/sitemap-pages.xml`: home, categories and products of that locale's subsite. */
export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  const urls = locale ? await listLocaleUrls({ origin: siteOrigin(), locale }) : null;
  if (!urls) return { notFound: true };
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.end(urlSetXml(urls));
  return { props: {} };
};

export default function LocaleSitemap() {
  return null;
}
