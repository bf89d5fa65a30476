/**
 * The words of every order e-mail, by language: the confirmation, status changes, cancellations,
 * returns, refunds and excess amounts. Order messages take the language the order was placed in.
 */
import { type ByLanguage, inLanguage } from '../checkout-messages';
import { ownWords } from '../locale';

interface OrderTexts {
  heading: (orderNumber: string) => string;
  footer: string;
  fromOurTeam: (note: string) => string;
  confirmationSubject: (orderNumber: string) => string;
  thanks: (orderNumber: string) => string;
  subtotal: string;
  discount: string;
  shipping: string;
  freeShipping: string;
  total: (tax: string) => string;
  storeCredit: string;
  paidByCard: (amount: string) => string;
  paidWithCredit: string;
  payOnDelivery: (amount: string) => string;
  amountDue: (amount: string) => string;
  deliveringTo: string;
  /** Between the parts of a line or an address (Arabic writes `،`). */
  comma: string;
  /** The subject of each status change; `other` for a status without words of its own. */
  status: Record<string, (orderNumber: string) => string> & { other: (orderNumber: string) => string };
  partlyCancelledSubject: (orderNumber: string) => string;
  cancelled: (units: string, reason: string) => string;
  refundNothing: string;
  refund: (parts: string[]) => string;
  refundToCredit: (amount: string) => string;
  refundToCard: (amount: string) => string;
  refundToOriginal: (amount: string) => string;
  returnRequestedSubject: (returnNumber: string) => string;
  returnReason: (reason: string) => string;
  returnSubjects: Record<ReturnMailKind, (returnNumber: string) => string>;
  returnWorth: (amount: string) => string;
  excessDueSubject: (orderNumber: string, amount: string) => string;
  excessDue: (amount: string) => string;
  paymentReceivedSubject: (orderNumber: string) => string;
  paymentReceived: (amount: string) => string;
  paidWithStoreCredit: (amount: string) => string;
  overToCredit: (amount: string) => string;
  overToRefund: (amount: string) => string;
}

/** What staff did to a return, each with its own e-mail. */
export type ReturnMailKind = 'approve' | 'reject' | 'need_more_info' | 'receive' | 'refund';

