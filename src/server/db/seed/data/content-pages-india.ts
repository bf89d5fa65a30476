import type { ContentPages } from '../../../../shared/contracts/content';

/**
 * The India store's content pages (docs/content-pages.md). `{returnWindowDays}`,
 * `{freeShippingAbove}`, `{supportPhone}`, `{supportEmail}` and `{storeName}` are filled from the
 * settings when a page renders: no figure is written into the words.
 */

export const indiaEnglishPages: ContentPages = {
  pages: [
    {
      slug: 'about',
      title: 'About us',
      summary: 'Sri Lakshmi Vilas has made gold and diamond jewellery for Indian families since 1962.',
      sections: [
        {
          heading: 'Our story',
          paragraphs: [
            'SLV Jewellers began in 1962 as a single counter in Mumbai’s Zaveri Bazaar, where our founder weighed every piece in front of the family buying it. Three generations later we still work that way: the weight, purity and making charge of each piece are shown before you pay.',
            'Today our craftsmen work in Mumbai, Coimbatore and Dubai, and our showrooms serve customers across India and the Emirates.',
          ],
        },
        {
          heading: 'What we promise',
          paragraphs: [
            'Every gold piece is BIS hallmarked and carries its own HUID, which you can verify in the BIS CARE app. Diamonds above 0.30 ct come with an IGI or GIA report.',
            'Prices follow the day’s metal rate, published on our Gold rate today page, plus a making charge and GST shown separately on every product.',
          ],
        },
        {
          heading: 'Lifetime exchange',
          paragraphs: [
            'Bring any {storeName} piece to one of our showrooms, with or without its invoice, and exchange it at the day’s gold rate for as long as you own it.',
          ],
        },
      ],
    },
    {
      slug: 'contact',
      title: 'Contact us',
      summary: 'Our customer care team answers calls, e-mails and showroom visits in English and Hindi.',
      sections: [
        {
          heading: 'Customer care',
          paragraphs: [
            'Call us on {supportPhone} or write to {supportEmail}. We answer calls from Monday to Saturday, 10:00 to 19:00 IST, and reply to e-mails within one working day.',
            'For an order, please keep your order number to hand: it starts with SLV-IN and is in your confirmation e-mail and under My orders.',
          ],
        },
        {
          heading: 'Visit a showroom',
          paragraphs: [
            'Our showrooms are open every day from 10:30 to 20:30. See the store locator for addresses, phone numbers and directions; you can try a piece on, exchange old gold or collect a repair there.',
          ],
        },
        {
          heading: 'Registered office',
          paragraphs: ['SLV Jewellers Pvt. Ltd., 14 Zaveri Bazaar, Kalbadevi, Mumbai 400002, Maharashtra.'],
        },
      ],
    },
    {
      slug: 'privacy',
      title: 'Privacy policy',
      summary: 'What we collect when you shop with us, why, and the choices you have.',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'Your name, phone number, e-mail address and delivery addresses; your orders, returns and reviews; and, when you pay, the result of the payment (never your full card number, which only our payment provider sees).',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'To deliver your order, to send the one-time codes for sign-in and cash on delivery, to answer your questions, to keep the invoices the law requires, and to prevent fraud. We send offers only if you have agreed to receive them, and you can stop them at any time.',
          ],
        },
        {
          heading: 'Who sees it',
          paragraphs: [
            'Our courier partners see what they need to deliver, our payment provider what it needs to take payment. We do not sell your data to anyone.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your data, or withdraw a consent you gave. Write to {supportEmail}; we answer within a month. Invoices are kept for the period tax law requires.',
          ],
        },
      ],
    },
    {
      slug: 'terms',
      title: 'Terms & conditions',
      summary: 'The terms on which {storeName} sells through this website.',
      sections: [
        {
          heading: 'Prices',
          paragraphs: [
            'Prices include GST and are worked out from the day’s metal rate, the weight of the piece and its making charge. The price in your cart is kept while you check out; if the rate changes before you pay, checkout shows the new total before you confirm.',
          ],
        },
        {
          heading: 'Orders',
          paragraphs: [
            'Your order is accepted when we send the order confirmation. If a piece turns out to be unavailable we tell you at once and refund anything paid for it in full.',
          ],
        },
        {
          heading: 'Hallmark and certificates',
          paragraphs: [
            'Gold pieces are BIS hallmarked with a HUID; the HUID of the piece you receive is printed on its invoice. Diamond certificates travel with the piece and must be returned with it.',
          ],
        },
        {
          heading: 'Returns, exchange and law',
          paragraphs: [
            'Returns follow our returns and refunds policy ({returnWindowDays} days from delivery) and exchanges our lifetime exchange promise. These terms are governed by the laws of India; the courts of Mumbai have jurisdiction.',
          ],
        },
      ],
    },
    {
      slug: 'shipping',
      title: 'Shipping & delivery',
      summary: 'Insured delivery across India in tamper-proof packaging.',
      sections: [
        {
          heading: 'Delivery charges',
          paragraphs: [
            'Delivery is free and fully insured on orders above {freeShippingAbove}. Any delivery charge is shown at checkout before you pay.',
          ],
        },
        {
          heading: 'When it arrives',
          paragraphs: [
            'Enter your PIN code on any product page to see the delivery date for your address. Pieces in stock leave our vault within two working days; made-to-order pieces take the time shown on their page.',
          ],
        },
        {
          heading: 'Receiving your parcel',
          paragraphs: [
            'Every parcel is sealed and insured until it is in your hands. The courier asks for a signature and may ask to see photo identity. Please do not accept a parcel whose seal is broken: refuse it and call us on {supportPhone}.',
            'Cash on delivery is available at many PIN codes after a one-time code sent to your phone; checkout tells you if it is offered for your address.',
          ],
        },
      ],
    },
    {
      slug: 'returns',
      title: 'Returns & refunds policy',
      summary: 'Return unworn pieces within {returnWindowDays} days of delivery for a full refund.',
      sections: [
        {
          heading: 'How long you have',
          paragraphs: [
            'You may return a piece within {returnWindowDays} days of delivery. Start the return under My orders, choose the pieces and the reason, and add a photo if something is wrong with the piece.',
          ],
        },
        {
          heading: 'What we accept',
          paragraphs: [
            'Pieces must be unworn and unaltered, in their original packaging, with the tags, the invoice and any diamond certificate. Pieces resized or engraved at your request cannot be returned, but remain covered by our lifetime exchange.',
          ],
        },
        {
          heading: 'Your refund',
          paragraphs: [
            'Once the piece reaches us and is checked, usually within three working days, we refund the price you paid to your original payment method or, if you prefer, as store credit. Cash on delivery orders are refunded as store credit or by bank transfer.',
          ],
        },
      ],
    },
  ],
};

