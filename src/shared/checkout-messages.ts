import { decimalPlacesOf, decimalToMinor, MAX_WIRE_AMOUNT } from './money';

/**
 * Checkout's messages as the services word them: promotions, delivery and cash on delivery, the
 * payment ways, placing an order and the other checkout answers. Shared by the services and the
 * mocks so both word every answer alike (the storefront shows the server's meta.message first,
 * docs/requirements/messages.md#the-rule; the contract test compares them). zod-free: the browser's mock worker imports it.
 */

/** Words by language code; English is always there. */
export type ByLanguage<T> = Record<string, T> & { en: T };

/** The table of the language, English for any other. */
export function inLanguage<T>(table: ByLanguage<T>, languageCode: string): T {
  return table[languageCode] ?? table.en;
}

export interface PromotionWords {
  notFound: (code: string) => string;
  notStarted: (code: string) => string;
  expired: (code: string) => string;
  minSubtotal: (code: string, amount: string) => string;
  scope: (code: string) => string;
  once: (code: string) => string;
  stacking: (code: string, other: string) => string;
  alreadyApplied: (code: string) => string;
  applied: (code: string) => string;
  removed: string;
  droppedOff: (code: string, why: string) => string;
}

const PROMOTION_WORDS: ByLanguage<PromotionWords> = {
  en: {
    notFound: (code) => `Coupon ${code} is not valid`,
    notStarted: (code) => `Coupon ${code} is not active yet`,
    expired: (code) => `Coupon ${code} has expired`,
    minSubtotal: (code, amount) => `Coupon ${code} needs a subtotal of ${amount}`,
    scope: (code) => `Coupon ${code} does not apply to any item in your cart`,
    once: (code) => `You have already used coupon ${code}`,
    stacking: (code, other) => `Coupon ${code} cannot be combined with ${other}; remove ${other} first`,
    alreadyApplied: (code) => `Coupon ${code} is already applied`,
    applied: (code) => `Promotion ${code} applied`,
    removed: 'Promotion removed',
    droppedOff: (code, why) => `Coupon ${code} was removed from your cart: ${why}`,
  },
  hi: {
    notFound: (code) => `कूपन ${code} मान्य नहीं है`,
    notStarted: (code) => `कूपन ${code} अभी शुरू नहीं हुआ है`,
    expired: (code) => `कूपन ${code} की अवधि समाप्त हो गई है`,
    minSubtotal: (code, amount) => `कूपन ${code} के लिए ${amount} का उप-योग आवश्यक है`,
    scope: (code) => `कूपन ${code} आपके कार्ट की किसी वस्तु पर लागू नहीं होता`,
    once: (code) => `आप कूपन ${code} का उपयोग पहले ही कर चुके हैं`,
    stacking: (code, other) => `कूपन ${code} को ${other} के साथ नहीं जोड़ा जा सकता; पहले ${other} हटाएँ`,
    alreadyApplied: (code) => `कूपन ${code} पहले से लागू है`,
    applied: (code) => `प्रमोशन ${code} लागू किया गया`,
    removed: 'प्रमोशन हटाया गया',
    droppedOff: (code, why) => `कूपन ${code} आपके कार्ट से हटा दिया गया: ${why}`,
  },
  ar: {
    notFound: (code) => `القسيمة ${code} غير صالحة`,
    notStarted: (code) => `القسيمة ${code} لم تبدأ بعد`,
    expired: (code) => `انتهت صلاحية القسيمة ${code}`,
    minSubtotal: (code, amount) => `تتطلب القسيمة ${code} مجموعاً فرعياً قدره ${amount}`,
    scope: (code) => `القسيمة ${code} لا تنطبق على أي منتج في سلتك`,
    once: (code) => `لقد استخدمت القسيمة ${code} من قبل`,
    stacking: (code, other) => `لا يمكن الجمع بين القسيمة ${code} و${other}؛ أزل ${other} أولاً`,
    alreadyApplied: (code) => `القسيمة ${code} مطبقة بالفعل`,
    applied: (code) => `تم تطبيق العرض ${code}`,
    removed: 'تمت إزالة العرض',
    droppedOff: (code, why) => `أزيلت القسيمة ${code} من سلتك: ${why}`,
  },
};

