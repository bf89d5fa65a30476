import { INDIAN_STATES } from './india-states';

/**
 * The countries the store ships to and their states, emirates or regions, named in the store's
 * languages: the seed writes them to the database (the countries call answers them), and the
 * storefront names a country or state in the shopper's language with them (the countries call is
 * made in English, docs/requirements/constants.md#fixed-request-values, and addresses keep the English names). Pure: the browser imports it.
 */
export interface PlaceName {
  en: string;
  hi: string;
  ar: string;
}

export interface ShippingCountry {
  code: string;
  name: PlaceName;
  phoneCode: string;
  states: { code: string; name: PlaceName }[];
}

type StateRow = [code: string, en: string, hi: string, ar: string];
const states = (rows: StateRow[]) => rows.map(([code, en, hi, ar]) => ({ code, name: { en, hi, ar } }));

/** The two home markets first, then where the diaspora orders from. */
export const SHIPPING_COUNTRIES: readonly ShippingCountry[] = [
  {
    code: 'IN',
    name: { en: 'India', hi: 'भारत', ar: 'الهند' },
    phoneCode: '+91',
    states: INDIAN_STATES.map(({ code, name }) => ({ code, name })),
  },
  {
    code: 'AE',
    name: { en: 'United Arab Emirates', hi: 'संयुक्त अरब अमीरात', ar: 'الإمارات العربية المتحدة' },
    phoneCode: '+971',
    states: states([
      ['AZ', 'Abu Dhabi', 'अबू धाबी', 'أبوظبي'],
      ['DU', 'Dubai', 'दुबई', 'دبي'],
      ['SH', 'Sharjah', 'शारजाह', 'الشارقة'],
      ['AJ', 'Ajman', 'अजमान', 'عجمان'],
      ['UQ', 'Umm Al Quwain', 'उम्म अल क़ुवैन', 'أم القيوين'],
      ['RK', 'Ras Al Khaimah', 'रास अल ख़ैमा', 'رأس الخيمة'],
      ['FU', 'Fujairah', 'फ़ुजैरा', 'الفجيرة'],
    ]),
  },
  {
    code: 'US',
    name: { en: 'United States', hi: 'संयुक्त राज्य अमेरिका', ar: 'الولايات المتحدة' },
    phoneCode: '+1',
    states: states([
      ['CA', 'California', 'कैलिफ़ोर्निया', 'كاليفورنيا'],
      ['IL', 'Illinois', 'इलिनॉय', 'إلينوي'],
      ['NJ', 'New Jersey', 'न्यू जर्सी', 'نيوجيرسي'],
      ['NY', 'New York', 'न्यूयॉर्क', 'نيويورك'],
      ['TX', 'Texas', 'टेक्सास', 'تكساس'],
    ]),
  },
  {
    code: 'GB',
    name: { en: 'United Kingdom', hi: 'यूनाइटेड किंगडम', ar: 'المملكة المتحدة' },
    phoneCode: '+44',
    states: states([
      ['ENG', 'England', 'इंग्लैंड', 'إنجلترا'],
      ['SCT', 'Scotland', 'स्कॉटलैंड', 'اسكتلندا'],
      ['WLS', 'Wales', 'वेल्स', 'ويلز'],
      ['NIR', 'Northern Ireland', 'उत्तरी आयरलैंड', 'أيرلندا الشمالية'],
    ]),
  },
  {
    code: 'SG',
    name: { en: 'Singapore', hi: 'सिंगापुर', ar: 'سنغافورة' },
    phoneCode: '+65',
    states: states([
      ['01', 'Central Singapore', 'मध्य सिंगापुर', 'وسط سنغافورة'],
      ['02', 'North East', 'उत्तर-पूर्व', 'الشمال الشرقي'],
      ['03', 'North West', 'उत्तर-पश्चिम', 'الشمال الغربي'],
      ['04', 'South East', 'दक्षिण-पूर्व', 'الجنوب الشرقي'],
      ['05', 'South West', 'दक्षिण-पश्चिम', 'الجنوب الغربي'],
    ]),
  },
  {
    code: 'SA',
    name: { en: 'Saudi Arabia', hi: 'सऊदी अरब', ar: 'المملكة العربية السعودية' },
    phoneCode: '+966',
    states: states([
      ['01', 'Riyadh', 'रियाद', 'الرياض'],
      ['02', 'Makkah', 'मक्का', 'مكة المكرمة'],
      ['03', 'Madinah', 'मदीना', 'المدينة المنورة'],
      ['04', 'Eastern Province', 'पूर्वी प्रांत', 'المنطقة الشرقية'],
    ]),
  },
  {
    code: 'QA',
    name: { en: 'Qatar', hi: 'क़तर', ar: 'قطر' },
    phoneCode: '+974',
    states: states([
      ['DA', 'Doha', 'दोहा', 'الدوحة'],
      ['RA', 'Al Rayyan', 'अल रय्यान', 'الريان'],
      ['WA', 'Al Wakrah', 'अल वकरा', 'الوكرة'],
      ['KH', 'Al Khor', 'अल ख़ोर', 'الخور'],
    ]),
  },
  {
    code: 'OM',
    name: { en: 'Oman', hi: 'ओमान', ar: 'عُمان' },
    phoneCode: '+968',
    states: states([
      ['MA', 'Muscat', 'मस्क़त', 'مسقط'],
      ['BS', 'North Al Batinah', 'उत्तरी अल बातिना', 'شمال الباطنة'],
      ['DA', 'Ad Dakhiliyah', 'अद दाख़िलिया', 'الداخلية'],
      ['ZU', 'Dhofar', 'ज़ुफ़ार', 'ظفار'],
    ]),
  },
];

const normalise = (value: string) => value.trim().toLowerCase();
const countryByName = new Map<string, ShippingCountry>();
for (const country of SHIPPING_COUNTRIES) {
  countryByName.set(normalise(country.code), country);
  for (const local of Object.values(country.name)) countryByName.set(normalise(local), country);
}

const languageOf = (language: string): keyof PlaceName => {
  const code = language.split('-')[0]?.toLowerCase();
  return code === 'hi' || code === 'ar' ? code : 'en';
};

/** "United Arab Emirates" (or "AE") in `ar` → "الإمارات العربية المتحدة"; a name the list does not know is kept as given. */
export function countryName(country: string, language: string): string {
  return countryByName.get(normalise(country))?.name[languageOf(language)] ?? country;
}

/** "Dubai" of the UAE in `ar` → "دبي"; the state is looked for in its country first, then in any. */
export function stateName(state: string, country: string, language: string): string {
  const wanted = normalise(state);
  const matches = (candidate: ShippingCountry['states'][number]) => normalise(candidate.code) === wanted || Object.values(candidate.name).some((local) => normalise(local) === wanted);
  const home = countryByName.get(normalise(country));
  const found = home?.states.find(matches) ?? SHIPPING_COUNTRIES.flatMap((candidate) => candidate.states).find(matches);
  return found?.name[languageOf(language)] ?? state;
}
