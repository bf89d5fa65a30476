import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SiteSettings } from '@/shared/site-settings';

/** The current locale's derived site settings (docs/requirements/entities.md#site-settings), set from page props on every page. */
export interface SiteState {
  settings: SiteSettings | null;
  locale: string | null;
}

export const siteSlice = createSlice({
  name: 'site',
  initialState: { settings: null, locale: null } as SiteState,
  reducers: {
    siteChanged(state, action: PayloadAction<{ settings: SiteSettings; locale: string }>) {
      state.settings = action.payload.settings;
      state.locale = action.payload.locale;
    },
  },
});

export const { siteChanged } = siteSlice.actions;
