import type { ProductCartSettings } from '../../../../shared/contracts/content';
import { buildLocaleContent, type LocaleContent } from './content-builder';
import { indiaEnglish, indiaHindi, indiaPlan } from './content-india';
import { indiaEnglishPages, indiaHindiPages } from './content-pages-india';
import { uaeArabicPages, uaeEnglishPages } from './content-pages-uae';
import { uaeArabic, uaeEnglish, uaePlan } from './content-uae';

export type { LocaleContent, WidgetSeed } from './content-builder';

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
 * the wire), not minor units: ₹5,000 and AED 500.00. The return window is not stored here: the
 * content service adds the services' RETURN_WINDOW_DAYS when it serves these.
 */
export const productCartSettings: Record<'in' | 'ae', Omit<ProductCartSettings, 'returnWindowDays'>> = {
  in: { maxQuantityPerItem: 5, freeShippingAbove: 5000, giftWrapPrice: 199 },
  ae: { maxQuantityPerItem: 5, freeShippingAbove: 500, giftWrapPrice: 25 },
};
