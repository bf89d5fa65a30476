import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { UpdateProfileBody, UserDetails, UserIdParams } from '@/shared/contracts/account';
import { accountEnvelope } from '@/shared/contracts/envelope';
import { accountOk } from '../../../lib/envelope';
import { getUserDetails, updateProfile } from '../users/user-service';

const tags = ['account: profile'];
const security = [{ bearer: [] }];
const UserResponse = accountEnvelope(UserDetails);

/** SPEC §7 `PATCH user` and `GET user/details/{id}`: the signed-in user's own profile. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);

  app.patch('/user', { schema: { tags, security, summary: 'Change names, e-mail or phone (a taken e-mail or phone is a 409)', body: UpdateProfileBody, response: { 200: UserResponse } } }, async (request) =>
    accountOk(await updateProfile({ db: app.db, userId: request.user?.id ?? 0, changes: request.body }), M.profileUpdated),
  );

  app.get('/user/details/:id', { schema: { tags, security, summary: "The signed-in user's details (another id is a 404)", params: UserIdParams, response: { 200: UserResponse } } }, async (request) =>
    accountOk(await getUserDetails({ db: app.db, callerId: request.user?.id ?? 0, userId: request.params.id }), M.userDetails),
  );
};
