import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accountVerifications, users } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';

export { findUserRow, type UserRow } from '../session/session-repository';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export interface InsertUserOptions {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passwordHash: string;
}

export async function insertUser(db: Executor, values: InsertUserOptions) {
  const [row] = await db.insert(users).values({ ...values, role: 'customer' }).returning();
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
}

/** Takes the next account id without making an account, so an answer that makes none still shows a fresh id. */
export async function reserveUserId(db: Executor): Promise<number> {
  const result = await db.execute<{ id: number | string }>(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as { id: number | string }[];
  return Number(rows[0]?.id);
}

export interface UpdateUserOptions {
  userId: number;
  changes: Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'>>;
}

export async function updateUser(db: Executor, { userId, changes }: UpdateUserOptions) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Accounts without a row were created before verification existed (the seed, staff): verified. */
export async function findVerification(db: Executor, userId: number) {
  const [row] = await db.select().from(accountVerifications).where(eq(accountVerifications.userId, userId)).limit(1);
  return row ?? null;
}

export async function insertPendingVerification(db: Executor, userId: number): Promise<void> {
  await db.insert(accountVerifications).values({ userId, phoneVerifiedAt: null }).onConflictDoNothing();
}

export async function markPhoneVerified(db: Executor, userId: number): Promise<void> {
  await db
    .insert(accountVerifications)
    .values({ userId, phoneVerifiedAt: new Date() })
    .onConflictDoUpdate({ target: accountVerifications.userId, set: { phoneVerifiedAt: new Date() } });
}

export type UserRole = (typeof users.$inferSelect)['role'];

/** Accounts whose name, e-mail or phone contains the search (any case), by role, newest first; and how many match. */
export async function searchUsers(db: Executor, { search, roles, limit, offset }: { search?: string; roles: string[]; limit: number; offset: number }) {
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    inArray(users.role, roles),
    pattern ? or(ilike(users.email, pattern), ilike(users.phone, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.count ?? 0) };
}

/** Locks the account row for a role change. */
export async function lockUserRow(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function setUserRole(db: Executor, userId: number, role: string) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function countUsersWithRole(db: Executor, role: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(users).where(eq(users.role, role));
  return Number(row?.count ?? 0);
}

/** A back-office account made by an admin (verified: no sign-up code). */
export async function insertStaffUser(db: Executor, values: Omit<InsertUserOptions, 'phone'> & { role: string }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