export const indiaHindiPages: ContentPages = {
  pages: [
    {
      slug: 'about',
      title: 'हमारे बारे में',
      summary: 'श्री लक्ष्मी विलास 1962 से भारतीय परिवारों के लिए सोने और हीरे के आभूषण बना रहा है।',
      sections: [
        {
          heading: 'हमारी कहानी',
          paragraphs: [
            'एसएलवी ज्वैलर्स की शुरुआत 1962 में मुंबई के ज़वेरी बाज़ार में एक छोटे से काउंटर से हुई, जहाँ हमारे संस्थापक हर आभूषण को ख़रीदने वाले परिवार के सामने तौलते थे। तीन पीढ़ियों बाद भी हम वैसे ही काम करते हैं: भुगतान से पहले हर आभूषण का वज़न, शुद्धता और बनवाई आपको दिखाई जाती है।',
            'आज हमारे कारीगर मुंबई, कोयंबटूर और दुबई में काम करते हैं, और हमारे शोरूम पूरे भारत और अमीरात के ग्राहकों की सेवा करते हैं।',
          ],
        },
        {
          heading: 'हमारा वादा',
          paragraphs: [
            'सोने का हर आभूषण बीआईएस हॉलमार्क वाला है और उसकी अपनी एचयूआईडी होती है, जिसे आप बीआईएस केयर ऐप में जाँच सकते हैं। 0.30 कैरेट से बड़े हीरों के साथ आईजीआई या जीआईए की रिपोर्ट मिलती है।',
            'क़ीमतें दिन के धातु भाव पर तय होती हैं, जो हमारे ‘आज का सोने का भाव’ पेज पर दिखता है; बनवाई और जीएसटी हर उत्पाद पर अलग से दिखाए जाते हैं।',
          ],
        },
        {
          heading: 'आजीवन एक्सचेंज',
          paragraphs: [
            '{storeName} का कोई भी आभूषण, बिल के साथ या बिना, हमारे किसी भी शोरूम में लाएँ और जब तक वह आपके पास है, उसे दिन के सोने के भाव पर बदलें।',
          ],
        },
      ],
    },
    {
      slug: 'contact',
      title: 'संपर्क करें',
      summary: 'हमारी ग्राहक सेवा टीम फ़ोन, ई-मेल और शोरूम में हिंदी और अंग्रेज़ी में आपकी मदद करती है।',
      sections: [
        {
          heading: 'ग्राहक सेवा',
          paragraphs: [
            'हमें {supportPhone} पर फ़ोन करें या {supportEmail} पर लिखें। हम सोमवार से शनिवार, सुबह 10:00 से शाम 7:00 बजे (भारतीय समय) तक फ़ोन पर उपलब्ध हैं और ई-मेल का उत्तर एक कार्यदिवस में देते हैं।',
            'किसी ऑर्डर के बारे में पूछते समय अपना ऑर्डर नंबर साथ रखें: वह SLV-IN से शुरू होता है और आपके पुष्टि ई-मेल तथा ‘मेरे ऑर्डर’ में मिलता है।',
          ],
        },
        {
          heading: 'शोरूम आएँ',
          paragraphs: [
            'हमारे शोरूम हर दिन सुबह 10:30 से रात 8:30 बजे तक खुले रहते हैं। पते, फ़ोन नंबर और रास्ते के लिए स्टोर खोजें पेज देखें; वहाँ आप आभूषण पहनकर देख सकते हैं, पुराना सोना बदल सकते हैं या मरम्मत का सामान ले सकते हैं।',
          ],
        },
        {
          heading: 'पंजीकृत कार्यालय',
          paragraphs: ['एसएलवी ज्वैलर्स प्रा. लि., 14 ज़वेरी बाज़ार, कालबादेवी, मुंबई 400002, महाराष्ट्र।'],
        },
      ],
    },
    {
      slug: 'privacy',
      title: 'गोपनीयता नीति',
      summary: 'जब आप हमसे ख़रीदारी करते हैं तो हम क्या जानकारी लेते हैं, क्यों लेते हैं, और आपके पास क्या विकल्प हैं।',
      sections: [
        {
          heading: 'हम क्या जानकारी लेते हैं',
          paragraphs: [
            'आपका नाम, फ़ोन नंबर, ई-मेल पता और डिलीवरी के पते; आपके ऑर्डर, वापसी और समीक्षाएँ; और भुगतान करने पर उसका परिणाम (आपका पूरा कार्ड नंबर कभी नहीं, उसे केवल हमारा भुगतान प्रदाता देखता है)।',
          ],
        },
        {
          heading: 'हम इसका उपयोग क्यों करते हैं',
          paragraphs: [
            'आपका ऑर्डर पहुँचाने, साइन-इन और कैश ऑन डिलीवरी के लिए वन-टाइम कोड भेजने, आपके प्रश्नों का उत्तर देने, क़ानून के अनुसार बिल रखने और धोखाधड़ी रोकने के लिए। ऑफ़र हम तभी भेजते हैं जब आपने उनके लिए सहमति दी हो, और आप उन्हें कभी भी बंद कर सकते हैं।',
          ],
        },
        {
          heading: 'इसे कौन देखता है',
          paragraphs: [
            'हमारे कूरियर साझेदार केवल उतना देखते हैं जितना डिलीवरी के लिए ज़रूरी है, और भुगतान प्रदाता उतना जितना भुगतान के लिए। हम आपकी जानकारी किसी को नहीं बेचते।',
          ],
        },
        {
          heading: 'आपके अधिकार',
          paragraphs: [
            'डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप अपनी जानकारी देखने, सुधारने या मिटाने, या दी गई सहमति वापस लेने का अनुरोध कर सकते हैं। {supportEmail} पर लिखें; हम एक महीने के भीतर उत्तर देते हैं। बिल उतने समय तक रखे जाते हैं जितना कर क़ानून माँगता है।',
          ],
        },
      ],
    },
    {
      slug: 'terms',
      title: 'नियम और शर्तें',
      summary: 'वे शर्तें जिन पर {storeName} इस वेबसाइट के ज़रिए बिक्री करता है।',
      sections: [
        {
          heading: 'क़ीमतें',
          paragraphs: [
            'क़ीमतों में जीएसटी शामिल है और वे दिन के धातु भाव, आभूषण के वज़न और बनवाई से तय होती हैं। चेकआउट के दौरान आपके कार्ट की क़ीमत बनी रहती है; अगर भुगतान से पहले भाव बदल जाए, तो पुष्टि से पहले चेकआउट नई कुल राशि दिखाता है।',
          ],
        },
        {
          heading: 'ऑर्डर',
          paragraphs: [
            'ऑर्डर पुष्टि भेजे जाने पर आपका ऑर्डर स्वीकार माना जाता है। अगर कोई आभूषण उपलब्ध न हो, तो हम तुरंत बताते हैं और उसके लिए चुकाई गई पूरी राशि लौटा देते हैं।',
          ],
        },
        {
          heading: 'हॉलमार्क और प्रमाणपत्र',
          paragraphs: [
            'सोने के आभूषण एचयूआईडी के साथ बीआईएस हॉलमार्क वाले हैं; आपको मिले आभूषण की एचयूआईडी उसके बिल पर छपी होती है। हीरे के प्रमाणपत्र आभूषण के साथ आते हैं और वापसी पर उसके साथ लौटाने होते हैं।',
          ],
        },
        {
          heading: 'वापसी, एक्सचेंज और क़ानून',
          paragraphs: [
            'वापसी हमारी वापसी और रिफ़ंड नीति (डिलीवरी से {returnWindowDays} दिन) के अनुसार और एक्सचेंज हमारे आजीवन एक्सचेंज वादे के अनुसार होता है। ये शर्तें भारत के क़ानूनों के अधीन हैं; मुंबई के न्यायालयों को क्षेत्राधिकार है।',
          ],
        },
      ],
    },
    {
      slug: 'shipping',
      title: 'शिपिंग और डिलीवरी',
      summary: 'पूरे भारत में छेड़छाड़-रोधी पैकिंग में बीमित डिलीवरी।',
      sections: [
        {
          heading: 'डिलीवरी शुल्क',
          paragraphs: ['{freeShippingAbove} से ऊपर के ऑर्डर पर डिलीवरी मुफ़्त और पूरी तरह बीमित है। कोई भी डिलीवरी शुल्क भुगतान से पहले चेकआउट पर दिखाया जाता है।'],
        },
        {
          heading: 'कब पहुँचेगा',
          paragraphs: [
            'अपने पते की डिलीवरी तारीख़ देखने के लिए किसी भी उत्पाद पेज पर अपना पिन कोड डालें। स्टॉक में मौजूद आभूषण दो कार्यदिवसों में हमारी तिजोरी से निकल जाते हैं; ऑर्डर पर बनने वाले आभूषणों में उनके पेज पर लिखा समय लगता है।',
          ],
        },
        {
          heading: 'पार्सल लेते समय',
          paragraphs: [
            'हर पार्सल सील किया जाता है और आपके हाथ में पहुँचने तक बीमित रहता है। कूरियर हस्ताक्षर लेता है और फ़ोटो पहचान पत्र देख सकता है। टूटी सील वाला पार्सल न लें: उसे लौटा दें और हमें {supportPhone} पर फ़ोन करें।',
            'कई पिन कोड पर फ़ोन पर भेजे गए वन-टाइम कोड के बाद कैश ऑन डिलीवरी उपलब्ध है; चेकआउट बताता है कि आपके पते पर यह सुविधा है या नहीं।',
          ],
        },
      ],
    },
    {
      slug: 'returns',
      title: 'वापसी और रिफ़ंड नीति',
      summary: 'बिना पहने आभूषण डिलीवरी के {returnWindowDays} दिनों के भीतर लौटाएँ और पूरा पैसा वापस पाएँ।',
      sections: [
        {
          heading: 'आपके पास कितना समय है',
          paragraphs: [
            'आप डिलीवरी के {returnWindowDays} दिनों के भीतर आभूषण लौटा सकते हैं। ‘मेरे ऑर्डर’ में वापसी शुरू करें, आभूषण और कारण चुनें, और अगर आभूषण में कोई कमी है तो फ़ोटो जोड़ें।',
          ],
        },
        {
          heading: 'हम क्या वापस लेते हैं',
          paragraphs: [
            'आभूषण बिना पहना और बिना बदलाव का हो, मूल पैकिंग में, टैग, बिल और हीरे के प्रमाणपत्र (यदि हो) के साथ। आपके कहने पर छोटा-बड़ा किया गया या नाम खुदवाया गया आभूषण लौटाया नहीं जा सकता, पर उस पर हमारा आजीवन एक्सचेंज लागू रहता है।',
          ],
        },
        {
          heading: 'आपका रिफ़ंड',
          paragraphs: [
            'आभूषण हम तक पहुँचने और जाँच के बाद, आमतौर पर तीन कार्यदिवसों में, हम चुकाई गई राशि आपके मूल भुगतान माध्यम में या आपकी इच्छा पर स्टोर क्रेडिट के रूप में लौटाते हैं। कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड स्टोर क्रेडिट या बैंक ट्रांसफ़र से होता है।',
          ],
        },
      ],
    },
  ],
};
