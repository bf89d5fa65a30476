/**
 * The account's messages in the request's language: one-time codes, password reset and the
 * cash-on-delivery code (account-notices.ts holds the account's notices). Codes stay six Latin
 * digits set apart by spaces, so a reader (or a journey's `\b\d{6}\b`) finds them in any script.
 */
import { type ByLanguage, inLanguage } from '../checkout-messages';
import type { MessageText } from './message-text';

interface AccountTexts {
  otpSubject: { signup: string; login: string };
  otpBody: (code: string) => string;
  resetSubject: string;
  resetBody: (link: string) => string;
  codSubject: string;
  codBody: (code: string) => string;
}

const ACCOUNT_TEXTS: ByLanguage<AccountTexts> = {
  en: {
    otpSubject: { signup: 'Your sign-up code', login: 'Your sign-in code' },
    otpBody: (code) => `${code} is your SLV Jewellers code. It expires in 5 minutes. Never share it.`,
    resetSubject: 'Reset your password',
    resetBody: (link) => `Someone asked to reset the password of your SLV Jewellers account. If it was you, open this link within 30 minutes: ${link}\nIf it was not you, ignore this message.`,
    codSubject: 'Cash on delivery code',
    codBody: (code) => `${code} is your SLV Jewellers cash-on-delivery code. It expires in 5 minutes.`,
  },
  hi: {
    otpSubject: { signup: 'आपका साइन-अप कोड', login: 'आपका साइन-इन कोड' },
    otpBody: (code) => `${code} आपका SLV Jewellers कोड है। यह 5 मिनट में समाप्त हो जाएगा। इसे कभी किसी के साथ साझा न करें।`,
    resetSubject: 'अपना पासवर्ड रीसेट करें',
    resetBody: (link) => `किसी ने आपके SLV Jewellers खाते का पासवर्ड रीसेट करने के लिए कहा है। अगर यह आप थे, तो 30 मिनट के भीतर यह लिंक खोलें: ${link}\nअगर यह आप नहीं थे, तो इस संदेश को अनदेखा करें।`,
    codSubject: 'कैश ऑन डिलीवरी कोड',
    codBody: (code) => `${code} आपका SLV Jewellers कैश ऑन डिलीवरी कोड है। यह 5 मिनट में समाप्त हो जाएगा।`,
  },
  ar: {
    otpSubject: { signup: 'رمز إنشاء الحساب', login: 'رمز تسجيل الدخول' },
    otpBody: (code) => `${code} هو رمزك لدى SLV Jewellers. تنتهي صلاحيته خلال 5 دقائق. لا تشاركه مع أحد أبداً.`,
    resetSubject: 'إعادة تعيين كلمة المرور',
    resetBody: (link) => `طلب أحدهم إعادة تعيين كلمة المرور لحسابك لدى SLV Jewellers. إذا كنت أنت، فافتح هذا الرابط خلال 30 دقيقة: ${link}\nإذا لم تكن أنت، فتجاهل هذه الرسالة.`,
    codSubject: 'رمز الدفع عند الاستلام',
    codBody: (code) => `${code} هو رمز الدفع عند الاستلام لدى SLV Jewellers. تنتهي صلاحيته خلال 5 دقائق.`,
  },
};

/** The sign-up or sign-in code. */
export function otpMessage(languageCode: string, { purpose, code }: { purpose: 'signup' | 'login'; code: string }): MessageText {
  const texts = inLanguage(ACCOUNT_TEXTS, languageCode);
  return { subject: texts.otpSubject[purpose], body: texts.otpBody(code) };
}

/** The single-use link to set a new password. */
export function passwordResetMessage(languageCode: string, { link }: { link: string }): MessageText {
  const texts = inLanguage(ACCOUNT_TEXTS, languageCode);
  return { subject: texts.resetSubject, body: texts.resetBody(link) };
}

/** The code that confirms the phone of a cash-on-delivery order (the checkout's language). */
export function codCodeMessage(languageCode: string, { code }: { code: string }): MessageText {
  const texts = inLanguage(ACCOUNT_TEXTS, languageCode);
  return { subject: texts.codSubject, body: texts.codBody(code) };
}
