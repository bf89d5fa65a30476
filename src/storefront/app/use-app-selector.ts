import { useSelector } from 'react-redux';
import type { RootState } from './store';

/** Reads the store, whichever it is yet (shell-store.ts): reading brings no Redux Toolkit. */
export const useAppSelector = useSelector.withTypes<RootState>();
