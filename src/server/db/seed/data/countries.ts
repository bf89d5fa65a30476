import type { SeedCountry } from '../types';
import { india, toStates } from './countries-india';

/** Shipping countries: the two home markets first, then where the diaspora orders from. */
export const countries: SeedCountry[] = [
  india,
  {
    code: 'AE',
    name: { en: 'United Arab Emirates', hi: 'संयुक्त अरब अमीरात', ar: 'الإمارات العربية المتحدة' },
    phoneCode: '+971',
    states: toStates([
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
    states: toStates([
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
    states: toStates([
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
    states: toStates([
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
    states: toStates([
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
    states: toStates([
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
    states: toStates([
      ['MA', 'Muscat', 'मस्क़त', 'مسقط'],
      ['BS', 'North Al Batinah', 'उत्तरी अल बातिना', 'شمال الباطنة'],
      ['DA', 'Ad Dakhiliyah', 'अद दाख़िलिया', 'الداخلية'],
      ['ZU', 'Dhofar', 'ज़ुफ़ार', 'ظفار'],
    ]),
  },
];
