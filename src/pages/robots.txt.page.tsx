import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/storefront/modules/seo/robots';
import { serverSettings } from '@/storefront/lib/config';

/** `/robots.txt`, written by the loader: the page itself never renders. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  const { appEnv, siteOrigin } = serverSettings();
  res.end(robotsTxt({ appEnv, origin: siteOrigin }));
  return { props: {} };
};

export default function RobotsTxt() {
  return null;
}
