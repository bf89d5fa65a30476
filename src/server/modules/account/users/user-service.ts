import { Email, Phone, type UserDetails } from '@/shared/contracts/account';
import type { Database, Executor } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { findUserByEmail, findUserByPhone, findUserRow, findVerification, type UserRow } from './user-repository';
import { toUserDetails } from './user-view';

/** An e-mail if it has an `@`, else a phone number; null when it is neither. */
export function parseUsername(username: string): { kind: 'email' | 'phone'; value: string } | null {
  const schema = username.includes('@') ? Email : Phone;
  const parsed = schema.safeParse(username);
  if (!parsed.success) return null;
  return { kind: username.includes('@') ? 'email' : 'phone', value: parsed.data };
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | null> {
  const parsed = parseUsername(username);
  if (!parsed) return null;
  return parsed.kind === 'email' ? findUserByEmail(db, parsed.value) : findUserByPhone(db, parsed.value);
}

export async function isPhoneVerified(db: Executor, userId: number): Promise<boolean> {
  const row = await findVerification(db, userId);
  return !row || row.phoneVerifiedAt !== null;
}

export async function detailsOf(db: Executor, user: UserRow): Promise<UserDetails> {
  return toUserDetails({ user, phoneVerified: await isPhoneVerified(db, user.id) });
}

export interface GetUserDetailsOptions {
  db: Database;
  /** Who asks: only their own details are theirs to read. */
  callerId: number;
  userId: number;
}

/** `GET user/details/{id}`: another user's id is a 404, like an unknown one. */
export async function getUserDetails({ db, callerId, userId }: GetUserDetailsOptions): Promise<UserDetails> {
  const user = callerId === userId ? await findUserRow(db, userId) : null;
  if (!user) throw notFound(`User ${userId}`);
  return detailsOf(db, user);
}

/** The unique violation of PostgreSQL (23505), wherever the driver put it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = error as { code?: string; cause?: { code?: string } } | null;
  return seen?.code === '23505' || seen?.cause?.code === '23505';
}
