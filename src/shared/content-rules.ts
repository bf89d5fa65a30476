import { CONTENT_PAGE_PATHS } from './content-pages';
import type { ContentKind } from './content-keys';

/**
 * The editors' rules beyond each kind's schema (docs/content-editing.md#validation), shared by the
 * services and the mocks so both refuse the same things with the same words. Every failure names
 * the field by its path in the payload (`banners[0].image`).
 */

/** The content kinds editors may change (the rest are built from other owners' data). */
export const EDITABLE_KINDS = ['homeBanners', 'menuBanners', 'adBanners', 'widget', 'block', 'menu', 'siteSettings', 'productCartSettings', 'stores', 'pages'] as const satisfies readonly ContentKind[];
export type EditableKind = (typeof EDITABLE_KINDS)[number];
export const isEditableKind = (kind: string): kind is EditableKind => (EDITABLE_KINDS as readonly string[]).includes(kind);

export const EDITABLE_KIND_LABELS: Record<EditableKind, string> = {
  homeBanners: 'Home hero banners',
  menuBanners: 'Menu banners',
  adBanners: 'Ad banners',
  widget: 'Home product widget',
  block: 'Blocks (promises, footer)',
  menu: 'Menu',
  siteSettings: 'Site settings texts',
  productCartSettings: 'Product and cart settings',
  stores: 'Stores',
  pages: 'Content pages',
};

/**
 * How many characters each text field holds in its layout: the hero's title wraps to two lines at
 * 390 px beyond 60, a button label to two lines beyond 24, a menu label pushes the bar beyond 30.
 */
export const TEXT_LIMITS: Record<string, number> = {
  title: 60,
  subtitle: 140,
  cta: 24,
  imageAlt: 120,
  label: 30,
  text: 160,
  tagline: 80,
  storeName: 40,
  heading: 80,
  summary: 200,
};
/** Any other text (paragraphs, addresses, about). */
export const DEFAULT_TEXT_LIMIT = 2000;

/** Storefront pages that exist in every locale besides categories, products and content pages. */
export const FIXED_PATHS: readonly string[] = [
  '/', '/stores', '/metal-rates', '/search', '/cart', '/wishlist', '/sign-in', '/sign-up', '/forgot-password', '/checkout', '/write-review',
  '/dashboard/profile', '/dashboard/addresses', '/dashboard/order-listing', '/dashboard/return-request', '/dashboard/reviews', '/dashboard/store-credit',
  ...Object.values(CONTENT_PAGE_PATHS),
];

/** A field whose value is a link to a storefront page. */
const LINK_FIELDS = new Set(['href']);
/** A field whose value is an image of the store. */
const IMAGE_FIELDS = new Set(['image']);
/** Kinds whose banners must each carry an image. */
const NEEDS_IMAGE = new Set<ContentKind>(['homeBanners', 'menuBanners', 'adBanners']);

/** Every internal link path (`linkPath`) of a payload, so a caller can look them up before checking. */
export function listLinkPaths(payload: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, key));
    if (value && typeof value === 'object') return Object.entries(value).forEach(([name, child]) => visit(child, name));
    if (typeof value === 'string' && LINK_FIELDS.has(key) && value.startsWith('/') && !value.startsWith('//')) found.add(linkPath(value));
  };
  visit(payload, '');
  return [...found];
}

export interface FieldProblem {
  field: string;
  message: string;
}

export interface ContentRulesContext {
  /** Public paths of the store's images (`/images/banners/x.svg`, uploaded `/content-images/<id>.webp`). */
  images: ReadonlySet<string>;
  /** Whether a path without locale and query (`/rings`) is a page of the store. */
  pageExists: (path: string) => boolean;
}

/** `/rings?metal=gold#x` → `/rings`; lower case, no trailing slash. */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

const RETURN_WORDS = /return|वापसी|لإرجاع|إرجاع|استرجاع/i;
const LITERAL_DAYS = /\d+\s*-?\s*(day|days|दिन|يوم|أيام)/i;

function checkText(field: string, key: string, value: string, problems: FieldProblem[]) {
  const limit = TEXT_LIMITS[key] ?? DEFAULT_TEXT_LIMIT;
  if ([...value].length > limit) problems.push({ field, message: `${field} is ${[...value].length} characters; the layout holds at most ${limit}` });
  if (RETURN_WORDS.test(value) && LITERAL_DAYS.test(value)) {
    problems.push({ field, message: `${field} states a number of days for returns: write {returnWindowDays}, which the settings fill in` });
  }
}

function walk(value: unknown, field: string, key: string, context: ContentRulesContext, problems: FieldProblem[]) {
  if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${field}[${index}]`, key, context, problems));
  if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) walk(child, field ? `${field}.${name}` : name, name, context, problems);
    return;
  }
  if (typeof value !== 'string') return;
  if (LINK_FIELDS.has(key)) {
    if (!value.startsWith('/') || value.startsWith('//')) problems.push({ field, message: `${field} must be a path of this store starting with / (e.g. /rings)` });
    else if (!context.pageExists(linkPath(value))) problems.push({ field, message: `${field} links to ${linkPath(value)}, a page that does not exist` });
    return;
  }
  if (IMAGE_FIELDS.has(key)) {
    if (value !== '' && !context.images.has(value)) problems.push({ field, message: `${field} must be one of the store's images (pick one or upload it first)` });
    return;
  }
  checkText(field, key, value, problems);
}

/** Every rule a payload of `kind` breaks, each naming its field; empty when it may be saved. */
export function checkContentRules(kind: ContentKind, payload: unknown, context: ContentRulesContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (NEEDS_IMAGE.has(kind)) {
    const banners = (payload as { banners?: { image?: string }[] }).banners ?? [];
    banners.forEach((banner, index) => {
      if (!banner.image) problems.push({ field: `banners[${index}].image`, message: `banners[${index}].image is required: every banner needs an image` });
    });
    const ids = banners.map((banner) => (banner as { id?: string }).id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) problems.push({ field: `banners[${index}].id`, message: `banners[${index}].id "${id}" is used twice` });
    });
  }
  if (kind === 'pages') checkPageSlugs(payload, problems);
  walk(payload, '', '', context, problems);
  return problems;
}

/** Each content page once, and only the pages the storefront has a path for (CONTENT_PAGE_PATHS). */
function checkPageSlugs(payload: unknown, problems: FieldProblem[]) {
  const slugs = ((payload as { pages?: { slug?: string }[] }).pages ?? []).map((page) => page.slug ?? '');
  slugs.forEach((slug, index) => {
    const field = `pages[${index}].slug`;
    if (!(slug in CONTENT_PAGE_PATHS)) problems.push({ field, message: `${field} "${slug}" is not a page of the store: one of ${Object.keys(CONTENT_PAGE_PATHS).join(', ')}` });
    else if (slugs.indexOf(slug) !== index) problems.push({ field, message: `${field} "${slug}" is used twice` });
  });
}
