import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import { z } from 'zod';
import { AddressBody, AddressIdParams, AddressPatchBody, EmptyAnswer, SavedAddress, UserIdParams } from '@/shared/contracts/account';
import { accountEnvelope } from '@/shared/contracts/envelope';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { accountOk } from '../../../lib/envelope';
import { addAddress, editAddress, listAddresses, removeAddress } from './address-service';

const tags = ['account: addresses'];
const security = [{ bearer: [] }];
const AddressResponse = accountEnvelope(SavedAddress);
const AddressListResponse = accountEnvelope(z.array(SavedAddress));
const EmptyResponse = accountEnvelope(EmptyAnswer);

/** docs/requirements/calls.md#account-profile `users/{id}/address…`: a signed-in user's own address book; another user's id is a 404. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const owner = (request: { user: { id: number } | null; params: { id: number } }) => ({ db: app.db, callerId: request.user?.id ?? 0, userId: request.params.id });
  // Account calls name no site; the storefront sends the page's language as `Accept-Language` for refusals' words.
  const languageOf = (request: { headers: Record<string, string | string[] | undefined> }) => languageOfAcceptLanguage(String(request.headers['accept-language'] ?? ''));

  app.get('/users/:id/address', { schema: { tags, security, summary: 'The saved addresses, default first', params: UserIdParams, response: { 200: AddressListResponse } } }, async (request) =>
    accountOk(await listAddresses(owner(request)), M.addresses),
  );

  for (const [path, source, summary] of [
    ['/users/:id/address', 'book', 'Save an address (the first becomes the default)'],
    ['/users/:id/address/checkout', 'checkout', 'Save an address from the checkout form'],
  ] as const) {
    app.post(path, { schema: { tags, security, summary, params: UserIdParams, body: AddressBody, response: { 201: AddressResponse } } }, async (request, reply) => {
      const address = await addAddress({ ...owner(request), body: request.body, source, languageCode: languageOf(request) });
      return reply.code(201).send(accountOk(address, M.addressAdded, 201));
    });
  }

  app.patch('/users/:id/address/:addressId', { schema: { tags, security, summary: 'Change an address (any fields; isDefault: true makes it the default)', params: AddressIdParams, body: AddressPatchBody, response: { 200: AddressResponse } } }, async (request) =>
    accountOk(await editAddress({ ...owner(request), addressId: request.params.addressId, body: request.body, languageCode: languageOf(request) }), M.addressUpdated),
  );

  app.delete('/users/:id/address/:addressId', { schema: { tags, security, summary: 'Delete an address', params: AddressIdParams, response: { 200: EmptyResponse } } }, async (request) => {
    await removeAddress({ ...owner(request), addressId: request.params.addressId });
    return accountOk(null, M.addressRemoved);
  });
};
