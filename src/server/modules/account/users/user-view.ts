import type { UserDetails } from '@/shared/contracts/account';
import { parseRole } from '@/shared/roles';
import type { UserRow } from './user-repository';

export interface ToUserDetailsOptions {
  user: UserRow;
  phoneVerified: boolean;
}

/** The account's `userDetails` as login, sign-up and the profile answer it. */
export function toUserDetails({ user, phoneVerified }: ToUserDetailsOptions): UserDetails {
  return {
    userID: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    phone: user.phone ?? '',
    role: parseRole(user.role),
    phoneVerified,
    subsiteID: user.subsiteId,
  };
}
