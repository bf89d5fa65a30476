import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '@/shared/roles';

/**
 * The staff session of the back office, apart from the shopper's (`auth` in the storefront's
 * store): its own slice in the admin store and its own storage key, so signing in to /admin never
 * signs a shopper in or out, and a shopper's tokens never reach an admin call.
 */
export interface StaffUser {
  userID: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export interface StaffSessionState {
  user: StaffUser | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export const initialStaffSession: StaffSessionState = { user: null, accessToken: null, refreshToken: null };

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: initialStaffSession,
  reducers: {
    staffSignedIn(_state, action: PayloadAction<{ user: StaffUser; accessToken: string; refreshToken: string }>) {
      return action.payload;
    },
    staffTokensRefreshed(state, action: PayloadAction<{ accessToken: string; refreshToken: string }>) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
    },
    staffSignedOut() {
      return initialStaffSession;
    },
  },
});

export const { staffSignedIn, staffTokensRefreshed, staffSignedOut } = staffSessionSlice.actions;

/** Where the staff session is kept in the browser: never the shopper's persisted state. */
export const STAFF_SESSION_KEY = 'aurum:staff-session';

export function loadStaffSession(storage: Pick<Storage, 'getItem'> | null): StaffSessionState {
  try {
    const saved = storage?.getItem(STAFF_SESSION_KEY);
    const parsed = saved ? (JSON.parse(saved) as Partial<StaffSessionState>) : null;
    if (parsed?.user && typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string') {
      return { user: parsed.user, accessToken: parsed.accessToken, refreshToken: parsed.refreshToken };
    }
  } catch {
    // Unreadable: signed out.
  }
  return initialStaffSession;
}

export function saveStaffSession(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, session: StaffSessionState): void {
  try {
    if (session.user) storage?.setItem(STAFF_SESSION_KEY, JSON.stringify(session));
    else storage?.removeItem(STAFF_SESSION_KEY);
  } catch {
    // Storage disabled: the session lasts for this page.
  }
}
