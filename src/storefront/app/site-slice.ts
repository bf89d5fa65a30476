import type { SiteSettings } from '@/shared/site-settings';
import { plainAction } from './plain-action';

/** The current locale's derived site settings (docs/requirements/entities.md#site-settings), set from page props on every page. */
export interface SiteState {
  settings: SiteSettings | null;
  locale: string | null;
}

const initialSiteState: SiteState = { settings: null, locale: null };

// Without Redux Toolkit: the shell's own store handles it before RTK loads (shell-store.ts).
export const siteChanged = plainAction<{ settings: SiteSettings; locale: string }, 'site/siteChanged'>('site/siteChanged');

function siteReducer(state: SiteState = initialSiteState, action: { type: string }): SiteState {
  return siteChanged.match(action) ? { settings: action.payload.settings, locale: action.payload.locale } : state;
}

export const siteSlice = { reducerPath: 'site', reducer: siteReducer } as const;
