import '@/storefront/lib/zod-csp';
import '@/storefront/styles/latin-fonts.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@/storefront/styles/global.css';
import '@/storefront/styles/toasts.css';
import '@/storefront/styles/arabic-fallback.css';
import '@/storefront/styles/rupee-sign.css';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { DEFAULT_LOCALE, toLanguageTag } from '@/shared/locale';
import { AppShell } from '@/storefront/app/app-shell';
import { type PageTranslations, TranslationProvider, usePageTranslations } from '@/storefront/lib/i18n';
import type { PreviewProps } from '@/storefront/lib/draft-mode';

// Only Draft Mode renders carry `preview`: the bar's code is a chunk of its own, never in a shopper's page.
const PreviewBar = dynamic(() => import('@/storefront/modules/admin/preview/preview-bar'));

export default function StoreApp({ Component, pageProps, router }: AppProps) {
  // The page's texts from serverSideTranslations, read without i18next in the browser (lib/i18n.tsx).
  const translations = usePageTranslations((pageProps as { _nextI18Next?: PageTranslations })._nextI18Next, toLanguageTag(router.locale ?? DEFAULT_LOCALE));
  return (
    <TranslationProvider value={translations}>
      <AppShell pageProps={pageProps} pathname={router.pathname} routerLocale={router.locale}>
        <Head>
          {/* initial-scale=1: a phone shows the page at its own width instead of zooming out to fit. */}
          <meta key="viewport" name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        {(pageProps as { preview?: PreviewProps }).preview && <PreviewBar preview={(pageProps as { preview: PreviewProps }).preview} />}
        <Component {...pageProps} />
      </AppShell>
    </TranslationProvider>
  );
}
