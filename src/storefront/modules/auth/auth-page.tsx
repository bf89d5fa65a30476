import { useTranslation } from '@/storefront/lib/i18n';
import Head from 'next/head';
import type { ReactNode } from 'react';
import { getAppConfig } from '@/storefront/lib/config';
import type { StorePageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';

export interface AuthPageProps {
  page: StorePageProps;
  /** A key of the `auth` namespace. */
  titleKey: string;
  children: ReactNode;
}

/** The store layout around an account form; these pages are never indexed, whatever the environment. */
export function AuthPage({ page, titleKey, children }: AuthPageProps) {
  const { t } = useTranslation('auth');
  return (
    <StorePage page={page} title={t(titleKey)}>
      {/* Outside production _document already marks every page no-index. */}
      {getAppConfig().appEnv === 'production' && (
        <Head>
          <meta name="robots" content="noindex,nofollow" key="robots" />
        </Head>
      )}
      {children}
    </StorePage>
  );
}
