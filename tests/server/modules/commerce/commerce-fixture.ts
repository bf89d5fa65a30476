import type { SeedData } from '@/server/db/seed/seed-data';
import type { Localised, SeedOption, SeedProduct } from '@/server/db/seed/types';

/**
 * A small store whose every price is computed by hand in `PRICES` below, so the commerce tests
 * do not move when the demo data does. Ids follow insertion order: products 1–5 in the order
 * listed, options in order within each product.
 */
const text = (en: string, hi = `${en} (हिन्दी)`, ar = `${en} (عربي)`): Localised => ({ en, hi, ar });
const size = (n: number, weightDeltaMg: number, stock: { in: number; ae: number }): SeedOption => ({
  code: `size-${n}`,
  kind: 'ring_size',
  label: { en: `Size ${n}`, hi: `साइज़ ${n}`, ar: `مقاس ${n}` },
  weightDeltaMg,
  stock,
});
const oneSize = (stock: { in: number; ae: number }): SeedOption => ({ code: 'std', kind: 'one_size', label: text('One size'), weightDeltaMg: 0, stock });

const base: Pick<SeedProduct, 'colour' | 'gender' | 'occasion' | 'stones' | 'otherCharges' | 'wastageBp' | 'makingOfferBp'> = {
  colour: 'yellow',
  gender: 'women',
  occasion: 'daily',
  stones: [],
  otherCharges: { in: 0, ae: 0 },
  wastageBp: 0,
  makingOfferBp: 0,
};

const products: SeedProduct[] = [
  {
    ...base,
    sku: 'T-RING-22K',
    slug: 'temple-ring-22k',
    categorySlug: 'rings',
    name: text('Temple ring', 'मंदिर अंगूठी', 'خاتم المعبد'),
    description: text('A temple ring'),
    metal: 'gold',
    purity: '22K',
    grossWeightMg: 4600,
    netWeightMg: 4250,
    makingCharge: { type: 'per_gram', perGram: { in: 450, ae: 2500 } },
    wastageBp: 800,
    makingOfferBp: 2500,
    stones: [{ kind: 'ruby', count: 1, caratMilli: 250, charge: { in: 12000, ae: 53300 }, certificate: { lab: 'IGI', number: 'IGI-1' } }],
    otherCharges: { in: 150, ae: 1500 },
    // Gold and silver sold in India: every Indian piece carries its own HUID.
    hallmarked: true,
    popularity: 900,
    listedDaysAgo: 10,
    // India's first size is in stock, the UAE's is not: the default option is the first in stock.
    options: [size(12, 0, { in: 3, ae: 0 }), size(13, 100, { in: 0, ae: 3 }), size(14, 200, { in: 5, ae: 0 })],
    images: ['/images/products/temple-ring-22k-1.svg', '/images/products/temple-ring-22k-2.svg'],
    subsites: ['in', 'ae'],
  },
  {
    ...base,
    sku: 'T-PEND-18K',
    slug: 'leaf-pendant-18k',
    categorySlug: 'pendants',
    name: text('Leaf pendant', 'पत्ती पेंडेंट', 'قلادة الورقة'),
    description: text('A leaf pendant'),
    metal: 'gold',
    purity: '18K',
    grossWeightMg: 3300,
    netWeightMg: 3120,
    makingCharge: { type: 'percent', basisPoints: 1200 },
    hallmarked: true,
    popularity: 500,
    listedDaysAgo: 1,
    options: [oneSize({ in: 4, ae: 0 })],
    images: ['/images/products/leaf-pendant-18k-1.svg'],
    subsites: ['in'],
  },
  {
    ...base,
    sku: 'T-BAND-PT',
    slug: 'solitaire-band-pt950',
    categorySlug: 'rings',
    colour: 'white',
    name: text('Solitaire band'),
    description: text('A platinum band'),
    metal: 'platinum',
    purity: 'PT950',
    grossWeightMg: 2500,
    netWeightMg: 2345,
    makingCharge: { type: 'percent', basisPoints: 1500 },
    wastageBp: 500,
    makingOfferBp: 1000,
    stones: [{ kind: 'diamond', count: 1, caratMilli: 300, clarity: 'VS1', colour: 'G-H', charge: { in: 0, ae: 250000 } }],
    popularity: 800,
    listedDaysAgo: 5,
    options: [oneSize({ in: 0, ae: 2 })],
    images: ['/images/products/solitaire-band-pt950-1.svg'],
    subsites: ['ae'],
  },
  {
    ...base,
    sku: 'T-COIN-999',
    slug: 'lakshmi-coin-10g',
    categorySlug: 'coins',
    colour: 'white',
    name: text('Lakshmi coin 10 g', 'लक्ष्मी सिक्का 10 ग्राम', 'عملة لاكشمي 10 غ'),
    description: text('A fine silver coin'),
    metal: 'silver',
    purity: '999',
    grossWeightMg: 10000,
    netWeightMg: 10000,
    makingCharge: { type: 'per_gram', perGram: { in: 10, ae: 50 } },
    hallmarked: true,
    popularity: 100,
    listedDaysAgo: 20,
    // Coins are stocked deep in the UAE: deeper than one cart line may hold.
    options: [oneSize({ in: 2, ae: 150 })],
    images: ['/images/products/lakshmi-coin-10g-1.svg'],
    subsites: ['in', 'ae'],
  },
  {
    ...base,
    sku: 'T-STUD-22K',
    slug: 'sold-out-studs-22k',
    categorySlug: 'earrings',
    name: text('Sold-out studs'),
    description: text('Studs nobody can buy today'),
    metal: 'gold',
    purity: '22K',
    grossWeightMg: 2100,
    netWeightMg: 2000,
    makingCharge: { type: 'per_gram', perGram: { in: 400, ae: 0 } },
    popularity: 50,
    listedDaysAgo: 3,
    options: [oneSize({ in: 0, ae: 0 })],
    images: ['/images/products/sold-out-studs-22k-1.svg'],
    subsites: ['in'],
  },
];

