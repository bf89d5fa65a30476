import { plainAction } from './plain-action';

/** docs/requirements/pages.md#mobile-flag and docs/requirements/constants.md#breakpoint: isMobile is true when the window is narrower than 1024 px. */
export const MOBILE_BREAKPOINT_PX = 1024;

export interface DeviceState {
  isMobile: boolean;
}

// Without Redux Toolkit: the shell's own store handles it before RTK loads (shell-store.ts).
export const viewportResized = plainAction<{ width: number }, 'device/viewportResized'>('device/viewportResized');

function deviceReducer(state: DeviceState = { isMobile: false }, action: { type: string }): DeviceState {
  if (!viewportResized.match(action)) return state;
  const isMobile = action.payload.width < MOBILE_BREAKPOINT_PX;
  return isMobile === state.isMobile ? state : { isMobile };
}

export const deviceSlice = { reducerPath: 'device', reducer: deviceReducer } as const;
