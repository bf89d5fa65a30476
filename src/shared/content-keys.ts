/**
 * The cached content keys of docs/requirements/constants.md#content-keys, templated by website code, store code and language.
 * `GET /api/redis/{key}` accepts exactly these; the storefront builds them with contentKey().
 */
export const CONTENT_KINDS = [
  'widget',
  'homeBanners',
  'menuBanners',
  'block',
  'menu',
  'metalPrice',
  'adBanners',
  'countries',
  'stores',
  'siteSettings',
  'productCartSettings',
  'websiteStores',
  'pages',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Kinds whose content does not depend on the language (one value per website and store). */
const LANGUAGE_FREE: ReadonlySet<ContentKind> = new Set(['metalPrice', 'productCartSettings']);

export interface ContentKeyOptions {
  kind: ContentKind;
  websiteCode?: string;
  storeCode?: string;
  language?: string;
}

/**
 * `menu_SLV_in_en`, `metalPrice_SLV_in`, `websiteStores`. The website-store list is global:
 * it is what the other keys are derived from.
 */
export function contentKey({ kind, websiteCode, storeCode, language }: ContentKeyOptions): string {
  if (kind === 'websiteStores') return kind;
  if (!websiteCode || !storeCode) throw new Error(`Content key "${kind}" needs a website and store code`);
  const parts = [kind, websiteCode.toUpperCase(), storeCode.toLowerCase()];
  if (!LANGUAGE_FREE.has(kind)) {
    if (!language) throw new Error(`Content key "${kind}" needs a language`);
    parts.push(language.toLowerCase());
  }
  return parts.join('_');
}

export interface ParsedContentKey {
  kind: ContentKind;
  websiteCode?: string;
  storeCode?: string;
  language?: string;
}

/** The inverse of contentKey(); null for anything that is not a known key. */
export function parseContentKey(key: string): ParsedContentKey | null {
  if (key === 'websiteStores') return { kind: 'websiteStores' };
  const [kind, websiteCode, storeCode, language, ...rest] = key.split('_');
  if (rest.length > 0 || !kind || !(CONTENT_KINDS as readonly string[]).includes(kind)) return null;
  const typed = kind as ContentKind;
  if (typed === 'websiteStores' || !websiteCode || !storeCode) return null;
  if (!/^[A-Z0-9]{2,10}$/.test(websiteCode) || !/^[a-z]{2,3}$/.test(storeCode)) return null;
  if (LANGUAGE_FREE.has(typed)) return language === undefined ? { kind: typed, websiteCode, storeCode } : null;
  if (!language || !/^[a-z]{2,3}$/.test(language)) return null;
  return { kind: typed, websiteCode, storeCode, language };
}
