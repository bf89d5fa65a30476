import { hash } from '@node-rs/argon2';
import type { Executor } from '../client';
import { storeCreditEntries, users } from '../schema';
import { requireId } from './seed-helpers';
import type { SeedUser } from './types';

/** argon2id (the library's `Algorithm.Argon2id`; a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export interface HashedUser extends Omit<SeedUser, 'password'> {
  passwordHash: string;
}

/** Hashing is slow on purpose, so it runs before the seed's transaction opens. */
export async function hashUsers(list: SeedUser[]): Promise<HashedUser[]> {
  return Promise.all(
    list.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hash(password, { algorithm: ARGON2ID }) })),
  );
}

export interface SeedUsersOptions {
  tx: Executor;
  users: HashedUser[];
  subsiteIds: Map<string, number>;
}

/** Shoppers and staff, e-mail lower-cased (the account service looks them up that way), and their goodwill store credit. */
export async function seedUsers({ tx, users: list, subsiteIds }: SeedUsersOptions) {
  if (list.length === 0) return;
  const rows = await tx
    .insert(users)
    .values(
      list.map((user) => ({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email.trim().toLowerCase(),
        phone: user.phone.trim(),
        passwordHash: user.passwordHash,
        role: user.role,
        subsiteId: requireId(subsiteIds, user.subsite, 'subsite'),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const credits = list.flatMap((user) => {
    const userId = idByEmail.get(user.email.trim().toLowerCase());
    if (!user.storeCredit || userId === undefined) return [];
    const subsiteId = requireId(subsiteIds, user.subsite, 'subsite');
    return [{ userId, subsiteId, amountMinor: user.storeCredit, reason: 'goodwill', note: 'Welcome credit of the demo store' }];
  });
  if (credits.length) await tx.insert(storeCreditEntries).values(credits);
}