/** Product and option ids as the seed assigns them. */
export const IDS = {
  ring: 1,
  pendant: 2,
  band: 3,
  coin: 4,
  studs: 5,
  ringSize12: 1,
  ringSize13: 2,
  ringSize14: 3,
  pendantStd: 4,
  bandStd: 5,
  coinStd: 6,
  studsStd: 7,
} as const;

/**
 * Unit prices, tax included, in minor units (INR rupees, AED fils), worked out by hand:
 *
 * Ring size 12 in India (4.250 g, ₹7,250/g): metal 30812.5 → 30813; wastage 8 % 2465; making
 *   4.25 × 450 = 1912.5 → 1913; offer 25 % of 1912.5 = 478.125 → −478; stones 12000; other 150;
 *   pre-tax 46863; GST 3 % 1405.89 → 1406; price 48269 (without the offer: 47341 + 1420 = 48761).
 * Ring size 14 in India (4.450 g): metal 32262.5 → 32263; wastage 2581; making 2002.5 → 2003;
 *   offer 500.625 → −501; + 12000 + 150 → pre-tax 48496; GST 1454.88 → 1455; price 49951.
 * Ring size 13 in India (4.350 g): metal 31537.5 → 31538; wastage 2523; making 1957.5 → 1958;
 *   offer 489.375 → −489; + 12000 + 150 → pre-tax 47680; GST 1430.4 → 1430; price 49110.
 * Ring size 12 in the UAE (4.250 g, AED 285.50/g): metal 121337.5 → 121338; wastage 9707;
 *   making 4.25 × 2500 = 10625; offer 2656.25 → −2656; stones 53300; other 1500; pre-tax 193814;
 *   VAT 5 % 9690.7 → 9691; price 203505 = AED 2,035.05 (without the offer: 196470 + 9824 = 206294).
 * Ring size 13 in the UAE (4.350 g): metal 124192.5 → 124193; wastage 9935.4 → 9935; making
 *   10875; offer 2718.75 → −2719; + 53300 + 1500 → pre-tax 197084; VAT 9854.2 → 9854;
 *   price 206938 = AED 2,069.38 (without the offer: 199803 + 9990 = 209793).
 * Pendant in India (3.120 g 18K, ₹5,940/g, 12 % making): metal 18532.8 → 18533; making
 *   2223.936 → 2224; pre-tax 20757; GST 622.71 → 623; price 21380.
 * Band in the UAE (2.345 g PT950, AED 136.75/g): metal 32067.875 → 32068; wastage 5 % 1603;
 *   making 15 % 4810; offer 10 % 481.018 → −481; stones 250000; pre-tax 288000; VAT 14400;
 *   price 302400 = AED 3,024.00 (without the offer: 288481 + 14424 = 302905).
 * Coin in India (10 g silver, ₹95/g, ₹10/g making): 950 + 100 = 1050; GST 31.5 → 32 (half up);
 *   price 1082. In the UAE (AED 3.80/g, AED 0.50/g): 3800 + 500 = 4300; VAT 215; price 4515.
 * Studs in India (2 g, ₹7,250/g, ₹400/g): 14500 + 800 = 15300; GST 459; price 15759.
 */
export const PRICES = {
  in: { ringSize12: 48269, ringSize12Actual: 48761, ringSize13: 49110, ringSize14: 49951, pendant: 21380, coin: 1082, studs: 15759 },
  ae: { ringSize12: 203505, ringSize12Actual: 206294, ringSize13: 206938, ringSize13Actual: 209793, band: 302400, bandActual: 302905, coin: 4515 },
} as const;

