import { useDispatch, useStore } from 'react-redux';
// Code that dispatches runs on Redux Toolkit's store: loading it with these hooks makes the page
// start on that store, or hands a shell store over to it (shell-store.ts).
import './store';
import type { AppDispatch, AppStore } from './store';

export { useAppSelector } from './use-app-selector';
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppStore = useStore.withTypes<AppStore>();
