import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { adminApi } from './admin-api';
import { loadStaffSession, saveStaffSession, staffSessionSlice } from './shell/staff-session';

const adminReducer = combineReducers({
  staffSession: staffSessionSlice.reducer,
  [adminApi.reducerPath]: adminApi.reducer,
});

export type AdminState = ReturnType<typeof adminReducer>;

const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The back office's store: the staff session and the admin API cache, nothing of the shopper's. */
export function makeAdminStore(storage: Storage | null = browserStorage()) {
  const store = configureStore({
    reducer: adminReducer,
    preloadedState: { staffSession: loadStaffSession(storage) },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(adminApi.middleware),
  });
  let saved = store.getState().staffSession;
  store.subscribe(() => {
    const session = store.getState().staffSession;
    if (session !== saved) saveStaffSession(storage, (saved = session));
  });
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
