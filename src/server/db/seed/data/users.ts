import type { SeedUser } from '../types';

/** Demo logins; the README lists them. Passwords are hashed by the seeder, never stored as given. */
export const users: SeedUser[] = [
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'shopper@example.com',
    phone: '+919876543210',
    password: 'Shopper#2026',
    role: 'customer',
    subsite: 'in',
    // Enough to pay a silver piece or a coin in full: the "paid by store credit" checkout.
    storeCredit: 25_000,
  },
  {
    firstName: 'Aisha',
    lastName: 'Al Mansoori',
    email: 'aisha@example.com',
    phone: '+971501234567',
    password: 'Shopper#2026',
    role: 'customer',
    subsite: 'ae',
    // AED 1,000.00 in fils.
    storeCredit: 100_000,
  },
  {
    firstName: 'Ravi',
    lastName: 'Iyer',
    email: 'staff@example.com',
    phone: '+919812345678',
    password: 'Staff#2026!',
    role: 'staff',
    subsite: 'in',
  },
  {
    firstName: 'Meera',
    lastName: 'Nair',
    email: 'editor@example.com',
    phone: '+919812345679',
    password: 'Editor#2026!',
    role: 'editor',
    subsite: 'in',
  },
  {
    firstName: 'Arjun',
    lastName: 'Mehta',
    email: 'admin@example.com',
    phone: '+919812345670',
    password: 'Admin#2026!',
    role: 'admin',
    subsite: 'in',
  },
];