const ORDER_TEXTS: ByLanguage<OrderTexts> = {
  en: {
    heading: (number) => `Order ${number}`,
    footer: 'You can follow it in My orders on SLV Jewellers.',
    fromOurTeam: (note) => `A note from our team: ${note}`,
    confirmationSubject: (number) => `Your SLV Jewellers order ${number}`,
    thanks: (number) => `Thank you for your order ${number}.`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    freeShipping: 'Free, insured',
    total: (tax) => `Total (tax included ${tax})`,
    storeCredit: 'Store credit',
    paidByCard: (amount) => `Paid by card: ${amount}`,
    paidWithCredit: 'Paid in full with store credit',
    payOnDelivery: (amount) => `To pay in cash on delivery: ${amount}`,
    amountDue: (amount) => `Amount due: ${amount}`,
    deliveringTo: 'Delivering to:',
    comma: ', ',
    status: {
      placed: (number) => `Your order ${number} has been placed`,
      confirmed: (number) => `Your order ${number} is confirmed and being prepared`,
      packed: (number) => `Your order ${number} is packed and ready to ship`,
      shipped: (number) => `Your order ${number} has been shipped, insured, to your address`,
      delivered: (number) => `Your order ${number} has been delivered`,
      cancelled: (number) => `Your order ${number} has been cancelled`,
      returned: (number) => `Your order ${number} has been returned to us`,
      refunded: (number) => `Your order ${number} has been refunded`,
      other: (number) => `Your order ${number} has been updated`,
    },
    partlyCancelledSubject: (number) => `Part of your order ${number} was cancelled`,
    cancelled: (units, reason) => `Cancelled: ${units} (${reason})`,
    refundNothing: 'Nothing to refund',
    refund: (parts) => `Refund: ${parts.join(' and ')}`,
    refundToCredit: (amount) => `${amount} to store credit`,
    refundToCard: (amount) => `${amount} to your card (the payment provider is processing it)`,
    refundToOriginal: (amount) => `${amount} to you by the original payment method (processing)`,
    returnRequestedSubject: (number) => `We received your return request ${number}`,
    returnReason: (reason) => `Reason: ${reason}`,
    returnSubjects: {
      approve: (number) => `Your return ${number} is approved: please send the piece back`,
      reject: (number) => `Your return ${number} was not accepted`,
      need_more_info: (number) => `We need more information about your return ${number}`,
      receive: (number) => `We received the piece of your return ${number}`,
      refund: (number) => `Your return ${number} is refunded`,
    },
    returnWorth: (amount) => `Value of the returned pieces: ${amount}`,
    excessDueSubject: (number, amount) => `An additional ${amount} is due on your order ${number}`,
    excessDue: (amount) => `Amount due: ${amount}. You can pay it from the order in My orders.`,
    paymentReceivedSubject: (number) => `We received your payment for order ${number}`,
    paymentReceived: (amount) => `Payment received: ${amount}`,
    paidWithStoreCredit: (amount) => `Paid with store credit: ${amount}`,
    overToCredit: (amount) => `${amount} above the amount due went to your store credit`,
    overToRefund: (amount) => `${amount} above the amount due will be refunded to you`,
  },
  hi: {
    heading: (number) => `ऑर्डर ${number}`,
    footer: 'आप इसे SLV Jewellers पर "मेरे ऑर्डर" में देख सकते हैं।',
    fromOurTeam: (note) => `हमारी टीम का संदेश: ${note}`,
    confirmationSubject: (number) => `आपका SLV Jewellers ऑर्डर ${number}`,
    thanks: (number) => `आपके ऑर्डर ${number} के लिए धन्यवाद।`,
    subtotal: 'उप-योग',
    discount: 'छूट',
    shipping: 'डिलीवरी शुल्क',
    freeShipping: 'मुफ़्त, बीमा सहित',
    total: (tax) => `कुल (${tax} कर सहित)`,
    storeCredit: 'स्टोर क्रेडिट',
    paidByCard: (amount) => `कार्ड से भुगतान हो गया: ${amount}`,
    paidWithCredit: 'स्टोर क्रेडिट से पूरा भुगतान हो गया',
    payOnDelivery: (amount) => `डिलीवरी पर नकद भुगतान करें: ${amount}`,
    amountDue: (amount) => `देय राशि: ${amount}`,
    deliveringTo: 'डिलीवरी का पता:',
    comma: ', ',
    status: {
      placed: (number) => `आपका ऑर्डर ${number} दे दिया गया है`,
      confirmed: (number) => `आपका ऑर्डर ${number} पक्का हो गया है और तैयार किया जा रहा है`,
      packed: (number) => `आपका ऑर्डर ${number} पैक हो गया है और भेजने के लिए तैयार है`,
      shipped: (number) => `आपका ऑर्डर ${number} बीमा सहित आपके पते पर भेज दिया गया है`,
      delivered: (number) => `आपका ऑर्डर ${number} पहुँचा दिया गया है`,
      cancelled: (number) => `आपका ऑर्डर ${number} रद्द कर दिया गया है`,
      returned: (number) => `आपका ऑर्डर ${number} हमें वापस मिल गया है`,
      refunded: (number) => `आपके ऑर्डर ${number} का पैसा वापस कर दिया गया है`,
      other: (number) => `आपके ऑर्डर ${number} की स्थिति बदल गई है`,
    },
    partlyCancelledSubject: (number) => `आपके ऑर्डर ${number} का एक हिस्सा रद्द कर दिया गया है`,
    cancelled: (units, reason) => `रद्द किया गया: ${units} (${reason})`,
    refundNothing: 'वापस करने के लिए कोई राशि नहीं है',
    refund: (parts) => `धनवापसी: ${parts.join(' और ')}`,
    refundToCredit: (amount) => `${amount} स्टोर क्रेडिट में`,
    refundToCard: (amount) => `${amount} आपके कार्ड में (भुगतान सेवा इसे प्रोसेस कर रही है)`,
    refundToOriginal: (amount) => `${amount} भुगतान के मूल तरीके से (प्रक्रिया जारी है)`,
    returnRequestedSubject: (number) => `हमें आपका वापसी अनुरोध ${number} मिल गया है`,
    returnReason: (reason) => `कारण: ${reason}`,
    returnSubjects: {
      approve: (number) => `आपकी वापसी ${number} स्वीकार हो गई है: कृपया आभूषण हमें वापस भेजें`,
      reject: (number) => `आपकी वापसी ${number} स्वीकार नहीं की गई`,
      need_more_info: (number) => `हमें आपकी वापसी ${number} के बारे में और जानकारी चाहिए`,
      receive: (number) => `हमें आपकी वापसी ${number} का आभूषण मिल गया है`,
      refund: (number) => `आपकी वापसी ${number} का पैसा लौटा दिया गया है`,
    },
    returnWorth: (amount) => `लौटाए गए आभूषणों का मूल्य: ${amount}`,
    excessDueSubject: (number, amount) => `आपके ऑर्डर ${number} पर ${amount} की अतिरिक्त राशि देय है`,
    excessDue: (amount) => `देय राशि: ${amount}। आप इसे "मेरे ऑर्डर" में ऑर्डर से चुका सकते हैं।`,
    paymentReceivedSubject: (number) => `हमें ऑर्डर ${number} का आपका भुगतान मिल गया है`,
    paymentReceived: (amount) => `प्राप्त भुगतान: ${amount}`,
    paidWithStoreCredit: (amount) => `स्टोर क्रेडिट से भुगतान: ${amount}`,
    overToCredit: (amount) => `देय राशि से अधिक ${amount} आपके स्टोर क्रेडिट में जोड़ दिए गए`,
    overToRefund: (amount) => `देय राशि से अधिक ${amount} आपको वापस कर दिए जाएँगे`,
  },
  ar: {
    heading: (number) => `الطلب ${number}`,
    footer: 'يمكنك متابعته في «طلباتي» لدى SLV Jewellers.',
    fromOurTeam: (note) => `ملاحظة من فريقنا: ${ownWords(note, 'ar')}`,
    confirmationSubject: (number) => `طلبك ${number} من SLV Jewellers`,
    thanks: (number) => `شكراً لطلبك ${number}.`,
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    shipping: 'الشحن',
    freeShipping: 'مجاني ومؤمَّن',
    total: (tax) => `المجموع (شامل الضريبة ${tax})`,
    storeCredit: 'رصيد المتجر',
    paidByCard: (amount) => `مدفوع بالبطاقة: ${amount}`,
    paidWithCredit: 'مدفوع بالكامل من رصيد المتجر',
    payOnDelivery: (amount) => `المبلغ المطلوب نقداً عند الاستلام: ${amount}`,
    amountDue: (amount) => `المبلغ المستحق: ${amount}`,
    deliveringTo: 'التوصيل إلى:',
    comma: '، ',
    status: {
      placed: (number) => `تم تقديم طلبك ${number}`,
      confirmed: (number) => `تم تأكيد طلبك ${number} وجارٍ تجهيزه`,
      packed: (number) => `تم تغليف طلبك ${number} وهو جاهز للشحن`,
      shipped: (number) => `تم شحن طلبك ${number} مؤمَّناً إلى عنوانك`,
      delivered: (number) => `تم توصيل طلبك ${number}`,
      cancelled: (number) => `تم إلغاء طلبك ${number}`,
      returned: (number) => `تمت إعادة طلبك ${number} إلينا`,
      refunded: (number) => `تم رد مبلغ طلبك ${number}`,
      other: (number) => `تم تحديث طلبك ${number}`,
    },
    partlyCancelledSubject: (number) => `تم إلغاء جزء من طلبك ${number}`,
    cancelled: (units, reason) => `تم الإلغاء: ${units} (${reason})`,
    refundNothing: 'لا يوجد مبلغ للرد',
    refund: (parts) => `المبلغ المسترد: ${parts.join(' و')}`,
    refundToCredit: (amount) => `${amount} إلى رصيد المتجر`,
    refundToCard: (amount) => `${amount} إلى بطاقتك (يعالجه مزوّد الدفع)`,
    refundToOriginal: (amount) => `${amount} بطريقة الدفع الأصلية (قيد المعالجة)`,
    returnRequestedSubject: (number) => `استلمنا طلب الإرجاع ${number}`,
    returnReason: (reason) => `السبب: ${reason}`,
    returnSubjects: {
      approve: (number) => `تمت الموافقة على الإرجاع ${number}: يرجى إرسال القطعة إلينا`,
      reject: (number) => `لم يُقبل الإرجاع ${number}`,
      need_more_info: (number) => `نحتاج إلى مزيد من المعلومات عن الإرجاع ${number}`,
      receive: (number) => `استلمنا القطعة الخاصة بالإرجاع ${number}`,
      refund: (number) => `تم رد مبلغ الإرجاع ${number}`,
    },
    returnWorth: (amount) => `قيمة القطع المرتجعة: ${amount}`,
    excessDueSubject: (number, amount) => `مبلغ إضافي قدره ${amount} مستحق على طلبك ${number}`,
    excessDue: (amount) => `المبلغ المستحق: ${amount}. يمكنك دفعه من الطلب في «طلباتي».`,
    paymentReceivedSubject: (number) => `استلمنا دفعتك للطلب ${number}`,
    paymentReceived: (amount) => `الدفعة المستلمة: ${amount}`,
    paidWithStoreCredit: (amount) => `مدفوع من رصيد المتجر: ${amount}`,
    overToCredit: (amount) => `أُضيف ${amount} الزائد عن المبلغ المستحق إلى رصيدك في المتجر`,
    overToRefund: (amount) => `سيُرد إليك ${amount} الزائد عن المبلغ المستحق`,
  },
};

/** The order texts of a language (English for any other), for the services' after-sales mails. */
export function orderTexts(languageCode: string): OrderTexts {
  return inLanguage(ORDER_TEXTS, languageCode);
}

