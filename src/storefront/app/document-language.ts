import Router from 'next/router';
import { useEffect } from 'react';
import { isLocale, textDirection, toLanguageTag } from '@/shared/locale';

/** `<html lang dir>` for a URL locale: the BCP 47 tag (`ar-AE`, never `ae-ar`) and the writing direction. */
export function applyDocumentLanguage(root: HTMLElement, locale: string): void {
  if (!isLocale(locale)) return;
  const lang = toLanguageTag(locale);
  const dir = textDirection(locale);
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Keeps `<html lang dir>` right after client navigations. The server renders them (`_document`),
 * but Next's router writes the bare URL locale (`in-en`) into `lang` after every client
 * navigation, and also when it fills in a static page's query on hydration (with no event
 * then); so the attribute itself is watched and the language tag written back at once.
 */
export function useDocumentLanguage(locale: string | undefined): void {
  useEffect(() => {
    const root = document.documentElement;
    const apply = () => {
      const current = Router.router?.locale ?? locale;
      if (current) applyDocumentLanguage(root, current);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] });
    Router.events.on('routeChangeComplete', apply);
    return () => {
      observer.disconnect();
      Router.events.off('routeChangeComplete', apply);
    };
  }, [locale]);
}
