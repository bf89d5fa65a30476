import type { UserConfig } from 'next-i18next/pages';
import { DEFAULT_LOCALE, LOCALES, toLanguageTag } from '@/shared/locale';

/** One namespace per page or module; a page loads only the ones it renders. */
export const NAMESPACES = ['common', 'home', 'catalogue', 'product', 'cart', 'stores', 'rates', 'account', 'auth', 'checkout', 'wishlist', 'reviews', 'orders', 'returns', 'pages'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The i18next-facing configuration: BCP 47 tags (`hi-IN`), never the URL codes (`in-hi`), which
 * i18next would canonicalise to Indonesian (STACK-NOTES "Locale codes and i18next").
 * `public/locales/<tag>/<ns>.json` holds the texts. It is handed to serverSideTranslations and
 * appWithTranslation directly, so nothing reads a config file at run time (standalone-safe);
 * `next-i18next.config.js` at the root mirrors it for tools, and a unit test keeps them equal.
 */
export const i18nConfig: UserConfig = {
  i18n: {
    defaultLocale: toLanguageTag(DEFAULT_LOCALE),
    locales: LOCALES.map(toLanguageTag),
  },
  defaultNS: 'common',
  localePath: './public/locales',
  // Every locale file carries every key (tested), so no page ships a second language as fallback.
  fallbackLng: false,
  // The config is passed to appWithTranslation in code: no need to serialise it into page props.
  serializeConfig: false,
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};