export function promotionWords(languageCode: string): PromotionWords {
  return inLanguage(PROMOTION_WORDS, languageCode);
}

/** Delivery and cash-on-delivery words. */
export interface DeliveryWords {
  notServed: (pin: string) => string;
  noAddress: string;
  codNotHere: (pin: string) => string;
  codLimit: (amount: string) => string;
  nothingToPay: string;
  codNotVerified: string;
  /** Too many codes sent to this phone this hour (the per-recipient limit of every code the store sends). */
  codCodeLimit: (minutes: number) => string;
}

const DELIVERY_WORDS: ByLanguage<DeliveryWords> = {
  en: {
    notServed: (pin) => `We do not deliver to ${pin} yet`,
    noAddress: 'Add a delivery address first',
    codNotHere: (pin) => `Cash on delivery is not available for ${pin}`,
    codLimit: (amount) => `Cash on delivery is available for orders up to ${amount}`,
    nothingToPay: 'Nothing to pay: your store credit covers this order',
    codNotVerified: 'Verify the code sent to your phone to pay on delivery',
    codCodeLimit: (minutes) => `Too many codes were sent to this phone. Please try again in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}, or choose another way to pay.`,
  },
  hi: {
    notServed: (pin) => `हम अभी ${pin} पर डिलीवरी नहीं करते`,
    noAddress: 'पहले डिलीवरी का पता जोड़ें',
    codNotHere: (pin) => `${pin} के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है`,
    codLimit: (amount) => `कैश ऑन डिलीवरी ${amount} तक के ऑर्डर के लिए उपलब्ध है`,
    nothingToPay: 'कुछ भी भुगतान नहीं करना है: आपका स्टोर क्रेडिट इस ऑर्डर को कवर करता है',
    codNotVerified: 'डिलीवरी पर भुगतान के लिए अपने फ़ोन पर भेजा गया कोड सत्यापित करें',
    codCodeLimit: (minutes) => `इस फ़ोन पर बहुत अधिक कोड भेजे जा चुके हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें, या भुगतान का कोई दूसरा तरीका चुनें।`,
  },
  ar: {
    notServed: (pin) => `لا نوصّل إلى ${pin} حالياً`,
    noAddress: 'أضف عنوان التوصيل أولاً',
    codNotHere: (pin) => `الدفع عند الاستلام غير متاح في ${pin}`,
    codLimit: (amount) => `الدفع عند الاستلام متاح للطلبات حتى ${amount}`,
    nothingToPay: 'لا شيء للدفع: رصيدك في المتجر يغطي هذا الطلب',
    codNotVerified: 'تحقق من الرمز المرسل إلى هاتفك للدفع عند الاستلام',
    codCodeLimit: (minutes) => `أُرسل عدد كبير من الرموز إلى هذا الهاتف. يرجى المحاولة مرة أخرى بعد ${minutes} دقيقة، أو اختيار طريقة دفع أخرى.`,
  },
};

export function deliveryWords(languageCode: string): DeliveryWords {
  return inLanguage(DELIVERY_WORDS, languageCode);
}

/** The payment ways' words: each way's name and description, and why it cannot be used. */
export interface GatewayWords {
  card: [string, string];
  cod: [string, string];
  free: [string, string];
  cardNothing: string;
  freeNotYet: string;
  empty: string;
}

