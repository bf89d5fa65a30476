import { useTranslation } from '@/storefront/lib/i18n';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { SeoHead } from '@/storefront/modules/seo/seo-head';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import { useShellSlots } from './shell-slots';

export interface StorePageShellProps {
  page: StorePageProps;
  /** The page's own title; the store name is appended. */
  title?: string;
  description?: string;
  children: ReactNode;
}

/** Every complete page: site context, header (menu, search, locale, counts), main, footer; the header and footer come from the page file (shell-slots.tsx). */
export function StorePage({ page, title, description, children }: StorePageShellProps) {
  const { t } = useTranslation('common');
  const { Header: SiteHeader, Footer: SiteFooter } = useShellSlots();
  const storeName = page.siteSettings.storeName;
  const fullTitle = title ? `${title} | ${storeName}` : `${storeName} | ${page.siteSettings.tagline}`;
  return (
    <SiteProvider site={page.site} locale={page.locale}>
      <Head>
        <title>{fullTitle}</title>
        <meta name="description" content={description ?? page.siteSettings.tagline} />
        <meta property="og:site_name" content={storeName} />
      </Head>
      <SeoHead locale={page.locale} locales={page.locales} />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader storeName={storeName} menu={page.menu} metalPrice={page.metalPrice} locale={page.locale} locales={page.locales} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter block={page.block} storeName={storeName} />
    </SiteProvider>
  );
}
