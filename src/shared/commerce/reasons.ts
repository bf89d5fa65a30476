import { CANCEL_REASONS, RETURN_REASONS } from '@/shared/contracts/order-life';

type Labels = Record<string, Record<string, string>>;

/** Reason labels per language (the request's `languageID`); English when a language has none. */
const CANCEL_LABELS: Labels = {
  en: {
    changed_mind: 'I changed my mind',
    ordered_by_mistake: 'I ordered by mistake',
    better_price: 'I found a better price',
    delivery_too_late: 'Delivery would be too late',
    other: 'Another reason',
  },
  hi: {
    changed_mind: 'मैंने अपना मन बदल लिया',
    ordered_by_mistake: 'गलती से ऑर्डर हो गया',
    better_price: 'बेहतर कीमत मिल गई',
    delivery_too_late: 'डिलीवरी बहुत देर से होगी',
    other: 'कोई और कारण',
  },
  ar: {
    changed_mind: 'غيرت رأيي',
    ordered_by_mistake: 'طلبت عن طريق الخطأ',
    better_price: 'وجدت سعراً أفضل',
    delivery_too_late: 'سيتأخر التوصيل كثيراً',
    other: 'سبب آخر',
  },
};

const RETURN_LABELS: Labels = {
  en: {
    size_fit: 'The size does not fit',
    not_as_described: 'Not as described',
    damaged: 'Arrived damaged',
    quality: 'Not happy with the quality',
    changed_mind: 'I changed my mind',
    other: 'Another reason',
  },
  hi: {
    size_fit: 'साइज़ सही नहीं है',
    not_as_described: 'विवरण के अनुसार नहीं',
    damaged: 'क्षतिग्रस्त पहुँचा',
    quality: 'गुणवत्ता से संतुष्ट नहीं',
    changed_mind: 'मैंने अपना मन बदल लिया',
    other: 'कोई और कारण',
  },
  ar: {
    size_fit: 'المقاس غير مناسب',
    not_as_described: 'ليس كما هو موصوف',
    damaged: 'وصل تالفاً',
    quality: 'لست راضياً عن الجودة',
    changed_mind: 'غيرت رأيي',
    other: 'سبب آخر',
  },
};

const labelsOf = (labels: Labels, languageCode: string) => labels[languageCode] ?? (labels.en as Record<string, string>);

export function cancelReasons(languageCode: string) {
  const labels = labelsOf(CANCEL_LABELS, languageCode);
  return CANCEL_REASONS.map((reasonID) => ({ reasonID, label: labels[reasonID] ?? reasonID }));
}

export function returnReasons(languageCode: string) {
  const labels = labelsOf(RETURN_LABELS, languageCode);
  return RETURN_REASONS.map((reasonID) => ({ reasonID, label: labels[reasonID] ?? reasonID }));
}

export const cancelReasonLabel = (reasonID: string, languageCode = 'en') => labelsOf(CANCEL_LABELS, languageCode)[reasonID] ?? reasonID;
export const returnReasonLabel = (reasonID: string, languageCode = 'en') => labelsOf(RETURN_LABELS, languageCode)[reasonID] ?? reasonID;