/** Each way's name and description. */
const GATEWAY_WAYS: ByLanguage<Pick<GatewayWords, 'card' | 'cod' | 'free'>> = {
  en: { card: ['Card', 'Pay securely by credit or debit card'], cod: ['Cash on delivery', 'Pay when your order arrives; we send a code to your phone first'], free: ['Store credit', 'Your store credit covers the whole order'] },
  hi: { card: ['कार्ड', 'क्रेडिट या डेबिट कार्ड से सुरक्षित भुगतान करें'], cod: ['कैश ऑन डिलीवरी', 'ऑर्डर पहुँचने पर भुगतान करें; पहले हम आपके फ़ोन पर एक कोड भेजते हैं'], free: ['स्टोर क्रेडिट', 'आपका स्टोर क्रेडिट पूरे ऑर्डर को कवर करता है'] },
  ar: { card: ['بطاقة', 'ادفع بأمان ببطاقة الائتمان أو الخصم'], cod: ['الدفع عند الاستلام', 'ادفع عند وصول طلبك؛ نرسل رمزاً إلى هاتفك أولاً'], free: ['رصيد المتجر', 'رصيدك في المتجر يغطي الطلب بالكامل'] },
};

const FREE_NOT_YET: ByLanguage<string> = {
  en: 'Store credit does not cover the whole order',
  hi: 'स्टोर क्रेडिट पूरे ऑर्डर को कवर नहीं करता',
  ar: 'رصيد المتجر لا يغطي الطلب بالكامل',
};

/** Card's and the empty cart's reasons are delivery's and placing's own words. */
export function gatewayWords(languageCode: string): GatewayWords {
  return {
    ...inLanguage(GATEWAY_WAYS, languageCode),
    cardNothing: deliveryWords(languageCode).nothingToPay,
    freeNotYet: inLanguage(FREE_NOT_YET, languageCode),
    empty: placingWords(languageCode).empty,
  };
}

/** Placing an order. */
export interface PlacingWords {
  empty: string;
  unavailable: (name: string) => string;
  totalChanged: (before: string, now: string) => string;
  freeNotAllowed: string;
  cardNotNeeded: string;
  noAddress: string;
  /** "Only 2 left in size 12" + the product: "… of Temple ring". */
  stockOf: (stock: string, name: string) => string;
  /** What the shopper would pay (after store credit) moved since they last saw it. */
  amountDueChanged: (before: string, now: string) => string;
  /** The placing lost a deadlock or serialisation race on every try. */
  busy: string;
  /** An Idempotency-Key sent again with another request body. */
  keyReused: string;
}

const PLACING_WORDS: ByLanguage<PlacingWords> = {
  en: {
    empty: 'Your cart is empty',
    unavailable: (name) => `${name} is no longer available; remove it from your cart`,
    totalChanged: (before, now) => `The total changed from ${before} to ${now}. Please review your order.`,
    freeNotAllowed: 'Store credit does not cover this order: choose a way to pay',
    cardNotNeeded: 'Nothing to pay by card: your store credit covers this order',
    noAddress: 'Add a delivery address first',
    stockOf: (stock, name) => `${stock} of ${name}`,
    amountDueChanged: (before, now) => `The amount to pay changed from ${before} to ${now}. Please review your order.`,
    busy: 'Many shoppers are ordering these pieces right now. Please place your order again.',
    keyReused: 'This order request was already sent with different details. Please place your order again.',
  },
  hi: {
    empty: 'आपका कार्ट खाली है',
    unavailable: (name) => `${name} अब उपलब्ध नहीं है; इसे अपने कार्ट से हटाएँ`,
    totalChanged: (before, now) => `कुल राशि ${before} से बदलकर ${now} हो गई है। कृपया अपना ऑर्डर दोबारा देखें।`,
    freeNotAllowed: 'स्टोर क्रेडिट इस ऑर्डर को पूरा नहीं करता: भुगतान का तरीका चुनें',
    cardNotNeeded: 'कार्ड से कुछ भी भुगतान नहीं करना है: आपका स्टोर क्रेडिट इस ऑर्डर को कवर करता है',
    noAddress: 'पहले डिलीवरी का पता जोड़ें',
    stockOf: (stock, name) => `${name}: ${stock}`,
    amountDueChanged: (before, now) => `भुगतान की राशि ${before} से बदलकर ${now} हो गई है। कृपया अपना ऑर्डर दोबारा देखें।`,
    busy: 'इस समय कई ग्राहक ये आभूषण ऑर्डर कर रहे हैं। कृपया अपना ऑर्डर फिर से दें।',
    keyReused: 'यह ऑर्डर अनुरोध पहले अलग विवरण के साथ भेजा जा चुका है। कृपया अपना ऑर्डर फिर से दें।',
  },
  ar: {
    empty: 'سلتك فارغة',
    unavailable: (name) => `${name} لم يعد متوفراً؛ أزله من سلتك`,
    totalChanged: (before, now) => `تغير المجموع من ${before} إلى ${now}. يرجى مراجعة طلبك.`,
    freeNotAllowed: 'رصيد المتجر لا يغطي هذا الطلب: اختر طريقة للدفع',
    cardNotNeeded: 'لا شيء للدفع بالبطاقة: رصيدك في المتجر يغطي هذا الطلب',
    noAddress: 'أضف عنوان التوصيل أولاً',
    stockOf: (stock, name) => `${name}: ${stock}`,
    amountDueChanged: (before, now) => `تغير المبلغ المستحق من ${before} إلى ${now}. يرجى مراجعة طلبك.`,
    busy: 'يطلب كثير من المتسوقين هذه القطع الآن. يرجى تقديم طلبك مرة أخرى.',
    keyReused: 'أُرسل طلب الشراء هذا من قبل بتفاصيل مختلفة. يرجى تقديم طلبك مرة أخرى.',
  },
};

