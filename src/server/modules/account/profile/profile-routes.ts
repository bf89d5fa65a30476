import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { ContactVerifyBody, ProfileAnswer, UpdateProfileBody, UserDetails, UserIdParams } from '@/shared/contracts/account';
import { accountEnvelope } from '@/shared/contracts/envelope';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { accountOk } from '../../../lib/envelope';
import { addressLimitKey } from '../auth/auth-routes';
import { getUserDetails } from '../users/user-service';
import { confirmContactChange, editProfile, type ProfileContext } from './contact-change';

const tags = ['account: profile'];
const security = [{ bearer: [] }];
const UserResponse = accountEnvelope(UserDetails);

/** docs/requirements/calls.md#account-profile `PATCH user` and `GET user/details/{id}`: the signed-in user's own profile; `user/contact-verify` finishes a new e-mail or phone. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const contextOf = (request: FastifyRequest): ProfileContext => ({
    db: app.db,
    notify: app.notify,
    secret: app.env.TOKEN_SECRET,
    ip: addressLimitKey(request.ip, app.env.APP_ENV),
    languageCode: languageOfAcceptLanguage(request.headers['accept-language']),
    userId: request.user?.id ?? 0,
    sessionId: request.user?.sessionId ?? '',
  });

  app.patch(
    '/user',
    {
      schema: {
        tags,
        security,
        summary: 'Change names at once; a new e-mail or phone gets a code and waits for user/contact-verify',
        description: 'A new e-mail or phone is not applied: a 6-digit code goes to it, the old one is told, and `pendingContact` says what waits for `POST user/contact-verify`. A taken e-mail or phone is a 409; a second code within 60 s is a 429.',
        body: UpdateProfileBody,
        response: { 200: accountEnvelope(ProfileAnswer) },
      },
    },
    async (request) => {
      const answer = await editProfile({ context: contextOf(request), changes: request.body });
      return accountOk(answer, answer.pendingContact ? M.profileContactPending : M.profileUpdated);
    },
  );

  app.post(
    '/user/contact-verify',
    {
      schema: {
        tags,
        security,
        summary: 'Apply a new e-mail or phone with the code sent to it; ends the account’s other sessions',
        description: 'Body: the new `email` or the new `phone` (the one the code went to) and `otp`. A wrong, expired or spent code, or one another account asked for, is a 400 (never a 401: the caller is signed in).',
        body: ContactVerifyBody,
        response: { 200: UserResponse },
      },
    },
    async (request) => {
      const { email, phone, otp } = request.body;
      const change = email !== undefined ? { kind: 'email' as const, value: email } : { kind: 'phone' as const, value: phone ?? '' };
      return accountOk(await confirmContactChange({ context: contextOf(request), ...change, otp }), M.contactChanged);
    },
  );

  app.get('/user/details/:id', { schema: { tags, security, summary: "The signed-in user's details (another id is a 404)", params: UserIdParams, response: { 200: UserResponse } } }, async (request) =>
    accountOk(await getUserDetails({ db: app.db, callerId: request.user?.id ?? 0, userId: request.params.id }), M.userDetails),
  );
};
