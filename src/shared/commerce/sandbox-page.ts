import type { CardError } from './sandbox-card';

/**
 * The sandbox gateway's pages as server-rendered HTML strings: no script, no external asset,
 * every interpolated value escaped. Readable on a 390 px phone; right-to-left for Arabic.
 */

const STRINGS = {
  en: {
    dir: 'ltr',
    title: 'Secure payment',
    sandbox: 'Test payment: no money moves. Use a test card below.',
    sandboxShort: 'Test payment: no money moves.',
    order: 'Order',
    amount: 'Amount to pay',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cardName: 'Name on card (optional)',
    pay: 'Pay {amount}',
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    cardSucceeds: 'Payment succeeds',
    cardDeclined: 'Card is declined',
    cardChallenge: '3-D Secure check (code 123456)',
    anyExpiry: 'Any future expiry date and any 3-digit CVC.',
    challengeTitle: '3-D Secure check',
    challengeIntro: 'Your bank wants to confirm it is you. Enter the code sent to your phone (in the sandbox: 123456).',
    code: 'One-time code',
    verify: 'Confirm',
    settledTitle: 'This payment is finished',
    settledPaid: 'This payment was already received. You can return to the store.',
    settledFailed: 'This payment did not go through. Return to the store to try again.',
    back: 'Return to the store',
    notFoundTitle: 'Payment not found',
    notFound: 'This payment link is not valid. Please start again from your cart.',
    expiredTitle: 'Time ran out',
    errors: {
      cardNumberMissing: 'Enter your card number.',
      cardNumberInvalid: 'This card number is not valid: check the digits.',
      expiryInvalid: 'Enter the expiry date as MM/YY, e.g. 08/29.',
      expiryPast: 'This card has expired: use a card with a future expiry date.',
      cvcInvalid: 'Enter the 3-digit CVC from the back of the card.',
      unknownCard: 'The sandbox accepts only the test cards listed below.',
      challengeLink: 'This 3-D Secure check is not valid. Please enter your card again.',
    } satisfies Record<CardError | 'unknownCard' | 'challengeLink', string>,
  },
  ar: {
    dir: 'rtl',
    title: 'دفع آمن',
    sandbox: 'دفع تجريبي: لا تُحوَّل أي أموال. استخدم إحدى بطاقات الاختبار أدناه.',
    sandboxShort: 'دفع تجريبي: لا تُحوَّل أي أموال.',
    order: 'الطلب',
    amount: 'المبلغ المطلوب',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان CVC',
    cardName: 'الاسم على البطاقة (اختياري)',
    pay: 'ادفع {amount}',
    cancel: 'إلغاء الدفع',
    testCards: 'بطاقات الاختبار',
    cardSucceeds: 'ينجح الدفع',
    cardDeclined: 'تُرفض البطاقة',
    cardChallenge: 'تحقق \u20663-D Secure\u2069 (الرمز 123456)',
    anyExpiry: 'أي تاريخ انتهاء مستقبلي وأي رمز CVC من 3 أرقام.',
    challengeTitle: 'تحقق \u20663-D Secure\u2069',
    challengeIntro: 'يريد البنك التأكد من هويتك. أدخل الرمز المرسل إلى هاتفك (في بيئة الاختبار: 123456).',
    code: 'رمز لمرة واحدة',
    verify: 'تأكيد',
    settledTitle: 'انتهت عملية الدفع هذه',
    settledPaid: 'تم استلام هذا الدفع من قبل. يمكنك العودة إلى المتجر.',
    settledFailed: 'لم يتم هذا الدفع. عد إلى المتجر لتحاول مرة أخرى.',
    back: 'العودة إلى المتجر',
    notFoundTitle: 'الدفع غير موجود',
    notFound: 'رابط الدفع هذا غير صالح. يرجى البدء من جديد من سلة التسوق.',
    expiredTitle: 'انتهى الوقت',
    errors: {
      cardNumberMissing: 'أدخل رقم بطاقتك.',
      cardNumberInvalid: 'رقم البطاقة غير صالح: تحقق من الأرقام.',
      expiryInvalid: 'أدخل تاريخ الانتهاء بالشكل MM/YY، مثل 08/29.',
      expiryPast: 'انتهت صلاحية هذه البطاقة: استخدم بطاقة بتاريخ انتهاء مستقبلي.',
      cvcInvalid: 'أدخل رمز CVC المكوّن من 3 أرقام من ظهر البطاقة.',
      unknownCard: 'تقبل بيئة الاختبار بطاقات الاختبار المذكورة أدناه فقط.',
      challengeLink: 'تحقق \u20663-D Secure\u2069 هذا غير صالح. يرجى إدخال بطاقتك مرة أخرى.',
    },
  },
} as const;

