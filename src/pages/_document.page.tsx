import fs from 'node:fs';
import path from 'node:path';
import { type DocumentProps, Head, Html, Main, NextScript } from 'next/document';
import { DEFAULT_LOCALE, textDirection, toLanguageTag } from '@/shared/locale';
import { APP_CONFIG_ELEMENT_ID, appConfigFromEnv, serialiseAppConfig } from '@/storefront/lib/config';
import { fontPreloadHrefs } from '@/storefront/lib/font-preloads';

let mediaFiles: string[] | undefined;
/** The build's hashed static files (fonts among them), read once per process; none in a development server's first render. */
function builtMediaFiles(): string[] {
  if (!mediaFiles) {
    try {
      mediaFiles = fs.readdirSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'media'));
    } catch {
      return [];
    }
  }
  return mediaFiles;
}

/**
 * `<html lang dir>` from the URL locale (BCP 47 tag; Arabic right to left), no-index outside
 * production, the browser's run-time settings from the server's environment, and a preload of
 * the fonts the locale's first screen is drawn with (docs/page-speed.md, "Fifth round: first paint").
 */
export default function Document(props: DocumentProps) {
  const locale = props.locale ?? props.__NEXT_DATA__.locale ?? DEFAULT_LOCALE;
  const config = appConfigFromEnv();
  const lang = toLanguageTag(locale);
  return (
    <Html lang={lang} dir={textDirection(locale)}>
      <Head>
        {fontPreloadHrefs(lang, builtMediaFiles()).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
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
