import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAccount, AdminAccountPage, AdminAccountQuery, AdminUserParams, NewStaffBody, RoleBody, type NewStaffBody as NewStaff } from '@/shared/contracts/admin-people';
import { commerceEnvelope } from '@/shared/contracts/envelope';
import type { Role } from '@/shared/roles';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { commerceOk } from '../../../lib/envelope';
import { requireAdmin, type AuthUser } from '../../../plugins/auth';
import { adminRoute } from '../../../plugins/admin-route';
import { hashPassword } from '../../account/auth/password-auth';
import { countUsersWithRole, insertStaffUser, lockUserRow, searchUsers, setUserRole } from '../../account/users/user-repository';
import { actorOf, recordAudit } from '../audit';
import { accountOnWire } from './account-view';

const BACK_OFFICE: Role[] = ['staff', 'editor', 'admin'];

/** `POST /admin/people`: a back-office account; 409 when the e-mail is taken. */
export async function createStaffAccount({ db, admin, body }: { db: Database; admin: AuthUser; body: NewStaff }) {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const row = await insertStaffUser(tx, { firstName: body.firstName, lastName: body.lastName, email: body.email, passwordHash, role: body.role });
    if (!row) throw new AppError('CONFLICT', `email: ${body.email} already has an account`);
    await recordAudit(tx, actorOf(admin), { action: 'user.create', entityType: 'user', entityId: row.id, after: { email: row.email, role: row.role } });
    return accountOnWire(row);
  });
}

/** `PUT /admin/people/{userID}/role`: an admin never changes their own role, and the last admin stays one. */
export async function changeRole({ db, admin, userId, role }: { db: Database; admin: AuthUser; userId: number; role: Role }) {
  return db.transaction(async (tx) => {
    if (userId === admin.id) throw new AppError('CONFLICT', 'role: you cannot change your own role');
    const before = await lockUserRow(tx, userId);
    if (!before) throw notFound(`User ${userId}`);
    if (before.role === 'admin' && role !== 'admin' && (await countUsersWithRole(tx, 'admin')) <= 1) throw new AppError('CONFLICT', 'role: the last administrator stays one');
    const row = await setUserRole(tx, userId, role);
    await recordAudit(tx, actorOf(admin), { action: 'user.role', entityType: 'user', entityId: userId, before: { role: before.role }, after: { role } });
    return accountOnWire(row);
  });
}


const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/people',
    adminRoute(requireAdmin, { summary: 'Back-office accounts (staff, editors, admins), searchable (admins only)', querystring: AdminAccountQuery, response: { 200: commerceEnvelope(AdminAccountPage) } }),
    async (request) => {
      const { limitFrom, limitTo, searchKey } = request.query;
      const { rows, total } = await searchUsers(app.db, { search: searchKey, roles: BACK_OFFICE, limit: limitTo - limitFrom, offset: limitFrom });
      return commerceOk({ items: rows.map(accountOnWire), total, limitFrom, limitTo });
    },
  );
  app.post(
    '/admin/people',
    adminRoute(requireAdmin, { summary: 'Create a staff, editor or admin account (admins only)', body: NewStaffBody, response: { 200: commerceEnvelope(AdminAccount) } }),
    async (request) => commerceOk(await createStaffAccount({ db: app.db, admin: request.user!, body: request.body }), 'Account created'),
  );
  app.put(
    '/admin/people/:userID/role',
    adminRoute(requireAdmin, { summary: "Change an account's role; `customer` takes the back office away at once (admins only)", params: AdminUserParams, body: RoleBody, response: { 200: commerceEnvelope(AdminAccount) } }),
    async (request) => commerceOk(await changeRole({ db: app.db, admin: request.user!, userId: request.params.userID, role: request.body.role }), 'Role changed'),
  );
};

/** People: back-office accounts and their roles (admins only), every change audited. */
export async function peopleModule(app: FastifyInstance) {
  await app.register(peopleRoutes);
}
