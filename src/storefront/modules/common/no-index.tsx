import Head from 'next/head';
import { getAppConfig } from '@/storefront/lib/config';

/** Checkout and order pages are never indexed; outside production _document already says so for every page. */
export function NoIndex() {
  if (getAppConfig().appEnv !== 'production') return null;
  return (
    <Head>
      <meta name="robots" content="noindex,nofollow" key="robots" />
    </Head>
  );
}
