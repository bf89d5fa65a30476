/** The dashboard's pages that exist; orders, returns and reviews join in issue 6. */
export const DASHBOARD_LINKS = [
  { href: '/dashboard/profile', labelKey: 'nav.profile', icon: 'user' },
  { href: '/dashboard/addresses', labelKey: 'nav.addresses', icon: 'location' },
  { href: '/dashboard/reviews', labelKey: 'nav.reviews', icon: 'star' },
] as const;
