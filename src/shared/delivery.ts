/**
 * Delivery estimates and their wording, shared by the services (`GET /api/products/{id}/pincode/{pin}`),
 * the mocks and the storefront (which may check a pin's form before asking).
 */

/** What a pin looks like in each subsite, and how to say so when it does not. */
export const PIN_FORMATS: Record<string, { pattern: RegExp; rule: string }> = {
  in: { pattern: /^[1-9][0-9]{5}$/, rule: 'must be a 6-digit PIN code such as 400001' },
  ae: { pattern: /^[A-Z]{3}-[0-9]{2}$/, rule: 'must be an area code such as DXB-01' },
};
const ANY_PIN = { pattern: /^[A-Z0-9][A-Z0-9 -]{1,10}$/, rule: 'must be 2 to 11 letters, digits, spaces or hyphens' };

/** A pin as the services read it: trimmed, upper case. */
export const normalisePin = (pin: string) => pin.trim().toUpperCase();

/** Null when the pin has the subsite's form, else the rule it breaks (the 400's message after `params.pin: `). */
export function pinProblem(subsiteCode: string, pin: string): string | null {
  const format = PIN_FORMATS[subsiteCode] ?? ANY_PIN;
  return format.pattern.test(normalisePin(pin)) ? null : format.rule;
}

/** Subsites' time zones: "today" for a delivery estimate is the shopper's today. */
const TIME_ZONES: Record<string, string> = { in: 'Asia/Kolkata', ae: 'Asia/Dubai' };
const DAY_MS = 24 * 60 * 60 * 1000;
const SUNDAY = 0;

/** `YYYY-MM-DD` of an instant in the subsite's time zone (UTC for a subsite without one). */
export function localDate(now: Date, subsiteCode: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONES[subsiteCode] ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date `days` working days after `from` (`YYYY-MM-DD`), Sundays neither counted nor landed on. */
export function addWorkingDays(from: string, days: number): string {
  let date = new Date(`${from}T00:00:00Z`).getTime();
  for (let left = days; left > 0; ) {
    date += DAY_MS;
    if (new Date(date).getUTCDay() !== SUNDAY) left -= 1;
  }
  // Same-day delivery (0 days) cannot land on a Sunday either.
  while (new Date(date).getUTCDay() === SUNDAY) date += DAY_MS;
  return new Date(date).toISOString().slice(0, 10);
}

/** "Tue, 24 Nov" in the reader's language (`en-IN`, `hi-IN`, `ar-AE`), digits in Latin script. */
export function formatDeliveryDate(date: string, languageTag: string): string {
  return new Intl.DateTimeFormat(languageTag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC', numberingSystem: 'latn' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** What the pincode check tells the shopper, in every language of the store (English fallback). */
interface PincodeWords {
  withCod(pin: string, city: string, date: string): string;
  withoutCod(pin: string, city: string, date: string): string;
  notServed(pin: string): string;
}

const WORDS: Record<string, PincodeWords> = {
  en: {
    withCod: (pin, city, date) => `Delivery to ${pin} (${city}) by ${date}. Cash on delivery is available.`,
    withoutCod: (pin, city, date) => `Delivery to ${pin} (${city}) by ${date}. Cash on delivery is not available here: pay online.`,
    notServed: (pin) => `Sorry, we do not deliver to ${pin} yet. You can collect this piece at one of our stores.`,
  },
  hi: {
    withCod: (pin, city, date) => `${pin} (${city}) पर ${date} तक डिलीवरी। कैश ऑन डिलीवरी उपलब्ध है।`,
    withoutCod: (pin, city, date) => `${pin} (${city}) पर ${date} तक डिलीवरी। यहाँ कैश ऑन डिलीवरी उपलब्ध नहीं है: ऑनलाइन भुगतान करें।`,
    notServed: (pin) => `क्षमा करें, हम अभी ${pin} पर डिलीवरी नहीं करते। आप यह आभूषण हमारे किसी स्टोर से ले सकते हैं।`,
  },
  ar: {
    withCod: (pin, city, date) => `التوصيل إلى ${pin} (${city}) بحلول ${date}. الدفع عند الاستلام متاح.`,
    withoutCod: (pin, city, date) => `التوصيل إلى ${pin} (${city}) بحلول ${date}. الدفع عند الاستلام غير متاح هنا: ادفع عبر الإنترنت.`,
    notServed: (pin) => `عذراً، لا نوصّل إلى ${pin} حالياً. يمكنك استلام هذه القطعة من أحد متاجرنا.`,
  },
};

export function pincodeWords(languageCode: string): PincodeWords {
  return WORDS[languageCode] ?? (WORDS.en as PincodeWords);
}

/** A served place as the delivery table holds it. */
export interface ServedPlace {
  city: string;
  cod: boolean;
  /** Working days to deliver. */
  days: number;
}

export interface DescribeDeliveryOptions {
  productID: number;
  pincode: string;
  /** The delivery row of the pin, or null/unserviceable when the store does not deliver there. */
  place: (ServedPlace & { serviceable: boolean }) | null;
  subsiteCode: string;
  languageCode: string;
  now: Date;
}

/** The pincode check's answer (`PincodeCheck` in contracts/delivery.ts) from a delivery row. */
export function describeDelivery({ productID, pincode, place, subsiteCode, languageCode, now }: DescribeDeliveryOptions) {
  const words = pincodeWords(languageCode);
  if (!place?.serviceable) {
    return {
      productID,
      pincode,
      deliverable: false,
      city: place?.city ?? null,
      codAvailable: false,
      deliveryDays: null,
      estimatedDeliveryDate: null,
      message: words.notServed(pincode),
    };
  }
  const date = addWorkingDays(localDate(now, subsiteCode), place.days);
  const shown = formatDeliveryDate(date, `${languageCode}-${subsiteCode.toUpperCase()}`);
  return {
    productID,
    pincode,
    deliverable: true,
    city: place.city,
    codAvailable: place.cod,
    deliveryDays: place.days,
    estimatedDeliveryDate: date,
    message: place.cod ? words.withCod(pincode, place.city, shown) : words.withoutCod(pincode, place.city, shown),
  };
}
