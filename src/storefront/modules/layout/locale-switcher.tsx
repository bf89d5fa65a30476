import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { splitLocale, toLanguageTag } from '@/shared/locale';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { localisedPath } from '@/storefront/modules/seo/seo-urls';
import styles from './locale-switcher.module.css';

/** Language names in their own language: a shopper looks for the one they read. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', hi: 'हिन्दी', ar: 'العربية' };

/**
 * Country (subsite) and language, listed from the website's subsites; keeps the current path and query.
 * Each choice is a plain link, a full navigation: the other locale's page arrives whole from the
 * server (`<html lang dir>`, currency, offers, stock, prices, upsell), exactly as a direct load
 * gives it, never the current page's client state re-rendered in another language.
 */
export function LocaleSwitcher({ locale, locales }: { locale: string; locales: string[] }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const details = useRef<HTMLDetailsElement>(null);
  const current = splitLocale(locale);
  // A statically rendered page knows no query string, so the first render links the bare path
  // (the same on server and client: no hydration mismatch); once the router is ready the
  // links keep the query too, so switching language on /order-confirmation?orderID=… keeps it.
  const [href, setHref] = useState(() => router.asPath.split(/[?#]/)[0] ?? '/');
  useEffect(() => {
    if (router.isReady) setHref(router.asPath);
  }, [router.isReady, router.asPath]);

  useEffect(() => {
    const close = () => details.current?.removeAttribute('open');
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const bySubsite = new Map<string, string[]>();
  for (const code of locales) {
    const { subsite } = splitLocale(code);
    bySubsite.set(subsite, [...(bySubsite.get(subsite) ?? []), code]);
  }

  return (
    <details className={styles.switcher} ref={details}>
      <summary className={styles.summary} aria-label={t('locale.label')}>
        <Icon name="globe" size={20} />
        <span className={styles.code}>
          {current.subsite.toUpperCase()} · {LANGUAGE_NAMES[current.language] ?? current.language}
        </span>
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </summary>
      <div className={styles.panel}>
        <p className={styles.heading}>{t('locale.label')}</p>
        {[...bySubsite].map(([subsite, codes]) => (
          <div key={subsite} className={styles.country}>
            <p className={styles.countryName}>{t(`locale.country.${subsite}`, { defaultValue: subsite.toUpperCase() })}</p>
            <ul className={styles.languages}>
              {codes.map((code) => {
                const { language } = splitLocale(code);
                const active = code === locale;
                return (
                  <li key={code}>
                    <a
                      href={localisedPath(code, href)}
                      hrefLang={toLanguageTag(code)}
                      lang={toLanguageTag(code)}
                      className={active ? `${styles.language} ${styles.active}` : styles.language}
                      aria-current={active ? 'true' : undefined}
                    >
                      {LANGUAGE_NAMES[language] ?? language}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
