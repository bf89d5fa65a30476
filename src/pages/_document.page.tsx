import { type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { DEFAULT_LOCALE, textDirection, toLanguageTag } from '@/shared/locale';
import { APP_CONFIG_ELEMENT_ID, appConfigFromEnv, serialiseAppConfig } from '@/storefront/lib/config';

/**
 * `<html lang dir>` from the URL locale (BCP 47 tag; Arabic right to left), no-index outside
 * production, and the browser's run-time settings from the server's environment.
 */
export default function Document(props: DocumentProps) {
  const locale = props.locale ?? props.__NEXT_DATA__.locale ?? DEFAULT_LOCALE;
  const config = appConfigFromEnv();
  return (
    <Html lang={toLanguageTag(locale)} dir={textDirection(locale)}>
      <Head>
        {config.appEnv !== 'production' ? <meta name="robots" content="noindex,nofollow" /> : null}
        <meta name="theme-color" content="#6e1f31" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        <script id={APP_CONFIG_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: serialiseAppConfig(config) }} />
        <NextScript />
      </body>
    </Html>
  );
}
