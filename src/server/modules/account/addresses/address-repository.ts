import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { userAddresses } from '../../../db/schema';

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** The default first, then oldest first. */
export async function listAddressRows(db: Executor, userId: number): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(desc(userAddresses.isDefault), asc(userAddresses.id));
}

export interface AddressKey {
  userId: number;
  addressId: number;
}

export async function findAddressRow(db: Executor, { userId, addressId }: AddressKey): Promise<AddressRow | null> {
  const [row] = await db.select().from(userAddresses).where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId))).limit(1);
  return row ?? null;
}

export async function insertAddress(db: Executor, { userId, values }: { userId: number; values: AddressValues }): Promise<AddressRow> {
  const [row] = await db.insert(userAddresses).values({ ...values, userId }).returning();
  if (!row) throw new Error('Inserting an address returned no row');
  return row;
}

export async function updateAddress(db: Executor, { userId, addressId, values }: AddressKey & { values: Partial<AddressValues> }): Promise<AddressRow | null> {
  const [row] = await db
    .update(userAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Executor, key: AddressKey): Promise<boolean> {
  const rows = await db
    .delete(userAddresses)
    .where(and(eq(userAddresses.id, key.addressId), eq(userAddresses.userId, key.userId)))
    .returning({ id: userAddresses.id });
  return rows.length === 1;
}

/** One default per user: every other address loses the flag. */
export async function clearOtherDefaults(db: Executor, { userId, addressId }: AddressKey): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, addressId), eq(userAddresses.isDefault, true)));
}
