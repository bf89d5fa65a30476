/**
 * Who may do what (docs/requirements/roles.md#roles-in-the-back-office). A role is stored on the user;
 * a permission is what a route asks for. Staff run operations, editors change content, admins do both
 * and manage people. Shoppers are customers and hold no permission.
 */
export const ROLES = ['customer', 'staff', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** Orders, returns, rates, products, promotions, reviews, customers. */
  operations: ['staff', 'admin'],
  /** Content items: drafts, preview, publish, schedule. */
  content: ['editor', 'admin'],
  /** Staff accounts, roles and the audit log. */
  people: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof PERMISSIONS;

/** A stored role as one of ours; anything unknown is a customer (it gains nothing). */
export function parseRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'customer';
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Whether a role may sign in to the back office at all. */
export const isBackOffice = (role: Role): boolean => role !== 'customer';
