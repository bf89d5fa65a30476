import type { AddressBody, SavedAddress } from '@/shared/contracts/account';
import { pinStateRefusal } from '@/shared/india-states';
import type { Database, Executor } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import {
  type AddressRow,
  type AddressValues,
  clearOtherDefaults,
  deleteAddress,
  findAddressRow,
  insertAddress,
  listAddressRows,
  updateAddress,
} from './address-repository';

/** A shopper keeps at most this many addresses. */
export const MAX_ADDRESSES = 50;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    addressID: row.id,
    userID: row.userId,
    fname: row.fname,
    lname: row.lname,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    zipcode: row.zipcode,
    country: row.country,
    state: row.state,
    countryId: row.countryId,
    stateId: row.stateId,
    province: row.province,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    isDefault: row.isDefault,
  };
}

function valuesOf(body: Partial<AddressBody>): Partial<AddressValues> {
  const values: Partial<AddressValues> = {};
  for (const [key, value] of Object.entries(body)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  return values;
}

export interface OwnerOptions {
  db: Database;
  /** The signed-in caller. */
  callerId: number;
  /** The `{id}` of the path: another user's id is a 404, like an unknown one. */
  userId: number;
}

/** 422 when an Indian address's PIN code is not in its state (400001 is Mumbai, not Karnataka), in the shopper's language. */
export function assertPinInState(address: { country?: string | null; state?: string | null; zipcode?: string | null }, languageCode: string): void {
  const refusal = pinStateRefusal({ country: address.country, state: address.state, zip: address.zipcode }, 'zipcode', languageCode);
  if (refusal) throw new AppError('UNPROCESSABLE', refusal.message, { field: refusal.field });
}

function assertOwner({ callerId, userId }: OwnerOptions): void {
  if (callerId !== userId) throw notFound(`User ${userId}`);
}

export async function listAddresses(options: OwnerOptions): Promise<SavedAddress[]> {
  assertOwner(options);
  return (await listAddressRows(options.db, options.userId)).map(toSavedAddress);
}

export interface AddAddressOptions extends OwnerOptions {
  body: AddressBody;
  source: 'book' | 'checkout';
  /** The shopper's language (`Accept-Language`), for the refusal's words. */
  languageCode?: string;
}

/** The first address becomes the default; `isDefault: true` moves the default here. */
export async function addAddress({ db, callerId, userId, body, source, languageCode = 'en' }: AddAddressOptions): Promise<SavedAddress> {
  assertOwner({ db, callerId, userId });
  assertPinInState(body, languageCode);
  return db.transaction(async (tx) => {
    const existing = await listAddressRows(tx, userId);
    if (existing.length >= MAX_ADDRESSES) throw new AppError('CONFLICT', `You can keep at most ${MAX_ADDRESSES} addresses; delete one first`);
    const isDefault = body.isDefault ?? existing.length === 0;
    const row = await insertAddress(tx, { userId, values: { ...(valuesOf(body) as AddressValues), isDefault, source } });
    if (isDefault) await clearOtherDefaults(tx, { userId, addressId: row.id });
    return toSavedAddress(row);
  });
}

export interface EditAddressOptions extends OwnerOptions {
  addressId: number;
  body: Partial<AddressBody>;
  languageCode?: string;
}

async function getOwnedAddress(db: Executor, { userId, addressId }: { userId: number; addressId: number }): Promise<AddressRow> {
  const row = await findAddressRow(db, { userId, addressId });
  if (!row) throw notFound(`Address ${addressId}`);
  return row;
}

export async function editAddress({ db, callerId, userId, addressId, body, languageCode = 'en' }: EditAddressOptions): Promise<SavedAddress> {
  assertOwner({ db, callerId, userId });
  return db.transaction(async (tx) => {
    const current = await getOwnedAddress(tx, { userId, addressId });
    // The address as it will be: a change of state alone, or of PIN alone, is checked against the other.
    assertPinInState({ country: body.country ?? current.country, state: body.state ?? current.state, zipcode: body.zipcode ?? current.zipcode }, languageCode);
    const row = await updateAddress(tx, { userId, addressId, values: valuesOf(body) });
    if (!row) throw notFound(`Address ${addressId}`);
    if (body.isDefault) await clearOtherDefaults(tx, { userId, addressId });
    return toSavedAddress(row);
  });
}

export interface RemoveAddressOptions extends OwnerOptions {
  addressId: number;
}

/** Deleting the default makes the oldest remaining address the default. */
export async function removeAddress({ db, callerId, userId, addressId }: RemoveAddressOptions): Promise<void> {
  assertOwner({ db, callerId, userId });
  await db.transaction(async (tx) => {
    const row = await getOwnedAddress(tx, { userId, addressId });
    await deleteAddress(tx, { userId, addressId });
    if (!row.isDefault) return;
    const [next] = await listAddressRows(tx, userId);
    if (next) await updateAddress(tx, { userId, addressId: next.id, values: { isDefault: true } });
  });
}
