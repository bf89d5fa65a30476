import { http } from 'msw';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, cooldownMessage } from '@/shared/account-messages';
import { type ContactKind, contactChangeNotice, contactCodeMessage } from '@/shared/account-notices';
import * as c from '@/shared/contracts/account';
import { pinStateRefusal } from '@/shared/india-states';
import { languageOfAcceptLanguage } from '@/shared/locale';
import { details, findUserByUsername, userOfBearer } from '../lib/account-session';
import { accountOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput } from '../lib/validate';
import { accounts, nextNumber, saveAccounts, sendToOutbox } from '../state/account-store';

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

const CONTACT_KINDS = ['email', 'phone'] as const;

/** The code for a profile's new e-mail or phone: 60 s between codes, a new one replaces the last (as sendOtp). */
function sendContactCode({ kind, value, userID, languageCode }: { kind: ContactKind; value: string; userID: number; languageCode: string }) {
  const purpose = `new-${kind}` as const;
  const key = `${purpose}:${value}`;
  const wait = (accounts().cooldowns[key] ?? 0) - Date.now();
  if (wait > 0) throw new MockHttpError(429, cooldownMessage(Math.ceil(wait / 1000)), { retryAfterSeconds: Math.ceil(wait / 1000) });
  accounts().cooldowns[key] = Date.now() + 60_000;
  const code = String(100_000 + ((nextNumber() * 7919) % 900_000));
  accounts().otps = accounts().otps.map((otp) => (otp.purpose === purpose && otp.recipient === value ? { ...otp, consumed: true } : otp));
  accounts().otps.push({ purpose, recipient: value, code, expiresAt: Date.now() + 300_000, attempts: 0, consumed: false, userID });
  sendToOutbox({ to: value, channel: kind === 'email' ? 'email' : 'sms', ...contactCodeMessage(languageCode, { kind, code }) });
}

/** docs/requirements/calls.md#account-profile profile and address calls over the mock accounts. */
export const accountProfileHandlers = [
  http.patch(
    anyOrigin('/account/user'),
    account(async ({ request }) => {
      const body = parseInput(c.UpdateProfileBody, await jsonBodyOf(request), 'body');
      const { user } = userOfBearer(request) ?? {};
      if (!user) throw new MockHttpError(401, 'Invalid User');
      // As the services: names at once; a new e-mail or phone gets a code and waits for user/contact-verify.
      const asked = { email: body.email !== undefined && body.email !== user.email ? body.email : null, phone: body.phone !== undefined && body.phone !== user.phone ? body.phone : null };
      for (const kind of CONTACT_KINDS) {
        const owner = asked[kind] === null ? undefined : findUserByUsername(asked[kind]);
        if (owner && owner.userID !== user.userID) throw new MockHttpError(409, kind === 'email' ? M.profileEmailTaken : M.profilePhoneTaken);
      }
      const languageCode = languageOfAcceptLanguage(request.headers.get('accept-language'));
      let pendingContact: c.PendingContact | null = null;
      for (const kind of CONTACT_KINDS) {
        const value = asked[kind];
        if (value === null) continue;
        sendContactCode({ kind, value, userID: user.userID, languageCode });
        if (user[kind]) sendToOutbox({ to: user[kind], channel: kind === 'email' ? 'email' : 'sms', ...contactChangeNotice(languageCode, { kind }) });
        pendingContact = { email: asked.email, phone: asked.phone, resendAfterSeconds: 60 };
      }
      if (body.firstName !== undefined) user.firstName = body.firstName;
      if (body.lastName !== undefined) user.lastName = body.lastName;
      saveAccounts();
      return accountOk(c.ProfileAnswer, { ...details(user), pendingContact }, { message: pendingContact ? M.profileContactPending : M.profileUpdated });
    }),
  ),
  http.post(
    anyOrigin('/account/user/contact-verify'),
    account(async ({ request }) => {
      const body = parseInput(c.ContactVerifyBody, await jsonBodyOf(request), 'body');
      const { user, sid } = userOfBearer(request) ?? {};
      if (!user || !sid) throw new MockHttpError(401, 'Invalid User');
      const kind = body.email !== undefined ? 'email' : 'phone';
      const value = body.email ?? body.phone ?? '';
      const otp = [...accounts().otps].reverse().find((candidate) => candidate.purpose === `new-${kind}` && candidate.recipient === value && !candidate.consumed);
      const valid = otp && otp.expiresAt > Date.now() && otp.attempts < 5;
      if (!valid || otp.code !== body.otp) {
        if (valid) otp.attempts += 1;
        saveAccounts();
        throw new MockHttpError(400, M.otpInvalid);
      }
      otp.consumed = true;
      saveAccounts();
      if (otp.userID !== user.userID) throw new MockHttpError(400, M.otpInvalid);
      const owner = findUserByUsername(value);
      if (owner && owner.userID !== user.userID) throw new MockHttpError(409, kind === 'email' ? M.profileEmailTaken : M.profilePhoneTaken);
      user[kind] = value;
      if (kind === 'phone') user.phoneVerified = true;
      for (const [other, session] of Object.entries(accounts().sessions)) if (session.userID === user.userID && other !== sid) session.revoked = true;
      saveAccounts();
      return accountOk(c.UserDetails, details(user), { message: M.contactChanged });
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
