import type { SavedAddress, UserDetails } from '@/shared/contracts/account';
import type { Role } from '@/shared/roles';
import { keptStorage, loadKept, reloadWhenAnotherTabSaves } from './kept';

/**
 * The mocks' accounts: the demo users of the seed (same ids, e-mails, phones and passwords),
 * sessions, one-time codes, reset tokens, addresses, lockouts and an outbox the tests read codes
 * from. Like the carts, kept in localStorage in the browser so a reload keeps the session.
 */
export interface MockUser extends UserDetails {
  password: string;
}

export interface MockOutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  body: string;
  createdAt: string;
}

interface AccountState {
  users: MockUser[];
  /** sid → revoked */
  sessions: Record<string, { userID: number; revoked: boolean }>;
  /** refresh token → its session and whether it was used */
  refreshTokens: Record<string, { sid: string; used: boolean }>;
  /** `new-email` / `new-phone`: a profile's new contact, waiting for its code (`userID`: who asked). */
  otps: { purpose: 'login' | 'signup' | 'new-email' | 'new-phone'; recipient: string; code: string; expiresAt: number; attempts: number; consumed: boolean; userID?: number }[];
  resets: Record<string, { userID: number; expiresAt: number; used: boolean }>;
  addresses: SavedAddress[];
  /** lock key → failures and lock end (ms) */
  failures: Record<string, { count: number; lockedUntil: number }>;
  cooldowns: Record<string, number>;
  outbox: MockOutboxMessage[];
  counter: number;
}

const demoUser = (userID: number, firstName: string, lastName: string, email: string, phone: string, password: string, role: Role, subsiteID: number): MockUser => ({
  userID,
  firstName,
  lastName,
  email,
  phone,
  password,
  role,
  phoneVerified: true,
  subsiteID,
});

const emptyState = (): AccountState => ({
  users: [
    demoUser(1, 'Priya', 'Sharma', 'shopper@example.com', '+919876543210', 'Shopper#2026', 'customer', 1),
    demoUser(2, 'Aisha', 'Al Mansoori', 'aisha@example.com', '+971501234567', 'Shopper#2026', 'customer', 2),
    demoUser(3, 'Ravi', 'Iyer', 'staff@example.com', '+919812345678', 'Staff#2026!', 'staff', 1),
    demoUser(4, 'Meera', 'Nair', 'editor@example.com', '+919812345679', 'Editor#2026!', 'editor', 1),
    demoUser(5, 'Arjun', 'Mehta', 'admin@example.com', '+919812345670', 'Admin#2026!', 'admin', 1),
  ],
  sessions: {},
  refreshTokens: {},
  otps: [],
  resets: {},
  addresses: [],
  failures: {},
  cooldowns: {},
  outbox: [],
  counter: 1000,
});

const STORAGE_KEY = 'aurum:msw-account-state';

let state: AccountState = loadKept(STORAGE_KEY, emptyState);
reloadWhenAnotherTabSaves(STORAGE_KEY, () => {
  state = loadKept(STORAGE_KEY, emptyState);
});

/** The state to read and change; call `saveAccounts()` after a change. */
export const accounts = (): AccountState => state;

export function saveAccounts(): void {
  keptStorage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetAccountState(): void {
  state = emptyState();
  keptStorage()?.removeItem(STORAGE_KEY);
}

/** A number no other id or token of the mocks has had. */
export function nextNumber(): number {
  state.counter += 1;
  return state.counter;
}

export function sendToOutbox(message: Omit<MockOutboxMessage, 'createdAt'>): void {
  state.outbox.unshift({ ...message, createdAt: new Date().toISOString() });
}
