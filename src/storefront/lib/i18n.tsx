import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import { createTranslator, type Resources, type TFunction } from './translate';

export type { TFunction } from './translate';

/**
 * Translations in components (docs/page-speed.md, "i18n without i18next in the browser").
 * Pages get their namespaces from next-i18next's serverSideTranslations on the server
 * (`pageProps._nextI18Next`); the browser reads them with the small lookup in translate.ts instead
 * of shipping i18next, react-i18next and next-i18next's client (about 18 kB gzipped on every page).
 * `useTranslation` keeps react-i18next's shape: `{ t, i18n: { language } }`.
 */
export interface TranslationState {
  /** The BCP 47 tag of the texts (`en-IN`, `ar-AE`). */
  language: string;
  /** Namespace → texts, for that language. */
  resources: Resources;
}

const TranslationContext = createContext<TranslationState>({ language: 'en-IN', resources: {} });

export function TranslationProvider({ value, children }: { value: TranslationState; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: { language: string } } {
  const { language, resources } = useContext(TranslationContext);
  const key = typeof namespaces === 'string' ? namespaces : namespaces.join(',');
  return useMemo(() => {
    const list = key.split(',');
    return { t: createTranslator(language, resources, list), i18n: { language } };
  }, [language, resources, key]);
}

/** What serverSideTranslations puts in page props. */
export interface PageTranslations {
  initialLocale?: string;
  initialI18nStore?: Record<string, Resources>;
}

/**
 * The texts of the current page, merged with those earlier pages of this visit brought in the same
 * language (as next-i18next did: a namespace once loaded stays, so a page without its own
 * translations, such as the 404, still reads the layout's).
 */
export function usePageTranslations(page: PageTranslations | undefined, fallbackLanguage: string): TranslationState {
  const seen = useRef<Record<string, Resources>>({});
  const language = page?.initialLocale ?? fallbackLanguage;
  const incoming = page?.initialI18nStore?.[language];
  return useMemo(() => {
    const merged = { ...seen.current[language], ...incoming };
    seen.current[language] = merged;
    return { language, resources: merged };
  }, [language, incoming]);
}
