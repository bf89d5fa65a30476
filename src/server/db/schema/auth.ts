import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Sign-in sessions. One row per sign-in: its id is the `sid` claim of every access token issued
 * in it and the family of its refresh tokens. Revoking the row ends the session at once (log-out,
 * a reused refresh token), however long the access token would otherwise live.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device id the storefront sends as `systemID` (informational). */
    systemId: varchar('system_id', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why: `logout`, `refresh_reuse`, `password_reset`. */
    revokedReason: varchar('revoked_reason', { length: 30 }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Refresh tokens; only a SHA-256 of the secret is kept. `usedAt` set = rotated away. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    sessionId: varchar('session_id', { length: 40 })
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** One-time codes for OTP sign-in and sign-up phone verification; the code itself is hashed. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** `login` or `signup`. */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    /** Normalised e-mail or E.164 phone the code was sent to. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('otp_codes_recipient_idx').on(table.purpose, table.recipient)],
);

/** Password reset tokens: single use, expiring; only a SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_idx').on(table.tokenHash)],
);

/**
 * Failure counters behind the lockouts, one row per key (`password:account:12`,
 * `otp:ip:203.0.113.9`, …): failures inside the window, and the lock while it lasts.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Marks on an account: when its phone and e-mail were proven (kept beside `users`, which is shared). */
export const accountVerifications = pgTable('account_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
});

/** Captcha challenges already redeemed, so one solved ALTCHA cannot be replayed. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

