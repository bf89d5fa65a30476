/** The dashboard's pages; `also` names pages that light up the same link (an order's detail lights "My orders"). */
export const DASHBOARD_LINKS = [
  { href: '/dashboard/order-listing', labelKey: 'nav.orders', icon: 'bag', also: ['/dashboard/order'] },
  { href: '/dashboard/return-request', labelKey: 'nav.returns', icon: 'returns' },
  { href: '/dashboard/store-credit', labelKey: 'nav.storeCredit', icon: 'wallet' },
  { href: '/dashboard/profile', labelKey: 'nav.profile', icon: 'user' },
  { href: '/dashboard/addresses', labelKey: 'nav.addresses', icon: 'location' },
  { href: '/dashboard/reviews', labelKey: 'nav.reviews', icon: 'star' },
] as const;
