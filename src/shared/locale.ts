/**
 * Locales are `subsite-language` codes (`in-en`, `ae-ar`) in URLs. i18next and Intl need real
 * BCP 47 tags (`en-IN`, `ar-AE`): `in` alone would be read as Indonesian. This module is the one
 * place that maps between them.
 */
export const LOCALES = ['in-en', 'in-hi', 'ae-en', 'ae-ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'in-en';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export interface LocaleParts {
  subsite: string;
  language: string;
}

/** Splits `subsite-language` into its two codes; throws on anything else. */
export function splitLocale(locale: string): LocaleParts {
  const match = /^([a-z]{2,3})-([a-z]{2,3})$/i.exec(locale);
  if (!match) throw new Error(`Locale "${locale}" is not of the form subsite-language`);
  return { subsite: match[1]!.toLowerCase(), language: match[2]!.toLowerCase() };
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** `in-hi` → `hi-IN`: the tag i18next, Intl and `<html lang>` understand. */
export function toLanguageTag(locale: string): string {
  const { subsite, language } = splitLocale(locale);
  return `${language}-${subsite.toUpperCase()}`;
}

/** `hi-IN` → `in-hi`, the inverse of toLanguageTag. */
export function fromLanguageTag(tag: string): string {
  const [language, region] = tag.split('-');
  if (!language || !region) throw new Error(`Language tag "${tag}" has no region`);
  return `${region.toLowerCase()}-${language.toLowerCase()}`;
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return isRightToLeft(splitLocale(locale).language) ? 'rtl' : 'ltr';
}

/** True for a language written right to left (`ar`). */
export function isRightToLeft(languageCode: string): boolean {
  return RTL_LANGUAGES.has(languageCode.toLowerCase());
}

/**
 * Words of their own inside a sentence of `languageCode` (a note staff typed in English, a piece's
 * name, a shopper's comment), kept in their own direction: in a right-to-left sentence they are
 * wrapped in Unicode's first-strong isolate, or "Please pack it in its box." shows as ".Please pack
 * it in its box" (docs/shopper-grade.md, "Mixed directions in one line"). Unchanged otherwise.
 */
export function ownWords(text: string, languageCode: string): string {
  return text && isRightToLeft(languageCode) ? `\u2068${text}\u2069` : text;
}

/** `ar-AE,ar;q=0.9,en;q=0.8` → `ar`: the first language an `Accept-Language` header names ('en' without one). */
export function languageOfAcceptLanguage(header: string | null | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return first && /^[a-z]{2,3}$/.test(first) ? first : 'en';
}
