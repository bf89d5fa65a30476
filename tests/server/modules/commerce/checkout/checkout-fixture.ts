import type { SeedData } from '@/server/db/seed/seed-data';
import type { SeedPromotion } from '@/server/db/seed/types';
import { commerceFixture } from '../commerce-fixture';

export { IDS, PRICES } from '../commerce-fixture';

const name = (en: string) => ({ en, hi: `${en} (हिन्दी)`, ar: `${en} (عربي)` });
const promotion = (values: Partial<SeedPromotion> & Pick<SeedPromotion, 'code' | 'subsite' | 'kind' | 'value'>): SeedPromotion => ({
  name: name(values.code),
  minSubtotal: 0,
  categorySlugs: [],
  productSkus: [],
  startsDaysAgo: 5,
  endsInDays: 30,
  oncePerCustomer: false,
  stackable: false,
  showOnProduct: false,
  ...values,
});

/**
 * The commerce fixture (hand-priced products) plus what checkout needs: the docs/requirements/service-contract.md#demo-store pincodes,
 * coupons whose every rule is exercised, and shoppers with store credit. Promotion ids follow
 * this list's order (1…), users' too (shopper 1, aisha 2, rohan 3, staff 4).
 */
export const checkoutFixture: SeedData = {
  ...commerceFixture,
  pincodes: [
    { subsite: 'in', pincode: '400001', city: 'Mumbai', serviceable: true, cod: true, days: 1 },
    { subsite: 'in', pincode: '560001', city: 'Bengaluru', serviceable: true, cod: false, days: 2 },
    { subsite: 'in', pincode: '999999', city: 'Unknown', serviceable: false, cod: false, days: 0 },
    { subsite: 'ae', pincode: 'DXB-01', city: 'Dubai (Deira)', serviceable: true, cod: true, days: 1 },
  ],
  promotions: [
    promotion({ code: 'WELCOME10', subsite: 'in', kind: 'percent', value: 1000, minSubtotal: 10_000, maxDiscount: 5_000, oncePerCustomer: true }),
    promotion({ code: 'RINGS5', subsite: 'in', kind: 'percent', value: 500, categorySlugs: ['rings'], stackable: true }),
    promotion({ code: 'ALL3', subsite: 'in', kind: 'percent', value: 300, stackable: true }),
    promotion({ code: 'FLAT1000', subsite: 'in', kind: 'fixed', value: 1_000, minSubtotal: 25_000 }),
    promotion({ code: 'PEND7', subsite: 'in', kind: 'percent', value: 700, productSkus: ['T-PEND-18K'], stackable: true }),
    promotion({ code: 'OLD5', subsite: 'in', kind: 'percent', value: 500, startsDaysAgo: 40, endsInDays: -5 }),
    promotion({ code: 'SOON5', subsite: 'in', kind: 'percent', value: 500, startsDaysAgo: -3, endsInDays: 30 }),
    promotion({ code: 'UAE50', subsite: 'ae', kind: 'fixed', value: 5_000, minSubtotal: 100_000 }),
    promotion({ code: 'AECOIN2', subsite: 'ae', kind: 'percent', value: 200, categorySlugs: ['coins'], stackable: true }),
  ],
  users: [
    { firstName: 'Priya', lastName: 'Sharma', email: 'shopper@example.com', phone: '+919876543210', password: 'Shopper#2026', role: 'customer', subsite: 'in', storeCredit: 25_000 },
    { firstName: 'Aisha', lastName: 'Al Mansoori', email: 'aisha@example.com', phone: '+971501234567', password: 'Shopper#2026', role: 'customer', subsite: 'ae', storeCredit: 100_000 },
    { firstName: 'Rohan', lastName: 'Mehta', email: 'rohan@example.com', phone: '+919811111111', password: 'Shopper#2026', role: 'customer', subsite: 'in' },
    { firstName: 'Ravi', lastName: 'Iyer', email: 'staff@example.com', phone: '+919812345678', password: 'Staff#2026!', role: 'staff', subsite: 'in' },
  ],
};

export const PROMO_IDS = { WELCOME10: 1, RINGS5: 2, ALL3: 3, FLAT1000: 4, PEND7: 5, OLD5: 6, SOON5: 7, UAE50: 8, AECOIN2: 9 } as const;
export const ROHAN = { username: 'rohan@example.com', password: 'Shopper#2026' } as const;
