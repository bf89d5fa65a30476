import { verify } from '@node-rs/argon2';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@/server/db/schema';
import { startSession, type Tokens } from '@/server/modules/account/session/session-service';

/** The demo logins of the README (src/server/db/seed/data/users.ts). */
export const DEMO_LOGINS = {
  shopper: { username: 'shopper@example.com', password: 'Shopper#2026', phone: '+919876543210' },
  aisha: { username: 'aisha@example.com', password: 'Shopper#2026', phone: '+971501234567' },
  staff: { username: 'staff@example.com', password: 'Staff#2026!', phone: '+919812345678' },
  editor: { username: 'editor@example.com', password: 'Editor#2026!', phone: '+919812345679' },
  admin: { username: 'admin@example.com', password: 'Admin#2026!', phone: '+919812345670' },
} as const;

export type SignInWho = keyof typeof DEMO_LOGINS | { username: string; password: string };

export interface SignedIn extends Tokens {
  userId: number;
  sessionId: string;
  /** `{ authorization: 'Bearer …' }`, to spread into a request's headers. */
  headers: { authorization: string };
}

/**
 * Signs a user in for a test without the captcha and the lockouts of `auth/login` (which have
 * tests of their own): checks the password against the stored argon2id hash and opens a real
 * session, so the tokens pass the auth plugin like any others.
 * `signInAs(app, 'staff')`, `signInAs(app, 'shopper')`, `signInAs(app, { username, password })`.
 */
export async function signInAs(app: FastifyInstance, who: SignInWho): Promise<SignedIn> {
  const { username, password } = typeof who === 'string' ? DEMO_LOGINS[who] : who;
  const normalised = username.trim().toLowerCase();
  const [user] = await app.db
    .select()
    .from(users)
    .where(or(eq(users.email, normalised), eq(users.phone, username.trim())))
    .limit(1);
  if (!user?.passwordHash || !(await verify(user.passwordHash, password))) throw new Error(`signInAs: no user ${username} with that password`);
  const session = await startSession({ db: app.db, secret: app.env.TOKEN_SECRET, user });
  return { ...session, userId: user.id, headers: { authorization: `Bearer ${session.accessToken}` } };
}
