import { http } from 'msw';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M } from '@/shared/account-messages';
import * as c from '@/shared/contracts/account';
import { pinStateRefusal } from '@/shared/india-states';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { details, findUserByUsername, userOfBearer } from '../lib/account-session';
import { accountOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { accounts, nextNumber, saveAccounts } from '../state/account-store';

type Info = Parameters<Parameters<typeof withEnvelope>[1]>[0];

/**
 * The signed-in caller, and the `{id}` of the path only if it is theirs (another user's id is a
 * 404). As in the services, params and body are validated before the token is looked at.
 */
function ownerOf({ request, params }: Info) {
  const { id } = parseInput(c.UserIdParams, { id: params.id }, 'params');
  const { user } = userOfBearer(request) ?? {};
  if (!user || user.userID !== id) throw notFound(`User ${id}`);
  return user;
}

function addressOf(info: Info) {
  const { addressId } = parseInput(c.AddressIdParams, info.params, 'params');
  const user = ownerOf(info);
  const address = accounts().addresses.find((candidate) => candidate.addressID === addressId && candidate.userID === user.userID);
  if (!address) throw notFound(`Address ${addressId}`);
  return { user, address };
}

function makeDefault(userID: number, addressID: number) {
  for (const address of accounts().addresses) if (address.userID === userID) address.isDefault = address.addressID === addressID;
}

const account = (resolver: Parameters<typeof withEnvelope>[1]) => withEnvelope('account', resolver);
const sorted = (userID: number) =>
  accounts()
    .addresses.filter((address) => address.userID === userID)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.addressID - b.addressID);

/** 422 when an Indian address's PIN code is not in its state, in the `Accept-Language` language (as the services). */
function assertPinInState(address: { country?: string | null; state?: string | null; zipcode?: string | null }, request: Request): void {
  const refusal = pinStateRefusal({ country: address.country, state: address.state, zip: address.zipcode }, 'zipcode', languageOfAcceptLanguage(request.headers.get('accept-language')));
  if (refusal) throw new MockHttpError(422, refusal.message, { field: refusal.field });
}

function addAddress(source: 'book' | 'checkout') {
  return account(async (info) => {
    parseInput(c.UserIdParams, { id: info.params.id }, 'params');
    const body = parseInput(c.AddressBody, await jsonBodyOf(info.request), 'body');
    const user = ownerOf(info);
    assertPinInState(body, info.request);
    const isDefault = body.isDefault ?? sorted(user.userID).length === 0;
    const address: c.SavedAddress = {
      addressID: nextNumber(),
      userID: user.userID,
      address2: '',
      state: '',
      province: '',
      latitude: '',
      longitude: '',
      countryId: null,
      stateId: null,
      ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)),
      isDefault,
    } as c.SavedAddress;
    void source;
    accounts().addresses.push(address);
    if (isDefault) makeDefault(user.userID, address.addressID);
    saveAccounts();
    return accountOk(c.SavedAddress, address, { status: 201, message: M.addressAdded });
  });
}

/** SPEC §7 profile and address calls over the mock accounts. */
export const accountProfileHandlers = [
  http.patch(
    anyOrigin('/account/user'),
    account(async ({ request }) => {
      const body = parseInput(c.UpdateProfileBody, await jsonBodyOf(request), 'body');
      const { user } = userOfBearer(request) ?? {};
      if (!user) throw new MockHttpError(401, 'Invalid User');
      const byEmail = body.email ? findUserByUsername(body.email) : undefined;
      if (byEmail && byEmail.userID !== user.userID) throw new MockHttpError(409, M.profileEmailTaken);
      const byPhone = body.phone ? findUserByUsername(body.phone) : undefined;
      if (byPhone && byPhone.userID !== user.userID) throw new MockHttpError(409, M.profilePhoneTaken);
      Object.assign(user, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
      saveAccounts();
      return accountOk(c.UserDetails, details(user), { message: M.profileUpdated });
    }),
  ),
  http.get(anyOrigin('/account/user/details/:id'), account((info) => accountOk(c.UserDetails, details(ownerOf(info)), { message: M.userDetails }))),
  http.get(anyOrigin('/account/users/:id/address'), account((info) => accountOk(z.array(c.SavedAddress), sorted(ownerOf(info).userID), { message: M.addresses }))),
  http.post(anyOrigin('/account/users/:id/address/checkout'), addAddress('checkout')),
  http.post(anyOrigin('/account/users/:id/address'), addAddress('book')),
  http.patch(
    anyOrigin('/account/users/:id/address/:addressId'),
    account(async (info) => {
      parseInput(c.AddressIdParams, info.params, 'params');
      const body = parseInput(c.AddressPatchBody, await jsonBodyOf(info.request), 'body');
      const { user, address } = addressOf(info);
      assertPinInState({ country: body.country ?? address.country, state: body.state ?? address.state, zipcode: body.zipcode ?? address.zipcode }, info.request);
      Object.assign(address, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
      if (body.isDefault) makeDefault(user.userID, address.addressID);
      saveAccounts();
      return accountOk(c.SavedAddress, address, { message: M.addressUpdated });
    }),
  ),
  http.delete(
    anyOrigin('/account/users/:id/address/:addressId'),
    account((info) => {
      const { user, address } = addressOf(info);
      accounts().addresses = accounts().addresses.filter((candidate) => candidate !== address);
      const [next] = sorted(user.userID);
      if (address.isDefault && next) next.isDefault = true;
      saveAccounts();
      return accountOk(c.EmptyAnswer, null, { message: M.addressRemoved });
    }),
  ),
];
