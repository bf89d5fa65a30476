import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/storefront/modules/seo/robots';
import { siteOrigin } from '@/storefront/modules/seo/seo-urls';

/** `/robots.txt`, written by the loader: the page itself never renders. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt({ appEnv: process.env.APP_ENV, origin: siteOrigin() }));
  return { props: {} };
};

export default function RobotsTxt() {
  return null;
}