export function placingWords(languageCode: string): PlacingWords {
  return inLanguage(PLACING_WORDS, languageCode);
}

/** A store-credit amount the shopper typed that is not between one minor unit and what the cart may take. */
const CREDIT_AMOUNT_WORDS: ByLanguage<(max: string) => string> = {
  en: (max) => `Enter a store credit amount up to ${max}`,
  hi: (max) => `${max} तक की स्टोर क्रेडिट राशि दर्ज करें`,
  ar: (max) => `أدخل مبلغًا من رصيد المتجر حتى ${max}`,
};

export function creditAmountWords(languageCode: string): (max: string) => string {
  return inLanguage(CREDIT_AMOUNT_WORDS, languageCode);
}

/**
 * A store-credit amount on the wire (decimal) in integer minor units, or null when it is not a
 * whole number of minor units above zero (`12.345` rupees, `-1`, `NaN`). The caller checks the upper bound.
 */
export function creditAmountMinor(amount: number, decimalPlaces: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_WIRE_AMOUNT) return null;
  // From the amount's decimal digits, never an exponent string: 1e-7 has 7 places, not NaN.
  const places = decimalPlacesOf(amount);
  if (places === null || places > decimalPlaces) return null;
  return decimalToMinor(amount, decimalPlaces);
}

/** The other checkout texts (English only): checkout changes, the cash-on-delivery code, orders, payments. */
export const CHECKOUT_WORDS = {
  giftAdded: 'Gift details added',
  giftRemoved: 'Gift details removed',
  giftNeedsRecipient: 'body.recipientName: is required for a gift',
  addressAdded: 'Address added',
  creditApplied: 'Store credit applied',
  creditRemoved: 'Store credit removed',
  noCredit: 'You have no store credit to apply',
  codeSent: (masked: string) => `Code sent to ${masked}`,
  codeVerified: 'Code verified',
  codeWrong: 'The code is wrong or has expired',
  codeWait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code`,
  shippingRequired: (field: string) => `body.${field}: is required when billingAddressDifferent is Yes`,
  orderDetails: 'Order details',
  creditChanged: 'Your store credit balance changed. Please review your order.',
  /** A checkout change that kept losing the race with other changes of the same cart (checkout-service.ts). */
  cartBusy: 'Your cart was changed at the same moment. Please try again.',
  signatureInvalid: 'Payment signature is not valid',
} as const;
