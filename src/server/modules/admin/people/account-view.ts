import type { AdminAccount } from '@/shared/contracts/admin-people';
import { parseRole } from '@/shared/roles';
import type { UserRow } from '../../account/users/user-repository';

/** An account row as the back office shows it (never its password hash). */
export const accountOnWire = (row: UserRow): AdminAccount => ({
  userID: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  role: parseRole(row.role),
  createdAt: row.createdAt.toISOString(),
});
