import type { AddressBody, SavedAddress } from '@/shared/contracts/account';
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
}

/** The first address becomes the default; `isDefault: true` moves the default here. */
export async function addAddress({ db, callerId, userId, body, source }: AddAddressOptions): Promise<SavedAddress> {
  assertOwner({ db, callerId, userId });
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
}

async function getOwnedAddress(db: Executor, { userId, addressId }: { userId: number; addressId: number }): Promise<AddressRow> {
  const row = await findAddressRow(db, { userId, addressId });
  if (!row) throw notFound(`Address ${addressId}`);
  return row;
}

export async function editAddress({ db, callerId, userId, addressId, body }: EditAddressOptions): Promise<SavedAddress> {
  assertOwner({ db, callerId, userId });
  return db.transaction(async (tx) => {
    await getOwnedAddress(tx, { userId, addressId });
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