const flat = (rate: number) => Array.from({ length: 30 }, () => rate);

export const commerceFixture: SeedData = {
  languages: [
    { id: 1, code: 'en', name: 'English', direction: 'ltr' },
    { id: 2, code: 'hi', name: 'हिन्दी', direction: 'ltr' },
    { id: 3, code: 'ar', name: 'العربية', direction: 'rtl' },
  ],
  websites: [
    {
      code: 'SLV',
      name: 'SLV Jewellers',
      sortOrder: 1,
      clearCartOnLogout: true,
      persistShoppingCart: true,
      persistLifetimeDays: 30,
      subsites: [
        { id: 1, code: 'in', code2: 'IN', name: 'India', currencyCode: 'INR', currencySymbol: '₹', decimalPlaces: 0, phoneCode: '+91', otpMethods: 'sms', taxLabel: 'GST', taxRateBp: 300, languages: ['en', 'hi'] },
        { id: 2, code: 'ae', code2: 'AE', name: 'UAE', currencyCode: 'AED', currencySymbol: 'AED ', decimalPlaces: 2, phoneCode: '+971', otpMethods: 'sms', taxLabel: 'VAT', taxRateBp: 500, languages: ['en', 'ar'] },
      ],
    },
    {
      code: 'GLD',
      name: 'Gold Outlet',
      sortOrder: 0,
      clearCartOnLogout: false,
      persistShoppingCart: false,
      persistLifetimeDays: 7,
      subsites: [
        { id: 3, code: 'sg', code2: 'SG', name: 'Singapore', currencyCode: 'SGD', currencySymbol: 'S$', decimalPlaces: null, phoneCode: '+65', otpMethods: 'email', taxLabel: 'GST', taxRateBp: 900, languages: ['en'] },
      ],
    },
  ],
  categories: [
    { slug: 'rings', name: text('Rings', 'अंगूठियाँ', 'خواتم'), description: text('All rings'), sort: 1, image: '/images/categories/rings.svg' },
    { slug: 'earrings', name: text('Earrings'), description: text('All earrings'), sort: 2, image: '/images/categories/earrings.svg' },
    { slug: 'pendants', name: text('Pendants'), description: text('All pendants'), sort: 3, image: '/images/categories/pendants.svg' },
    { slug: 'coins', name: text('Coins'), description: text('All coins'), sort: 4, image: '/images/categories/coins.svg' },
  ],
  products,
  metalRates: [
    { subsite: 'in', metal: 'gold', purity: '22K', ratePerGram: 7250, history: flat(7100) },
    { subsite: 'in', metal: 'gold', purity: '18K', ratePerGram: 5940, history: flat(5900) },
    { subsite: 'in', metal: 'silver', purity: '999', ratePerGram: 95, history: flat(95) },
    { subsite: 'ae', metal: 'gold', purity: '22K', ratePerGram: 28550, history: flat(28400) },
    { subsite: 'ae', metal: 'platinum', purity: 'PT950', ratePerGram: 13675, history: flat(13600) },
    { subsite: 'ae', metal: 'silver', purity: '999', ratePerGram: 380, history: flat(375) },
  ],
  stores: [
    { subsite: 'in', name: text('Mumbai flagship', 'मुंबई स्टोर'), address: text('1 Marine Drive'), city: text('Mumbai', 'मुंबई'), phone: '+91 22 0000 0001', hours: text('10:00–20:00'), latitude: 18.9432, longitude: 72.8236 },
    { subsite: 'in', name: text('Bengaluru'), address: text('2 MG Road'), city: text('Bengaluru'), phone: '+91 80 0000 0002', hours: text('10:00–20:00'), latitude: 12.9756, longitude: 77.6050 },
    { subsite: 'ae', name: text('Dubai Gold Souk', undefined, 'سوق الذهب دبي'), address: text('Deira'), city: text('Dubai', undefined, 'دبي'), phone: '+971 4 000 0001', hours: text('10:00–22:00'), latitude: 25.2707, longitude: 55.2972 },
  ],
  pincodes: [],
  promotions: [],
  countries: [
    { code: 'IN', name: { en: 'India', hi: 'भारत', ar: 'الهند' }, phoneCode: '+91', states: [{ code: 'MH', name: { en: 'Maharashtra', hi: 'महाराष्ट्र', ar: 'ماهاراشترا' } }] },
    { code: 'AE', name: { en: 'United Arab Emirates', hi: 'संयुक्त अरब अमीरात', ar: 'الإمارات العربية المتحدة' }, phoneCode: '+971', states: [{ code: 'DU', name: { en: 'Dubai', hi: 'दुबई', ar: 'دبي' } }] },
  ],
  users: [],
  content: [],
};
