import { CONTENT_PAGE_PATHS } from './content-pages';
import { FIXED_PATHS, type EditableKind } from './content-rules';

/**
 * Which pages show each editable kind (without locale): what a publish regenerates in the affected
 * locales (docs/content-editing.md#after-a-publish). Shared by the services and the mocks.
 * `rewritePaths` (categories and products) is asked for only by kinds shown on every page.
 */
export async function pagesShowingKind(kind: EditableKind, rewritePaths: () => Promise<string[]> | string[]): Promise<string[]> {
  switch (kind) {
    case 'homeBanners':
    case 'widget':
      return ['/'];
    case 'productCartSettings':
      return ['/', '/cart', ...Object.values(CONTENT_PAGE_PATHS)];
    case 'pages':
      return Object.values(CONTENT_PAGE_PATHS);
    case 'stores':
      return ['/stores'];
    case 'menu':
    case 'block':
    case 'siteSettings':
      // The header and footer: every page of the store.
      return [...FIXED_PATHS.filter((path) => !path.startsWith('/dashboard')), ...(await rewritePaths())];
    case 'menuBanners':
    case 'adBanners':
      // Served to the storefront but shown on no page yet: nothing to regenerate.
      return [];
  }
}

/** The pages to regenerate for published keys: each page in each of its store's affected languages (`/in-hi/rings`). */
export function localisedPaths(storeCode: string, languages: string[], pages: string[]): string[] {
  return languages.flatMap((language) => pages.map((page) => `/${storeCode}-${language}${page === '/' ? '' : page}`));
}
