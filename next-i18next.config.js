/**
 * The i18next-facing configuration, for tools that look for this file (the storefront itself
 * passes `src/storefront/lib/i18n-config.ts` to next-i18next in code). Locales are BCP 47 tags,
 * the image of the URL locales `in-en`, `in-hi`, `ae-en`, `ae-ar` under toLanguageTag();
 * tests/storefront/lib/i18n-config.test.ts keeps the two files equal.
 */
const config = {
  i18n: {
    defaultLocale: 'en-IN',
    locales: ['en-IN', 'hi-IN', 'en-AE', 'ar-AE'],
  },
  defaultNS: 'common',
  localePath: './public/locales',
  fallbackLng: false,
  serializeConfig: false,
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
};

export default config;
