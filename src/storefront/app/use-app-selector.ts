import { useSelector, useStore } from 'react-redux';
import type { AppStore, RootState } from './store';

/** Reads the store, whichever it is yet (shell-store.ts): reading brings no Redux Toolkit. */
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store, whichever it is yet. Code that dispatches on it loads store.ts first (a call's API
 * does), so the store is Redux Toolkit's by then (shell-store.ts).
 */
export const useCurrentStore = useStore.withTypes<AppStore>();
