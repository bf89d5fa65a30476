import type { PriceLineCode } from './price-engine';

/**
 * The few words a price breakup needs, in every language of the store. Unknown languages fall
 * back to English. The storefront translates its own screens; these travel inside the breakup
 * because the account service's `products/price/{id}` answers a finished breakup.
 */
interface PriceWords {
  lines: Record<PriceLineCode, string>;
  metals: Record<string, string>;
  gram: string;
  ofMetalValue: string;
  offMaking: string;
  /** The subsite's tax (`GST`, `VAT`: the subsite's tax label) by the name shoppers know it in this language. */
  taxNames: Record<string, string>;
}

const WORDS: Record<string, PriceWords> = {
  en: {
    lines: {
      metal: 'Metal',
      wastage: 'Wastage',
      making: 'Making charges',
      making_offer: 'Offer on making charges',
      stones: 'Stones',
      other: 'Other charges',
      tax: 'Tax',
    },
    metals: { gold: 'Gold', platinum: 'Platinum', silver: 'Silver' },
    gram: 'g',
    ofMetalValue: 'of metal value',
    offMaking: 'off making charges',
    taxNames: { GST: 'GST', VAT: 'VAT' },
  },
  hi: {
    lines: {
      metal: 'धातु',
      wastage: 'वेस्टेज',
      making: 'मेकिंग शुल्क',
      making_offer: 'मेकिंग शुल्क पर छूट',
      stones: 'रत्न',
      other: 'अन्य शुल्क',
      tax: 'कर',
    },
    metals: { gold: 'सोना', platinum: 'प्लैटिनम', silver: 'चांदी' },
    gram: 'ग्राम',
    ofMetalValue: 'धातु मूल्य का',
    offMaking: 'मेकिंग शुल्क पर छूट',
    taxNames: { GST: 'जीएसटी', VAT: 'वैट' },
  },
  ar: {
    lines: {
      metal: 'المعدن',
      wastage: 'الهدر',
      making: 'أجور الصياغة',
      making_offer: 'خصم على أجور الصياغة',
      stones: 'الأحجار',
      other: 'رسوم أخرى',
      tax: 'الضريبة',
    },
    metals: { gold: 'ذهب', platinum: 'بلاتين', silver: 'فضة' },
    gram: 'غ',
    ofMetalValue: 'من قيمة المعدن',
    offMaking: 'خصم على أجور الصياغة',
    taxNames: { GST: 'ضريبة السلع والخدمات', VAT: 'ضريبة القيمة المضافة' },
  },
};

export function priceWords(languageCode: string): PriceWords {
  return WORDS[languageCode] ?? (WORDS.en as PriceWords);
}

/** 800 → "8%", 1250 → "12.5%", 325 → "3.25%": basis points without floats. */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}

/** 4250 mg → "4.250": grams with three decimals, exactly. */
export function formatGrams(milligrams: number): string {
  return `${Math.trunc(milligrams / 1000)}.${String(milligrams % 1000).padStart(3, '0')}`;
}
