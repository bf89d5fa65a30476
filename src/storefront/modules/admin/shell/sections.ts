import { hasPermission, type Permission, type Role } from '@/shared/roles';

/** One entry of the back office's navigation, shown only to roles holding its permission. */
export interface AdminSection {
  href: string;
  label: string;
  permission: Permission;
}

/** The back office's sections (docs/requirements/roles.md#roles-in-the-back-office). Each area adds its entry here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: '/admin/today', label: 'Today', permission: 'operations' },
  { href: '/admin/orders', label: 'Orders', permission: 'operations' },
  { href: '/admin/returns', label: 'Returns', permission: 'operations' },
  { href: '/admin/rates', label: 'Metal rates', permission: 'operations' },
  { href: '/admin/products', label: 'Products and stock', permission: 'operations' },
  { href: '/admin/promotions', label: 'Promotions', permission: 'operations' },
  { href: '/admin/reviews', label: 'Reviews', permission: 'operations' },
  { href: '/admin/customers', label: 'Customers', permission: 'operations' },
  { href: '/admin/content', label: 'Content', permission: 'content' },
  { href: '/admin/people', label: 'People', permission: 'people' },
  { href: '/admin/audit', label: 'Audit log', permission: 'people' },
];

export const sectionsFor = (role: Role, sections: readonly AdminSection[] = ADMIN_SECTIONS): AdminSection[] =>
  sections.filter((section) => hasPermission(role, section.permission));

export const ROLE_LABELS: Record<Role, string> = { customer: 'Shopper', staff: 'Staff', editor: 'Editor', admin: 'Administrator' };
