import type { GetServerSideProps } from 'next';
import { listSitemapUrls, sitemapIndexXml } from '@/storefront/modules/seo/sitemap';
import { siteOrigin } from '@/storefront/modules/seo/seo-urls';

/** `/sitemap.xml`: the index of one sitemap per locale (`/<locale>/sitemap-pages.xml`). */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const urls = await listSitemapUrls({ origin: siteOrigin() });
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.end(sitemapIndexXml(urls));
  return { props: {} };
};

export default function SitemapIndex() {
  return null;
}
