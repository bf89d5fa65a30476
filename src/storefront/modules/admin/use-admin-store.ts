import { useDispatch, useSelector } from 'react-redux';
import type { AdminDispatch, AdminState } from './admin-store';

/** Typed hooks for the admin store (inside `AdminLayout` / `AdminProviders`). */
export const useAdminDispatch = useDispatch.withTypes<AdminDispatch>();
export const useAdminSelector = useSelector.withTypes<AdminState>();