export type PageLanguage = keyof typeof STRINGS;
export type PageStrings = (typeof STRINGS)[PageLanguage];
export type PageError = keyof PageStrings['errors'];

/** Arabic pages for Arabic orders; English otherwise (Hindi shoppers read the English page). */
export function pageLanguage(languageCode: string): PageLanguage {
  return languageCode === 'ar' ? 'ar' : 'en';
}

export function stringsFor(language: PageLanguage): PageStrings {
  return STRINGS[language];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",sans-serif;background:#f5f1ea;color:#1f1a14}
main{max-width:460px;margin:0 auto;padding:24px 16px 40px}
.brand{font-size:14px;letter-spacing:.12em;text-transform:uppercase;color:#7a5c2e;margin:0 0 12px;display:flex;align-items:center;gap:8px}
.brand svg{flex:none}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px}
h1{font-size:22px;margin:0 0 12px}
.sandbox{background:#fff7e0;border:1px solid #f0d58a;border-radius:8px;padding:8px 12px;font-size:14px;margin:0 0 16px}
dl{display:flex;justify-content:space-between;gap:12px;margin:0 0 20px;padding:12px 0;border-top:1px solid #eee;border-bottom:1px solid #eee}
dt{font-size:13px;color:#6b6257}
dd{margin:0;font-weight:600;font-size:18px}
dd.amount{font-size:22px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;font-size:18px;padding:12px;border:1px solid #b9ae9f;border-radius:8px;background:#fff;color:inherit}
input:focus{outline:3px solid #e3c27a;outline-offset:1px;border-color:#7a5c2e}
input[aria-invalid=true]{border-color:#b3261e}
.row{display:flex;gap:12px}
.row>div{flex:1;min-width:0}
.ltr{direction:ltr;text-align:left}
[dir=rtl] .ltr{text-align:right}
.error{background:#fdecea;border:1px solid #f3b8b2;color:#8c1d18;border-radius:8px;padding:10px 12px;margin:0 0 12px;font-weight:600}
button,.button{display:block;width:100%;font:inherit;font-weight:700;font-size:17px;padding:14px;border-radius:8px;border:0;margin-top:20px;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#1f1a14;color:#fff}
.secondary{background:transparent;color:#1f1a14;border:1px solid #b9ae9f;margin-top:10px}
h2{font-size:16px;margin:24px 0 8px}
table{width:100%;border-collapse:collapse;font-size:14px}
td{padding:6px 0;border-top:1px solid #eee;vertical-align:top}
td:first-child{white-space:nowrap;padding-inline-end:12px;font-family:ui-monospace,Menlo,Consolas,monospace}
.note{font-size:13px;color:#6b6257;margin:8px 0 0}
`;

const LOCK_ICON =
  '<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"/></svg>';

function layout(language: PageLanguage, title: string, content: string): string {
  const strings = stringsFor(language);
  return `<!doctype html>
<html lang="${language}" dir="${strings.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · SLV Jewellers</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${LOCK_ICON}<span>SLV Jewellers · ${escapeHtml(strings.title)}</span></p>
<div class="card">
${content}
</div>
</main>
</body>
</html>`;
}

function summary(strings: PageStrings, orderNumber: string, amountText: string): string {
  return `<dl>
<div><dt>${escapeHtml(strings.order)}</dt><dd class="ltr">${escapeHtml(orderNumber)}</dd></div>
<div><dt>${escapeHtml(strings.amount)}</dt><dd class="amount ltr">${escapeHtml(amountText)}</dd></div>
</dl>`;
}

function errorBox(message: string | undefined): string {
  return message ? `<p class="error" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

export interface CardPageOptions {
  language: PageLanguage;
  orderNumber: string;
  amountText: string;
  actionUrl: string;
  error?: PageError;
  /** Which field the error is about (gets aria-invalid and focus). */
  errorField?: 'cardNumber' | 'expiry' | 'cvc';
  /** What the shopper typed, re-shown after an error (never the CVC). */
  values?: { cardNumber?: string; expiry?: string; cardName?: string };
}

function formatCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function renderCardPage({ language, orderNumber, amountText, actionUrl, error, errorField, values = {} }: CardPageOptions): string {
  const strings = stringsFor(language);
  const invalid = (field: CardPageOptions['errorField']) => (error && errorField === field ? ' aria-invalid="true" aria-describedby="form-error" autofocus' : '');
  const content = `<h1>${escapeHtml(strings.title)}</h1>
<p class="sandbox">${escapeHtml(strings.sandbox)}</p>
${summary(strings, orderNumber, amountText)}
${errorBox(error ? strings.errors[error] : undefined)}
<form method="post" action="${escapeHtml(actionUrl)}" novalidate>
<label for="cardNumber">${escapeHtml(strings.cardNumber)}</label>
<input class="ltr" dir="ltr" id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 5678 9012 3456" value="${escapeHtml(values.cardNumber ?? '')}"${invalid('cardNumber')}>
<div class="row">
<div><label for="expiry">${escapeHtml(strings.expiry)}</label>
<input class="ltr" dir="ltr" id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" value="${escapeHtml(values.expiry ?? '')}"${invalid('expiry')}></div>
<div><label for="cvc">${escapeHtml(strings.cvc)}</label>
<input class="ltr" dir="ltr" id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"${invalid('cvc')}></div>
</div>
<label for="cardName">${escapeHtml(strings.cardName)}</label>
<input id="cardName" name="cardName" autocomplete="cc-name" maxlength="80" value="${escapeHtml(values.cardName ?? '')}">
<button class="primary" type="submit" name="action" value="pay">${escapeHtml(strings.pay.replace('{amount}', amountText))}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(strings.cancel)}</button>
</form>
<h2>${escapeHtml(strings.testCards)}</h2>
<table>
<tr><td><span dir="ltr">${formatCardNumber('4242424242424242')}</span></td><td>${escapeHtml(strings.cardSucceeds)}</td></tr>
<tr><td><span dir="ltr">${formatCardNumber('4000000000000002')}</span></td><td>${escapeHtml(strings.cardDeclined)}</td></tr>
<tr><td><span dir="ltr">${formatCardNumber('4000000000003220')}</span></td><td>${escapeHtml(strings.cardChallenge)}</td></tr>
</table>
<p class="note">${escapeHtml(strings.anyExpiry)}</p>`;
  return layout(language, strings.title, content);
}

export interface ChallengePageOptions {
  language: PageLanguage;
  orderNumber: string;
  amountText: string;
  actionUrl: string;
  token: string;
}

export function renderChallengePage({ language, orderNumber, amountText, actionUrl, token }: ChallengePageOptions): string {
  const strings = stringsFor(language);
  const content = `<h1>${escapeHtml(strings.challengeTitle)}</h1>
<p class="sandbox">${escapeHtml(strings.sandboxShort)}</p>
${summary(strings, orderNumber, amountText)}
<p>${escapeHtml(strings.challengeIntro)}</p>
<form method="post" action="${escapeHtml(actionUrl)}">
<input type="hidden" name="t" value="${escapeHtml(token)}">
<label for="code">${escapeHtml(strings.code)}</label>
<input class="ltr" dir="ltr" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" autofocus>
<button class="primary" type="submit" name="action" value="verify">${escapeHtml(strings.verify)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${escapeHtml(strings.cancel)}</button>
</form>`;
  return layout(language, strings.challengeTitle, content);
}

export interface MessagePageOptions {
  language: PageLanguage;
  title: string;
  message: string;
  /** A way on (the store's return URL), if there is one. */
  link?: { href: string; text: string };
}

export function renderMessagePage({ language, title, message, link }: MessagePageOptions): string {
  const content = `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : ''}`;
  return layout(language, title, content);
}
