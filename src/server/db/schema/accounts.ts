import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Shoppers and staff. Passwords are argon2id hashes; e-mail and phone are stored normalised. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: varchar('email', { length: 254 }).unique(),
  phone: varchar('phone', { length: 20 }).unique(),
  passwordHash: text('password_hash'),
  role: varchar('role', { length: 10 }).notNull().default('customer'),
  subsiteId: integer('subsite_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
