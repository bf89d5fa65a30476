import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** docs/requirements/pages.md#mobile-flag and docs/requirements/constants.md#breakpoint: isMobile is true when the window is narrower than 1024 px. */
export const MOBILE_BREAKPOINT_PX = 1024;

export interface DeviceState {
  isMobile: boolean;
}

export const deviceSlice = createSlice({
  name: 'device',
  initialState: { isMobile: false } as DeviceState,
  reducers: {
    viewportResized(state, action: PayloadAction<{ width: number }>) {
      state.isMobile = action.payload.width < MOBILE_BREAKPOINT_PX;
    },
  },
});

export const { viewportResized } = deviceSlice.actions;
