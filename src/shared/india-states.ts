/**
 * India's 28 states and 8 union territories (codes as on GST invoices and number plates), their
 * names in the store's languages, and the PIN codes of each: the services check that an address's
 * PIN code belongs to its state, the storefront checks it as the shopper types, the mocks answer
 * alike, and the seed writes the names. Pure: the browser's mock worker imports it.
 *
 * A PIN code's first digits name its postal circle; circles follow state borders, but a few
 * 3-digit prefixes cross them (244–249 and 262–263 are shared by Uttar Pradesh and Uttarakhand,
 * 160 by Chandigarh and Mohali in Punjab; a union territory's enclaves sit inside a state's circle),
 * so a prefix may belong to two. Ranges are of 3-digit prefixes, both ends included.
 */
export interface IndianState {
  code: string;
  name: { en: string; hi: string; ar: string };
  pinPrefixes: ReadonlyArray<readonly [from: number, to: number]>;
}

const state = (code: string, en: string, hi: string, ar: string, ...pinPrefixes: Array<number | readonly [number, number]>): IndianState => ({
  code,
  name: { en, hi, ar },
  pinPrefixes: pinPrefixes.map((prefix) => (typeof prefix === 'number' ? ([prefix, prefix] as const) : prefix)),
});

export const INDIAN_STATES: readonly IndianState[] = [
  state('AP', 'Andhra Pradesh', 'आंध्र प्रदेश', 'أندرا براديش', [510, 535]),
  state('AR', 'Arunachal Pradesh', 'अरुणाचल प्रदेश', 'أروناتشال براديش', [790, 792]),
  state('AS', 'Assam', 'असम', 'آسام', [781, 788]),
  state('BR', 'Bihar', 'बिहार', 'بيهار', [800, 813], 821, [823, 824], [841, 855]),
  state('CG', 'Chhattisgarh', 'छत्तीसगढ़', 'تشاتيسغار', [490, 497]),
  state('GA', 'Goa', 'गोवा', 'غوا', 403),
  state('GJ', 'Gujarat', 'गुजरात', 'غوجارات', [360, 396]),
  state('HR', 'Haryana', 'हरियाणा', 'هاريانا', [121, 136]),
  state('HP', 'Himachal Pradesh', 'हिमाचल प्रदेश', 'هيماشال براديش', [171, 177]),
  state('JH', 'Jharkhand', 'झारखंड', 'جهارخاند', [814, 816], 822, [825, 835]),
  state('KA', 'Karnataka', 'कर्नाटक', 'كارناتاكا', [560, 591]),
  state('KL', 'Kerala', 'केरल', 'كيرالا', [670, 695]),
  state('MP', 'Madhya Pradesh', 'मध्य प्रदेश', 'ماديا براديش', [450, 488]),
  state('MH', 'Maharashtra', 'महाराष्ट्र', 'ماهاراشترا', [400, 402], [404, 445]),
  state('MN', 'Manipur', 'मणिपुर', 'مانيبور', 795),
  state('ML', 'Meghalaya', 'मेघालय', 'ميغالايا', [793, 794]),
  state('MZ', 'Mizoram', 'मिज़ोरम', 'ميزورام', 796),
  state('NL', 'Nagaland', 'नागालैंड', 'ناغالاند', [797, 798]),
  state('OD', 'Odisha', 'ओडिशा', 'أوديشا', [751, 770]),
  state('PB', 'Punjab', 'पंजाब', 'البنجاب', [140, 160]),
  state('RJ', 'Rajasthan', 'राजस्थान', 'راجستان', [301, 345]),
  state('SK', 'Sikkim', 'सिक्किम', 'سيكيم', 737),
  state('TN', 'Tamil Nadu', 'तमिलनाडु', 'تاميل نادو', [600, 643]),
  state('TS', 'Telangana', 'तेलंगाना', 'تيلانغانا', [500, 509]),
  state('TR', 'Tripura', 'त्रिपुरा', 'تريبورا', 799),
  state('UP', 'Uttar Pradesh', 'उत्तर प्रदेश', 'أوتار براديش', [201, 285]),
  state('UK', 'Uttarakhand', 'उत्तराखंड', 'أوتاراخاند', 244, [246, 249], [262, 263]),
  state('WB', 'West Bengal', 'पश्चिम बंगाल', 'البنغال الغربية', [700, 736], [738, 743]),
  state('AN', 'Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह', 'جزر أندمان ونيكوبار', 744),
  state('CH', 'Chandigarh', 'चंडीगढ़', 'تشانديغار', 160),
  // Dadra and Nagar Haveli, Daman (396) and Diu (362).
  state('DH', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव', 'دادرا وناغار هافيلي ودامان وديو', 362, 396),
  state('DL', 'Delhi', 'दिल्ली', 'دلهي', 110),
  state('JK', 'Jammu and Kashmir', 'जम्मू और कश्मीर', 'جامو وكشمير', [180, 193]),
  state('LA', 'Ladakh', 'लद्दाख', 'لداخ', 194),
  state('LD', 'Lakshadweep', 'लक्षद्वीप', 'لاكشادويب', 682),
  // Puducherry (605), Karaikal (609), Yanam (533) and Mahe (673) lie inside other states' circles.
  state('PY', 'Puducherry', 'पुडुचेरी', 'بودوتشيري', 533, 605, 609, 673),
];

const INDIA_NAMES = new Set(['in', 'ind', 'india', 'भारत', 'الهند']);
const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');

/** "India", "IN", "भारत", "الهند": the country an address names is India. */
export function isIndia(country: string | null | undefined): boolean {
  return country ? INDIA_NAMES.has(normalise(country)) : false;
}

/** The state an address names, by code or by its name in any of the store's languages; null when unknown. */
export function findIndianState(name: string | null | undefined): IndianState | null {
  if (!name) return null;
  const wanted = normalise(name);
  return (
    INDIAN_STATES.find((candidate) => candidate.code.toLowerCase() === wanted || Object.values(candidate.name).some((local) => normalise(local) === wanted)) ??
    null
  );
}

/** Does this 6-digit PIN code belong to the state (one of its postal circles)? */
export function pinBelongsToState(pin: string, indianState: IndianState): boolean {
  const prefix = Number(pin.trim().slice(0, 3));
  return indianState.pinPrefixes.some(([from, to]) => prefix >= from && prefix <= to);
}

/** The states a PIN code can belong to (usually one; two where a prefix crosses a border). */
export function statesOfPin(pin: string): IndianState[] {
  return INDIAN_STATES.filter((candidate) => pinBelongsToState(pin, candidate));
}

export interface PinStateMismatch {
  pin: string;
  state: IndianState;
}

/**
 * The mismatch between an Indian address's PIN code and its state, or null when they agree or
 * cannot be checked (not India, a state the table does not know, a PIN of the wrong form: its form
 * is checked elsewhere).
 */
export function pinStateMismatch(address: { country?: string | null; state?: string | null; zip?: string | null }): PinStateMismatch | null {
  if (!isIndia(address.country)) return null;
  const indianState = findIndianState(address.state);
  const pin = (address.zip ?? '').trim();
  if (!indianState || !/^[1-9][0-9]{5}$/.test(pin)) return null;
  return pinBelongsToState(pin, indianState) ? null : { pin, state: indianState };
}

type Language = 'en' | 'hi' | 'ar';
const languageOf = (code: string): Language => (code === 'hi' || code === 'ar' ? code : 'en');

/** "PIN code 400001 is not in Karnataka: check the PIN code or the state", in the shopper's language. */
export function pinStateMessage(mismatch: PinStateMismatch, languageCode: string): string {
  const language = languageOf(languageCode);
  const name = mismatch.state.name[language];
  if (language === 'hi') return `पिन कोड ${mismatch.pin} ${name} में नहीं है: पिन कोड या राज्य जाँच लें`;
  if (language === 'ar') return `الرمز البريدي ${mismatch.pin} ليس في ${name}: تحقّق من الرمز البريدي أو الولاية`;
  return `PIN code ${mismatch.pin} is not in ${name}: check the PIN code or the state`;
}

/** Where an address's PIN code was refused: the answer's `data`, naming the body field. */
export interface PinStateRefusal {
  field: string;
  message: string;
}

/** Null when the address's PIN code may be in its state; else the translated refusal for `field`. */
export function pinStateRefusal(address: { country?: string | null; state?: string | null; zip?: string | null }, field: string, languageCode: string): PinStateRefusal | null {
  const mismatch = pinStateMismatch(address);
  return mismatch ? { field, message: pinStateMessage(mismatch, languageCode) } : null;
}
