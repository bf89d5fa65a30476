import { isLocale, LOCALES } from '@/shared/locale';

/**
 * The services name a page without locale (`/rings`, `/`) because a product or rate belongs to a
 * subsite, not a language: each such path is regenerated in every locale (Next keeps one ISR
 * entry per locale, addressed with the locale prefix, the default one included). A path that
 * already starts with a locale is taken as it is.
 */
export function expandLocalePaths(path: string): string[] {
  const first = path.split('/')[1] ?? '';
  if (isLocale(first)) return [path];
  return LOCALES.map((locale) => (path === '/' ? `/${locale}` : `/${locale}${path}`));
}
