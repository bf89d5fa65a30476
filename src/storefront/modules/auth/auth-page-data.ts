import type { RenderMode } from '@/storefront/lib/page-data';
import { loadStorePage } from '@/storefront/lib/store-page-data';

export interface LoadAuthPageOptions {
  mode: RenderMode;
  locale: string | undefined;
  page: 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password';
}

/** Sign-in, sign-up and password pages: the layout and the `auth` texts; the forms run in the browser. */
export function loadAuthPage({ mode, locale, page }: LoadAuthPageOptions) {
  return loadStorePage({ mode, page, locale, namespaces: ['auth', 'account'], items: () => ({}), required: [] });
}
