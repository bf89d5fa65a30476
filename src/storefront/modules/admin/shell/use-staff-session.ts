import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { hasPermission, isBackOffice, type Permission } from '@/shared/roles';
import { useAdminDispatch, useAdminSelector } from '@/storefront/modules/admin/use-admin-store';
import { staffSignedOut } from './staff-session';
import { useStaffLogOutMutation } from './staff-auth-api';

/** The signed-in staff member, what they may do, and sign-out (which ends the session on the server too). */
export function useStaffSession() {
  const session = useAdminSelector((state) => state.staffSession);
  const dispatch = useAdminDispatch();
  const router = useRouter();
  const [logOut] = useStaffLogOutMutation();
  const signOut = useCallback(async () => {
    await logOut({ refreshToken: session.refreshToken }).catch(() => undefined);
    dispatch(staffSignedOut());
    await router.push('/admin/sign-in');
  }, [dispatch, logOut, router, session.refreshToken]);
  const can = useCallback((permission: Permission) => Boolean(session.user && hasPermission(session.user.role, permission)), [session.user]);
  return { user: session.user, signedIn: Boolean(session.user && session.accessToken && isBackOffice(session.user.role)), can, signOut };
}
