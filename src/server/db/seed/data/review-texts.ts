import type { LanguageCode } from '../types';

/**
 * What shoppers wrote about the demo store's pieces, by language and star rating. Each text
 * names the piece through `item` (the category's word, in a form that needs no agreement), so
 * one text fits a ring or a necklace alike. Hindi and Arabic are written, not translated.
 */
export interface ReviewText {
  title: string;
  body: (item: string) => string;
}
export type Rating = 1 | 2 | 3 | 4 | 5;

export const ITEM_WORDS: Record<string, Record<LanguageCode, string>> = {
  rings: { en: 'ring', hi: 'अंगूठी', ar: 'الخاتم' },
  earrings: { en: 'earrings', hi: 'ईयररिंग्स', ar: 'الأقراط' },
  necklaces: { en: 'necklace', hi: 'हार', ar: 'القلادة' },
  bangles: { en: 'bangle', hi: 'कंगन', ar: 'الأسورة' },
  pendants: { en: 'pendant', hi: 'पेंडेंट', ar: 'الدلّاية' },
  chains: { en: 'chain', hi: 'चेन', ar: 'السلسلة' },
  coins: { en: 'coin', hi: 'गोल्ड कॉइन', ar: 'العملة' },
};

export const REVIEW_TEXTS: Record<LanguageCode, Partial<Record<Rating, ReviewText[]>>> = {
  en: {
    5: [
      { title: 'Even better in person', body: (item) => `Even better in person than in the photos. The finish on the ${item} is flawless and the weight matched the invoice to the milligram.` },
      { title: 'Perfect gift', body: (item) => `Bought the ${item} for my mother's birthday and she has hardly taken it off since. Beautifully packed, with the certificate in the box.` },
      { title: 'Honest pricing, superb work', body: (item) => `The price breakup showed exactly what I was paying for. Craftsmanship on the ${item} is superb.` },
      { title: 'Compliments all evening', body: (item) => `Wore the ${item} to a family wedding and got compliments all evening. The fine detailing is crisp and even.` },
      { title: 'Great quality', body: () => 'Solid and well made. Delivered two days early and the purity stamp is clear.' },
      { title: 'Lovely for every day', body: (item) => `Comfortable enough to wear every day, and the ${item} still catches the light beautifully. Very happy.` },
    ],
    4: [
      { title: 'Beautiful, a little delicate', body: (item) => `The ${item} is lovely, but a little more delicate than the photos suggest. Check the weight before you order.` },
      { title: 'Good value', body: () => 'Nice finish and honest pricing. Delivery took a day longer than promised; otherwise no complaints.' },
      { title: 'Fine craftsmanship', body: (item) => `Good craftsmanship on the ${item}. I would have liked a nicer box for gifting.` },
      { title: 'Happy with it', body: () => 'Matches the description. The polish is great; one edge could have been a touch smoother.' },
    ],
    3: [
      { title: 'It is okay', body: (item) => `The design of the ${item} is fine, but the colour is a little paler than on screen.` },
      { title: 'Average finish', body: (item) => `Nice design, though the finish on the back of the ${item} could be better for the price.` },
    ],
    2: [{ title: 'Not what I expected', body: () => 'It looked bigger in the photos. I returned it; to be fair, the refund was quick.' }],
  },
  hi: {
    5: [
      { title: 'तस्वीर से भी सुंदर', body: (item) => `${item} असल में तस्वीर से भी ज़्यादा सुंदर है। फ़िनिशिंग एकदम साफ़ है और वज़न बिल के हिसाब से सही निकला।` },
      { title: 'माँ को बहुत पसंद आया', body: (item) => `माँ के जन्मदिन के लिए ${item} ऑर्डर किया था, उन्हें इसका डिज़ाइन बहुत पसंद आया। पैकिंग सुंदर थी और हॉलमार्क प्रमाणपत्र भी साथ मिला।` },
      { title: 'कीमत में पूरी पारदर्शिता', body: (item) => `कीमत का पूरा ब्योरा देखकर भरोसा हुआ। ${item} की कारीगरी शानदार है।` },
      { title: 'शादी में सबने तारीफ़ की', body: () => 'परिवार की शादी में पहना, पूरी शाम तारीफ़ें मिलीं। बारीक काम बहुत साफ़ है।' },
      { title: 'बेहतरीन क्वालिटी', body: (item) => `${item} की बनावट मज़बूत है। डिलीवरी समय से पहले हुई और शुद्धता की मुहर साफ़ दिखती है।` },
      { title: 'रोज़ पहनने के लिए बढ़िया', body: () => 'रोज़ पहनने में आरामदायक है और चमक कमाल की है। बहुत खुश हूँ।' },
    ],
    4: [
      { title: 'सुंदर डिज़ाइन, आकार थोड़ा छोटा', body: (item) => `${item} का डिज़ाइन सुंदर है, पर आकार तस्वीरों से थोड़ा छोटा लगा। ऑर्डर से पहले वज़न ज़रूर देखें।` },
      { title: 'पैसा वसूल', body: () => 'फ़िनिशिंग अच्छी है और कीमत ईमानदार। डिलीवरी में एक दिन ज़्यादा लगा, बाकी सब ठीक।' },
      { title: 'अच्छी कारीगरी', body: (item) => `${item} की कारीगरी अच्छी है। तोहफ़े के लिए डिब्बा थोड़ा और सुंदर हो सकता था।` },
      { title: 'संतुष्ट हूँ', body: () => 'विवरण से पूरा मेल है। पॉलिश बढ़िया है, बस एक किनारा थोड़ा और चिकना हो सकता था।' },
    ],
    3: [
      { title: 'ठीक-ठाक', body: (item) => `${item} ठीक है, पर रंग स्क्रीन से थोड़ा हल्का है।` },
      { title: 'फ़िनिशिंग औसत', body: (item) => `डिज़ाइन अच्छा है, लेकिन इस कीमत पर ${item} के पीछे की फ़िनिशिंग और बेहतर होनी चाहिए थी।` },
    ],
    2: [{ title: 'उम्मीद से कम', body: () => 'तस्वीरों में आकार बड़ा दिख रहा था। वापस कर दिया; रिफ़ंड जल्दी मिल गया, यह अच्छा लगा।' }],
  },
  ar: {
    5: [
      { title: 'أجمل من الصور', body: (item) => `${item} أجمل في الواقع من الصور. التشطيب متقن والوزن مطابق للفاتورة تماماً.` },
      { title: 'هدية مثالية', body: (item) => `اشتريت ${item} هدية لوالدتي في عيد ميلادها، وكانت فرحتها كبيرة. التغليف أنيق والشهادة مرفقة.` },
      { title: 'سعر واضح وجودة عالية', body: (item) => `تفاصيل السعر واضحة وتبيّن ما أدفع مقابله. صياغة ${item} رائعة.` },
      { title: 'عمل مبهر', body: (item) => `ارتديت ${item} في حفل زفاف عائلي وتلقيت الإطراء طوال السهرة. التفاصيل دقيقة ومتقنة.` },
      { title: 'جودة ممتازة', body: () => 'صناعة متينة ومتقنة. وصل الطلب قبل موعده وختم العيار واضح.' },
      { title: 'قطعة يومية جميلة', body: () => 'مريحة للارتداء اليومي ولمعانها رائع. أنصح بها.' },
    ],
    4: [
      { title: 'تصميم جميل والحجم أصغر قليلاً', body: (item) => `تصميم ${item} جميل، لكن الحجم أصغر قليلاً مما يبدو في الصور. راجعوا الوزن قبل الطلب.` },
      { title: 'قيمة جيدة', body: () => 'تشطيب جميل وسعر عادل. تأخر التوصيل يوماً واحداً عن الموعد، وغير ذلك كل شيء ممتاز.' },
      { title: 'صياغة جيدة', body: (item) => `صياغة ${item} جيدة. كنت أتمنى علبة أجمل للهدايا.` },
      { title: 'مطابق للوصف', body: () => 'المنتج مطابق للوصف. التلميع ممتاز، لكن إحدى الحواف كان يمكن أن تكون أنعم.' },
    ],
    3: [
      { title: 'مقبول', body: () => 'المنتج لا بأس به، لكن اللون أفتح قليلاً مما ظهر على الشاشة.' },
      { title: 'تشطيب عادي', body: (item) => `التصميم جميل، لكن تشطيب الجهة الخلفية من ${item} أقل من المتوقع بهذا السعر.` },
    ],
    2: [{ title: 'أقل من توقعاتي', body: () => 'بدا الحجم أكبر في الصور. أعدت القطعة وكان استرداد المبلغ سريعاً، للأمانة.' }],
  },
};

/** Reviewers as the product page names them: first name and the initial of the last. */
export const REVIEWERS: Record<'in' | 'ae', Record<LanguageCode, readonly string[]>> = {
  in: {
    en: ['Priya S.', 'Rahul M.', 'Ananya K.', 'Vikram R.', 'Meera J.', 'Arjun P.', 'Kavya N.', 'Sneha D.', 'Rohan G.', 'Divya T.', 'Aditya B.', 'Pooja V.'],
    hi: ['सुनीता व.', 'राजेश क.', 'अंजलि श.', 'मनोज य.', 'नेहा ग.', 'सुरेश प.', 'रेखा म.', 'अमित च.'],
    ar: [],
  },
  ae: {
    en: ['Aisha R.', 'Omar K.', 'Sarah M.', 'Rashid A.', 'Deepa N.', 'Fatima Z.', 'Hannah L.', 'Karthik S.'],
    hi: [],
    ar: ['فاطمة ع.', 'محمد ح.', 'مريم س.', 'أحمد ك.', 'نورة م.', 'خالد ر.', 'سارة ي.', 'عمر ف.'],
  },
};
