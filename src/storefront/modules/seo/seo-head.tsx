import Head from 'next/head';
import { useRouter } from 'next/router';
import { canonicalPath, listAlternates, localisedPath, siteOrigin } from './seo-urls';

export interface SeoHeadProps {
  locale: string;
  locales: readonly string[];
}

/** `<link rel="canonical">` and one `hreflang` alternate per locale (+ x-default) for this page. */
export function SeoHead({ locale, locales }: SeoHeadProps) {
  const router = useRouter();
  const origin = siteOrigin();
  const path = canonicalPath(router.asPath);
  return (
    <Head>
      <link rel="canonical" href={`${origin}${localisedPath(locale, path)}`} key="canonical" />
      {listAlternates({ origin, path, locales }).map((alternate) => (
        <link rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} key={`alternate-${alternate.hrefLang}`} />
      ))}
    </Head>
  );
}
