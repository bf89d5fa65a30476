import type { ProductCartSettings } from '@/shared/contracts/content';
import { buildLocaleContent, type LocaleContent } from './content-builder';
import { indiaEnglish, indiaHindi, indiaPlan } from './content-india';
import { indiaEnglishPages } from './content-pages-india-en';
import { indiaHindiPages } from './content-pages-india-hi';
import { uaeArabicPages } from './content-pages-uae-ar';
import { uaeEnglishPages } from './content-pages-uae-en';
import { uaeArabic, uaeEnglish, uaePlan } from './content-uae';

export type ContentLocale = 'in-en' | 'in-hi' | 'ae-en' | 'ae-ar';

/** Storefront content per locale (subsite-language), served under the content keys. */
export const content: Record<ContentLocale, LocaleContent> = {
  'in-en': buildLocaleContent(indiaPlan, indiaEnglish, indiaEnglishPages),
  'in-hi': buildLocaleContent(indiaPlan, indiaHindi, indiaHindiPages),
  'ae-en': buildLocaleContent(uaePlan, uaeEnglish, uaeEnglishPages),
  'ae-ar': buildLocaleContent(uaePlan, uaeArabic, uaeArabicPages),
};

/**
 * Cart rules per subsite. Amounts here are decimal amounts of the subsite's currency (as on
 * the wire), not minor units: ₹5,000 and AED 500.00. The return window and the quantity limit are
 * not stored here: the content service adds the services' RETURN_WINDOW_DAYS and
 * MAX_QUANTITY_PER_LINE when it serves these, so the promise and the rule are one figure.
 */
export const productCartSettings: Record<'in' | 'ae', Omit<ProductCartSettings, 'returnWindowDays' | 'maxQuantityPerItem'>> = {
  in: { freeShippingAbove: 5000, giftWrapPrice: 199 },
  ae: { freeShippingAbove: 500, giftWrapPrice: 25 },
};
