import type { SeedPromotion } from '../types';

/**
 * Coupons of the demo store. Between them they exercise every rule a coupon can have: a cap,
 * a minimum subtotal, once per customer, a category, named products, expiry, a future start,
 * and stacking. Amounts are minor units: rupees in India, fils in the UAE.
 */
export const promotions: SeedPromotion[] = [
  {
    code: 'WELCOME10',
    subsite: 'in',
    name: { en: '10% off your first order', hi: 'पहले ऑर्डर पर 10% की छूट', ar: 'خصم 10% على طلبك الأول' },
    kind: 'percent', value: 1000, minSubtotal: 10_000, maxDiscount: 5_000,
    categorySlugs: [], productSkus: [],
    startsDaysAgo: 30, endsInDays: 365,
    oncePerCustomer: true, stackable: false, showOnProduct: true,
  },
  {
    code: 'FLAT2000',
    subsite: 'in',
    name: { en: '₹2,000 off above ₹25,000', hi: '₹25,000 से ऊपर ₹2,000 की छूट', ar: 'خصم 2,000 روبية على المشتريات فوق 25,000 روبية' },
    kind: 'fixed', value: 2_000, minSubtotal: 25_000,
    categorySlugs: [], productSkus: [],
    startsDaysAgo: 10, endsInDays: 60,
    oncePerCustomer: false, stackable: false, showOnProduct: true,
  },
  {
    code: 'RINGS5',
    subsite: 'in',
    name: { en: 'Extra 5% off rings', hi: 'अंगूठियों पर अतिरिक्त 5% छूट', ar: 'خصم إضافي 5% على الخواتم' },
    kind: 'percent', value: 500, minSubtotal: 0, maxDiscount: 10_000,
    categorySlugs: ['rings'], productSkus: [],
    startsDaysAgo: 5, endsInDays: 25,
    // The one Indian coupon that may be combined with another.
    oncePerCustomer: false, stackable: true, showOnProduct: true,
  },
  {
    code: 'SOLITAIRE5K',
    subsite: 'in',
    name: { en: '₹5,000 off solitaire rings', hi: 'सॉलिटेयर अंगूठियों पर ₹5,000 की छूट', ar: 'خصم 5,000 روبية على خواتم السوليتير' },
    kind: 'fixed', value: 5_000, minSubtotal: 50_000,
    categorySlugs: [], productSkus: ['SLV-RG-18K-002', 'SLV-RG-PT-003'],
    startsDaysAgo: 14, endsInDays: 45,
    oncePerCustomer: false, stackable: false, showOnProduct: true,
  },
  {
    code: 'GOLDRUSH',
    subsite: 'in',
    name: { en: 'Gold Rush: 3% off (ended)', hi: 'गोल्ड रश: 3% छूट (समाप्त)', ar: 'حمى الذهب: خصم 3% (منتهٍ)' },
    kind: 'percent', value: 300, minSubtotal: 0, maxDiscount: 3_000,
    categorySlugs: [], productSkus: [],
    // Expired five days ago: applying it must be refused.
    startsDaysAgo: 40, endsInDays: -5,
    oncePerCustomer: false, stackable: false, showOnProduct: false,
  },
  {
    code: 'NEWYEAR27',
    subsite: 'in',
    name: { en: 'New Year: 7% off (starts soon)', hi: 'नया साल: 7% छूट (जल्द शुरू)', ar: 'رأس السنة: خصم 7% (يبدأ قريباً)' },
    kind: 'percent', value: 700, minSubtotal: 20_000, maxDiscount: 7_000,
    categorySlugs: [], productSkus: [],
    // Not started yet: a negative "days ago" is a start date in the future.
    startsDaysAgo: -10, endsInDays: 40,
    oncePerCustomer: false, stackable: false, showOnProduct: false,
  },
  {
    code: 'UAE50',
    subsite: 'ae',
    name: { en: 'AED 50 off above AED 1,000', hi: 'AED 1,000 से ऊपर AED 50 की छूट', ar: 'خصم 50 درهماً على المشتريات فوق 1,000 درهم' },
    kind: 'fixed', value: 5_000, minSubtotal: 100_000,
    categorySlugs: [], productSkus: [],
    startsDaysAgo: 20, endsInDays: 90,
    oncePerCustomer: false, stackable: false, showOnProduct: true,
  },
  {
    code: 'AEDIWALI',
    subsite: 'ae',
    name: { en: 'Diwali: 8% off jewellery', hi: 'दिवाली: आभूषणों पर 8% छूट', ar: 'ديوالي: خصم 8% على المجوهرات' },
    kind: 'percent', value: 800, minSubtotal: 200_000, maxDiscount: 50_000,
    categorySlugs: ['necklaces', 'earrings', 'bangles'], productSkus: [],
    startsDaysAgo: 3, endsInDays: 30,
    oncePerCustomer: true, stackable: false, showOnProduct: true,
  },
  {
    code: 'COINS2',
    subsite: 'ae',
    name: { en: 'Extra 2% off gold coins', hi: 'सोने के सिक्कों पर अतिरिक्त 2% छूट', ar: 'خصم إضافي 2% على العملات الذهبية' },
    kind: 'percent', value: 200, minSubtotal: 0, maxDiscount: 20_000,
    categorySlugs: ['coins'], productSkus: [],
    startsDaysAgo: 7, endsInDays: 21,
    oncePerCustomer: false, stackable: true, showOnProduct: true,
  },
];
