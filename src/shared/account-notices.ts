/**
 * Messages that protect an account, in the request's language: the notice to an owner whose
 * e-mail or phone someone tried to sign up with (sent instead of a code, so sign-up answers the
 * same whether or not the address is taken), the code that confirms a new e-mail or phone, and
 * the notice to the old one. Shared by the services and the mocks. zod-free: the browser's mock
 * worker imports it. Codes stay six Latin digits so a reader finds them in any script.
 */
import { type ByLanguage, inLanguage } from './checkout-messages';
import type { MessageText } from './message-templates/message-text';

export type ContactKind = 'email' | 'phone';

interface NoticeTexts {
  signUpAttemptSubject: string;
  signUpAttemptBody: (what: string, forgotLink: string) => string;
  contactCodeSubject: Record<ContactKind, string>;
  contactCodeBody: (code: string) => string;
  contactChangedSubject: Record<ContactKind, string>;
  contactChangedBody: (what: string) => string;
  what: Record<ContactKind, string>;
}

const NOTICE_TEXTS: ByLanguage<NoticeTexts> = {
  en: {
    signUpAttemptSubject: 'Someone tried to sign up with your details',
    signUpAttemptBody: (what, link) =>
      `Someone tried to create a new SLV Jewellers account with your ${what}, which already belongs to your account. If it was you, sign in instead, or set a new password here: ${link}\nIf it was not you, ignore this message: nothing was changed.`,
    contactCodeSubject: { email: 'Confirm your new e-mail address', phone: 'Confirm your new phone number' },
    contactCodeBody: (code) => `${code} is your SLV Jewellers code to confirm this as your account's new contact. It expires in 5 minutes. Never share it.`,
    contactChangedSubject: { email: 'Your e-mail address is being changed', phone: 'Your phone number is being changed' },
    contactChangedBody: (what) =>
      `Someone signed in to your SLV Jewellers account asked to replace its ${what} with a new one. The change is made only when the code we sent to the new one is entered. If it was not you, sign in, change your password and contact us.`,
    what: { email: 'e-mail address', phone: 'phone number' },
  },
  hi: {
    signUpAttemptSubject: 'किसी ने आपके विवरण से साइन अप करने की कोशिश की',
    signUpAttemptBody: (what, link) =>
      `किसी ने आपके ${what} से नया SLV Jewellers खाता बनाने की कोशिश की, जो पहले से आपके खाते का है। अगर यह आप थे, तो साइन इन करें, या यहाँ नया पासवर्ड सेट करें: ${link}\nअगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें: कुछ भी नहीं बदला गया।`,
    contactCodeSubject: { email: 'अपना नया ई-मेल पता पुष्टि करें', phone: 'अपना नया फ़ोन नंबर पुष्टि करें' },
    contactCodeBody: (code) => `${code} आपके SLV Jewellers खाते के नए संपर्क की पुष्टि का कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
    contactChangedSubject: { email: 'आपका ई-मेल पता बदला जा रहा है', phone: 'आपका फ़ोन नंबर बदला जा रहा है' },
    contactChangedBody: (what) =>
      `आपके SLV Jewellers खाते में साइन इन किसी व्यक्ति ने उसका ${what} बदलने के लिए कहा है। बदलाव तभी होगा जब नए पते पर भेजा गया कोड दर्ज किया जाएगा। अगर यह आप नहीं थे, तो साइन इन करें, अपना पासवर्ड बदलें और हमसे संपर्क करें।`,
    what: { email: 'ई-मेल पता', phone: 'फ़ोन नंबर' },
  },
  ar: {
    signUpAttemptSubject: 'حاول أحدهم إنشاء حساب ببياناتك',
    signUpAttemptBody: (what, link) =>
      `حاول أحدهم إنشاء حساب جديد لدى SLV Jewellers باستخدام ${what} الخاص بك، وهو مرتبط بحسابك بالفعل. إذا كنت أنت، فسجّل الدخول بدلاً من ذلك، أو عيّن كلمة مرور جديدة من هنا: ${link}\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء.`,
    contactCodeSubject: { email: 'أكّد بريدك الإلكتروني الجديد', phone: 'أكّد رقم هاتفك الجديد' },
    contactCodeBody: (code) => `${code} هو رمزك لدى SLV Jewellers لتأكيد وسيلة الاتصال الجديدة لحسابك. تنتهي صلاحيته خلال 5 دقائق. لا تشاركه مع أحد أبداً.`,
    contactChangedSubject: { email: 'يجري تغيير بريدك الإلكتروني', phone: 'يجري تغيير رقم هاتفك' },
    contactChangedBody: (what) =>
      `طلب شخص مسجّل الدخول إلى حسابك لدى SLV Jewellers استبدال ${what} بآخر جديد. لا يتم التغيير إلا بعد إدخال الرمز الذي أرسلناه إلى الجديد. إذا لم تكن أنت، فسجّل الدخول وغيّر كلمة المرور وتواصل معنا.`,
    what: { email: 'البريد الإلكتروني', phone: 'رقم الهاتف' },
  },
};

/** To the owner of an e-mail or phone someone tried to sign up with; a link to set a new password. */
export function signUpAttemptNotice(languageCode: string, { kind, forgotPasswordLink }: { kind: ContactKind; forgotPasswordLink: string }): MessageText {
  const texts = inLanguage(NOTICE_TEXTS, languageCode);
  return { subject: texts.signUpAttemptSubject, body: texts.signUpAttemptBody(texts.what[kind], forgotPasswordLink) };
}

/** The code sent to a new e-mail or phone; the change is applied only when it comes back. */
export function contactCodeMessage(languageCode: string, { kind, code }: { kind: ContactKind; code: string }): MessageText {
  const texts = inLanguage(NOTICE_TEXTS, languageCode);
  return { subject: texts.contactCodeSubject[kind], body: texts.contactCodeBody(code) };
}

/** To the old e-mail or phone: a change was asked for (it names neither address). */
export function contactChangeNotice(languageCode: string, { kind }: { kind: ContactKind }): MessageText {
  const texts = inLanguage(NOTICE_TEXTS, languageCode);
  return { subject: texts.contactChangedSubject[kind], body: texts.contactChangedBody(texts.what[kind]) };
}
